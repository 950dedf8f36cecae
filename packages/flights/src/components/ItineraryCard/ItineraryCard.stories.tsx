import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { overnightConnection, resultItineraries, roundTrip } from '../../testing/storyData'
import { ItineraryCard } from './ItineraryCard'

const meta = {
  component: ItineraryCard,
  args: { itinerary: resultItineraries[0]!, onOpenDetails: fn(), onOpenFares: fn() },
} satisfies Meta<typeof ItineraryCard>

export default meta
type Story = StoryObj<typeof meta>

export const Direct: Story = {}

/** Lands two days after it leaves: "+2" and the date beside the arrival. */
export const OvernightConnection: Story = { args: { itinerary: overnightConnection } }

export const RoundTrip: Story = { args: { itinerary: roundTrip } }

export const Refundable: Story = { args: { itinerary: resultItineraries[3]! } }

/** The narrowest phone, where the card wraps. */
export const Narrow: Story = {
  args: { itinerary: overnightConnection },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
}
