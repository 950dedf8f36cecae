import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListBoxItem } from '../list-box/ListBox.tsx'
import { Select } from './Select.tsx'

const meta = {
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Title', placeholder: 'Select a title', children: null },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

const nationalities = [
  { id: 'SA', name: 'Saudi Arabia' },
  { id: 'AE', name: 'United Arab Emirates' },
  { id: 'EG', name: 'Egypt' },
  { id: 'PK', name: 'Pakistan' },
  { id: 'IN', name: 'India' },
]

export const Default: Story = {
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="mr">Mr</ListBoxItem>
      <ListBoxItem id="mrs">Mrs.</ListBoxItem>
      <ListBoxItem id="miss">Miss.</ListBoxItem>
    </Select>
  ),
}

export const FromItems: Story = {
  args: { label: 'Nationality', placeholder: 'Choose a country', description: 'As shown on your passport' },
  render: (args) => (
    <Select {...args} items={nationalities}>
      {(country) => <ListBoxItem>{country.name}</ListBoxItem>}
    </Select>
  ),
}

export const Invalid: Story = {
  args: { label: 'Nationality', isInvalid: true, errorMessage: 'Nationality is required' },
  render: (args) => (
    <Select {...args} items={nationalities}>
      {(country) => <ListBoxItem>{country.name}</ListBoxItem>}
    </Select>
  ),
}

export const Open: Story = {
  args: { label: 'Sort by', defaultOpen: true, defaultSelectedKey: 'cheapest' },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="cheapest">Cheapest</ListBoxItem>
      <ListBoxItem id="recommended">Recommended</ListBoxItem>
      <ListBoxItem id="quickest">Quickest</ListBoxItem>
    </Select>
  ),
}
