import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextField } from './TextField.tsx'

const meta = {
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'First name', description: 'As written in your passport' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithPlaceholder: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com', description: undefined },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'First name is required', isRequired: true },
}

export const Multiline: Story = {
  args: {
    label: 'Description',
    description: 'Tell us what went wrong with your booking',
    isMultiline: true,
    rows: 5,
  },
}

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Noura' } }
