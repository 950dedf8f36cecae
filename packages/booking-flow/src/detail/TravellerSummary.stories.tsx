import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TravellerEntry } from './TravellerSummary'
import { TravellerSummary } from './TravellerSummary'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

const travellers: TravellerEntry[] = [
  {
    index: 0,
    type: 'adult',
    name: 'Sara Alharbi',
    facts: ['12 Mar 1990'],
    details: [
      { id: 'ticket', term: 'E-ticket', value: '065-2400112233' },
      { id: 'baggage', term: 'Baggage', value: '1 × 23 kg' },
    ],
    addons: [
      { id: 'bag', text: 'Extra baggage 20 kg · RUH → JED', price: sar(15_000) },
      { id: 'seat', text: 'Seat 12A · SV 1024', price: sar(0) },
    ],
  },
  { index: 1, type: 'child', name: 'Omar Alharbi', facts: ['4 Jun 2017'], addons: [] },
]

const meta = {
  component: TravellerSummary,
  tags: ['autodocs'],
  args: { travellers },
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof TravellerSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    travellers: [
      {
        index: 0,
        type: 'adult',
        name: 'سارة الحربي',
        facts: ['١٢ مارس ١٩٩٠'],
        details: [{ id: 'ticket', term: 'التذكرة الإلكترونية', value: '065-2400112233' }],
        addons: [{ id: 'bag', text: 'أمتعة إضافية 20 كجم · RUH → JED', price: sar(15_000) }],
      },
    ],
  },
}
