import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceBreakdownSummary } from './PriceBreakdownSummary'
import { samplePrice } from './samplePrice'

const price = samplePrice(0)

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
  args: { price: samplePrice(20_000) },
}

export const Arabic: Story = { globals: { locale: 'ar' } }

export const ArabicWithDiscount: Story = {
  globals: { locale: 'ar' },
  args: { price: samplePrice(20_000) },
}
