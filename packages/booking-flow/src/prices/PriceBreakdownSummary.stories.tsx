import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceBreakdownSummary } from './PriceBreakdownSummary'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

const price = {
  baseFare: sar(100_000),
  tax: sar(12_000),
  vat: sar(16_500),
  fees: sar(5_000),
  surcharge: sar(4_000),
  serviceCharges: sar(1_500),
  addons: sar(7_500),
  discount: sar(0),
  total: sar(146_500),
}

const meta = {
  component: PriceBreakdownSummary,
  tags: ['autodocs'],
  args: { price },
  decorators: [(Story) => <div style={{ maxInlineSize: 380 }}>{Story()}</div>],
} satisfies Meta<typeof PriceBreakdownSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDiscount: Story = {
  args: { price: { ...price, discount: sar(20_000), total: sar(126_500) } },
}

export const Arabic: Story = { globals: { locale: 'ar' } }

export const ArabicWithDiscount: Story = {
  globals: { locale: 'ar' },
  args: { price: { ...price, discount: sar(20_000), total: sar(126_500) } },
}
