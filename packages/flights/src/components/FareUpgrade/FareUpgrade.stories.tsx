import { pendingAnswer, serverError } from '@rihla/core/testing/storybook'
import type { FakeHandlers } from '@rihla/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { REF_ID, testDraft, testQuote } from '../../testing/bookingFixtures'
import { fareFamilies, roundTrip } from '../../testing/storyData'
import { useAddonLabels } from '../addonLabels'
import { FareUpgrade } from './FareUpgrade'

const [saver, flex, businessFlex] = fareFamilies
const quote = testQuote({ itinerary: roundTrip, fare: saver!, price: saver!.price })
const { passengers } = testDraft()

function UpgradeFare({ hasSeats, fare }: { hasSeats: boolean; fare: typeof saver }) {
  return (
    <FareUpgrade
      refId={REF_ID}
      quote={{ ...quote, fare: fare!, price: fare!.price }}
      hasSeats={hasSeats}
      labels={useAddonLabels(passengers)}
      onExpired={fn()}
    />
  )
}

const fares = (answer: FakeHandlers['getFares']) => ({ app: { api: { getFares: answer } } })

const meta = {
  component: UpgradeFare,
  args: { hasSeats: false, fare: saver },
  parameters: fares(() => ({ itinerary: roundTrip, fares: fareFamilies })),
} satisfies Meta<typeof UpgradeFare>

export default meta
type Story = StoryObj<typeof meta>

/** From the saver fare: Flex adds a bag and changes, Business Flex the cabin and a refund too. */
export const Upgrades: Story = {}

/** Seats are held: moving to Business would let them go, and says so. */
export const WithSeatsHeld: Story = { args: { hasSeats: true } }

export const BestFare: Story = { args: { fare: businessFlex } }

export const OneUpgrade: Story = { args: { fare: flex } }

export const Loading: Story = { parameters: fares(pendingAnswer) }

export const Failed: Story = { parameters: fares(serverError('getFares')) }
