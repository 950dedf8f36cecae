import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ResultsHeader } from './ResultsHeader'

const meta = {
  component: ResultsHeader,
  args: {
    criteria: {
      tripType: 'one_way',
      legs: [{ origin: 'RUH', destination: 'JED', date: '2026-12-27' }],
      cabin: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'SAR',
    },
    onModifySearch: fn(),
  },
} satisfies Meta<typeof ResultsHeader>

export default meta
type Story = StoryObj<typeof meta>

export const OnePassenger: Story = {}

export const BusinessForThree: Story = {
  args: { criteria: { ...meta.args.criteria, cabin: 'business', adults: 2, children: 1 } },
}
