import type { Meta, StoryObj } from '@storybook/react-vite'
import { useAsyncList } from 'react-aria-components/useAsyncList'
import { ListBoxItem } from '../list-box/ListBox.tsx'
import { ComboBox } from './ComboBox.tsx'

interface Airport {
  code: string
  city: string
  name: string
}

const airports: Airport[] = [
  { code: 'RUH', city: 'Riyadh', name: 'King Khalid International' },
  { code: 'JED', city: 'Jeddah', name: 'King Abdulaziz International' },
  { code: 'DMM', city: 'Dammam', name: 'King Fahd International' },
  { code: 'MED', city: 'Madinah', name: 'Prince Mohammad bin Abdulaziz International' },
  { code: 'AHB', city: 'Abha', name: 'Abha International' },
  { code: 'TUU', city: 'Tabuk', name: 'Prince Sultan bin Abdulaziz' },
  { code: 'TIF', city: 'Taif', name: 'Taif International' },
  { code: 'ELQ', city: 'Qassim', name: 'Prince Naif bin Abdulaziz International' },
]

const meta = {
  component: ComboBox<Airport>,
  tags: ['autodocs'],
  args: { label: 'From', placeholder: 'City or airport', children: null },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<Airport>>

export default meta
type Story = StoryObj<typeof meta>

export const StaticItems: Story = {
  render: (args) => (
    <ComboBox {...args} defaultItems={airports}>
      {(airport) => <ListBoxItem id={airport.code}>{`${airport.city} (${airport.code})`}</ListBoxItem>}
    </ComboBox>
  ),
}

function AsyncAirports(args: Story['args']) {
  const list = useAsyncList<Airport>({
    async load({ signal, filterText }) {
      await new Promise((resolve) => setTimeout(resolve, 400))
      signal.throwIfAborted()
      const query = (filterText ?? '').toLowerCase()
      return {
        items: airports.filter((airport) => `${airport.city} ${airport.code}`.toLowerCase().includes(query)),
      }
    },
  })
  return (
    <ComboBox
      {...args}
      label="To"
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
      loadingLabel="Loading airports"
      emptyLabel="No airports found"
    >
      {(airport) => <ListBoxItem id={airport.code}>{`${airport.city} (${airport.code})`}</ListBoxItem>}
    </ComboBox>
  )
}

export const AsyncItems: Story = { render: (args) => <AsyncAirports {...args} /> }

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Departure city is required' },
  render: (args) => (
    <ComboBox {...args} defaultItems={airports}>
      {(airport) => <ListBoxItem id={airport.code}>{airport.city}</ListBoxItem>}
    </ComboBox>
  ),
}
