import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressBar } from './ProgressBar.tsx'

const meta = {
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Searching airlines', value: 60 },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Determinate: Story = {}

export const CustomValueLabel: Story = {
  args: { label: 'Providers searched', value: 3, minValue: 0, maxValue: 5, valueLabel: '3 of 5' },
}

export const Indeterminate: Story = { args: { label: 'Processing payment', isIndeterminate: true } }
export const Line: Story = {
  args: { label: undefined, 'aria-label': 'Searching airlines', appearance: 'line', value: 3, maxValue: 5 },
}
