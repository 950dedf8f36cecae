import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './Spinner.tsx'

const meta = {
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading', size: 'md', tone: 'primary' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Labelled: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
}

export const Decorative: Story = { args: { label: undefined } }
