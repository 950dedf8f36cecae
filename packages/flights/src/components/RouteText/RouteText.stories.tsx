import type { Meta, StoryObj } from '@storybook/react-vite'
import { RouteText } from './RouteText'

const meta = {
  component: RouteText,
  args: { legs: [{ origin: 'RUH', destination: 'JED' }] },
} satisfies Meta<typeof RouteText>

export default meta
type Story = StoryObj<typeof meta>

export const OneWay: Story = {}

export const RoundTrip: Story = {
  args: {
    legs: [
      { origin: 'RUH', destination: 'JED' },
      { origin: 'JED', destination: 'RUH' },
    ],
  },
}

export const MultiCity: Story = {
  args: {
    legs: [
      { origin: 'RUH', destination: 'JED' },
      { origin: 'JED', destination: 'DMM' },
      { origin: 'DMM', destination: 'RUH' },
    ],
  },
}
