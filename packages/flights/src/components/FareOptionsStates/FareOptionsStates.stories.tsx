import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { FaresError, FaresLoading } from './FareOptionsStates'

const meta = {
  component: FaresLoading,
  args: { lines: 3 },
} satisfies Meta<typeof FaresLoading>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {}

export const Failed: Story = {
  render: () => <FaresError onRetry={fn()} />,
}
