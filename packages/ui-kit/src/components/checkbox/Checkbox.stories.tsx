import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox, CheckboxGroup } from './Checkbox.tsx'

const meta = {
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Save traveller for later' },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Selected: Story = { args: { defaultSelected: true } }

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All airlines' } }

export const Disabled: Story = { args: { isDisabled: true } }

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the terms and conditions' },
}

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Stops" defaultValue={['0']} description="Up to 3 layovers">
      <Checkbox value="0">Non-stop</Checkbox>
      <Checkbox value="1">1 stop</Checkbox>
      <Checkbox value="2">2 stops</Checkbox>
      <Checkbox value="3">3 stops</Checkbox>
    </CheckboxGroup>
  ),
}
