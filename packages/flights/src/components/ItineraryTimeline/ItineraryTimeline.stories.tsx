import type { Meta, StoryObj } from '@storybook/react-vite'
import { overnightConnection, roundTrip } from '../../testing/storyData'
import { ItineraryTimeline } from './ItineraryTimeline'

const meta = {
  component: ItineraryTimeline,
  args: { itinerary: roundTrip, tripType: 'round_trip', headingLevel: 3 },
} satisfies Meta<typeof ItineraryTimeline>

export default meta
type Story = StoryObj<typeof meta>

export const RoundTrip: Story = {}

/** A layover between two flights, and the later days said beside the times. */
export const Connection: Story = { args: { itinerary: overnightConnection, tripType: 'one_way' } }

/** Multi-city legs are numbered. */
export const MultiCity: Story = { args: { tripType: 'multi_city' } }
