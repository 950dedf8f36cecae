import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx'

const meta = {
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultSelectedKey: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Hotel details">
        <Tab id="overview">Overview</Tab>
        <Tab id="rooms">Rooms</Tab>
        <Tab id="amenities">Amenities</Tab>
        <Tab id="details">Details</Tab>
      </TabList>
      <TabPanel id="overview">A calm stay steps from the Corniche.</TabPanel>
      <TabPanel id="rooms">Deluxe King, Twin Room, Family Suite.</TabPanel>
      <TabPanel id="amenities">Pool, gym, prayer room, free Wi-Fi.</TabPanel>
      <TabPanel id="details">Check-in from 15:00, check-out until 12:00.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Horizontal: Story = {}

export const Bookings: Story = {
  args: { defaultSelectedKey: 'upcoming' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="My bookings">
        <Tab id="upcoming">Upcoming</Tab>
        <Tab id="past">Past</Tab>
      </TabList>
      <TabPanel id="upcoming">No upcoming trips.</TabPanel>
      <TabPanel id="past">Riyadh to Jeddah, 12 March.</TabPanel>
    </Tabs>
  ),
}

export const Vertical: Story = { args: { orientation: 'vertical' } }
