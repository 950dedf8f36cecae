import type { Meta, StoryObj } from '@storybook/react-vite'
import { Radio, RadioGroup } from './RadioGroup.tsx'

const meta = {
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Trip type', defaultValue: 'round', children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="round">Round trip</Radio>
      <Radio value="one-way">One way</Radio>
      <Radio value="multi">Multi-city</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Vertical: Story = {}

export const Horizontal: Story = { args: { orientation: 'horizontal' } }

export const Invalid: Story = {
  args: { label: 'Gender', defaultValue: undefined, isInvalid: true, errorMessage: 'Gender is required' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="male">Male</Radio>
      <Radio value="female">Female</Radio>
    </RadioGroup>
  ),
}

export const Disabled: Story = { args: { isDisabled: true } }
