import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceSummary } from './PriceSummary.tsx'

const meta = {
  component: PriceSummary,
  tags: ['autodocs'],
  args: {
    title: 'Price summary',
    rows: [
      { id: 'base', label: 'Base fare (2 adults)', value: 'SAR 1,480.00' },
      { id: 'tax', label: 'Taxes and fees', value: 'SAR 212.50' },
      { id: 'addons', label: 'Add-ons', value: 'SAR 120.00' },
      { id: 'discount', label: 'Discount', value: '-SAR 90.00', kind: 'discount' },
    ],
    total: { label: 'Total', value: 'SAR 1,722.50' },
    note: 'Includes VAT 15%',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 380, background: '#fff', padding: 24, borderRadius: 12 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof PriceSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Flight: Story = {}

export const HotelWithStruckPrice: Story = {
  args: {
    rows: [
      { id: 'before', label: 'Price before discount', value: 'SAR 2,400.00', kind: 'struck' },
      { id: 'rate', label: '3 nights', value: 'SAR 2,040.00' },
      { id: 'service', label: 'Service charges', value: 'SAR 60.00' },
      { id: 'vat', label: 'VAT 15%', value: 'SAR 315.00' },
    ],
    total: { label: 'Total', value: 'SAR 2,415.00' },
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'ملخص السعر',
    rows: [
      { id: 'base', label: 'السعر الأساسي', value: '1,480.00 ر.س.' },
      { id: 'tax', label: 'الضرائب والرسوم', value: '212.50 ر.س.' },
      { id: 'discount', label: 'الخصم', value: '-90.00 ر.س.', kind: 'discount' },
    ],
    total: { label: 'الإجمالي', value: '1,602.50 ر.س.' },
    note: 'يشمل ضريبة القيمة المضافة 15%',
  },
}
