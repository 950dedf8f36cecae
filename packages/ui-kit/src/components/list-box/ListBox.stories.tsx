import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox.tsx'

const meta = {
  component: ListBox,
  tags: ['autodocs'],
  args: { 'aria-label': 'Sort results', selectionMode: 'single', defaultSelectedKeys: ['cheapest'] },
  decorators: [
    (Story) => <div style={{ maxInlineSize: 280, background: '#fff', borderRadius: 12 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ListBox>

export default meta
type Story = StoryObj<typeof meta>

export const SingleSelection: Story = {
  render: (args) => (
    <ListBox {...args}>
      <ListBoxItem id="cheapest">Cheapest</ListBoxItem>
      <ListBoxItem id="recommended">Recommended</ListBoxItem>
      <ListBoxItem id="quickest">Quickest</ListBoxItem>
    </ListBox>
  ),
}

export const Sections: Story = {
  args: { 'aria-label': 'Airports', defaultSelectedKeys: ['RUH'] },
  render: (args) => (
    <ListBox {...args}>
      <ListBoxSection title="Popular">
        <ListBoxItem id="RUH">Riyadh (RUH)</ListBoxItem>
        <ListBoxItem id="JED">Jeddah (JED)</ListBoxItem>
      </ListBoxSection>
      <ListBoxSection title="Other">
        <ListBoxItem id="AHB">Abha (AHB)</ListBoxItem>
        <ListBoxItem id="TUU" isDisabled>
          Tabuk (TUU)
        </ListBoxItem>
      </ListBoxSection>
    </ListBox>
  ),
}
