import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '@rihla/ui-kit/badge'
import { overnightConnection, roundTrip } from '../../testing/storyData'
import { TripSummary } from './TripSummary'

const meta = {
  component: TripSummary,
  args: { itinerary: roundTrip, fare: roundTrip.fares[1] },
} satisfies Meta<typeof TripSummary>

export default meta
type Story = StoryObj<typeof meta>

export const WithFare: Story = {}

export const WithoutFare: Story = { args: { itinerary: overnightConnection, fare: undefined } }

/** A booking's trip, its status beside the title. */
export const WithAction: Story = {
  args: { title: 'Riyadh to Jeddah', action: <Badge tone="success">Confirmed</Badge> },
}
