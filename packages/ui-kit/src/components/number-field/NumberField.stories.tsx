import type { Meta, StoryObj } from '@storybook/react-vite'
import { NumberField } from './NumberField.tsx'

const meta = {
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Adults', description: '12 years and above', defaultValue: 1, minValue: 1, maxValue: 9 },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Rooms: Story = {
  args: { label: 'Rooms', description: 'Up to 6 rooms', minValue: 1, maxValue: 6, defaultValue: 2 },
}

export const Currency: Story = {
  args: {
    label: 'Maximum price',
    description: undefined,
    defaultValue: 1250,
    minValue: 0,
    step: 50,
    formatOptions: { style: 'currency', currency: 'SAR' },
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Maximum 6 rooms allowed', defaultValue: 7, maxValue: undefined },
}
