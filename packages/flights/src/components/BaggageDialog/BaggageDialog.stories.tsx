import { modalAtom } from '@rihla/core'
import type { AppStoryParameters } from '@rihla/core/testing/storybook'
import { pendingAnswer, serverError } from '@rihla/core/testing/storybook'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { passengerSlots } from '@rihla/api-contract/passenger'
import type { FlightDraft } from '../../draft'
import { REF_ID, testDraft, testQuote } from '../../testing/bookingFixtures'
import { testFare } from '../../testing/fixtures'
import { useAddonLabels } from '../addonLabels'
import { BaggageDialog, IncludedBaggage } from './BaggageDialog'

const quote = testQuote()
const { passengers } = testDraft()
const sar = (amount: number) => ({ amount, currency: 'SAR' })

/** The dialog as the add-ons step opens it: the draft's travellers, named. */
function OpenBaggageDialog({ baggage }: { baggage: FlightDraft['baggage'] }) {
  const labels = useAddonLabels(passengers)
  return (
    <BaggageDialog
      refId={REF_ID}
      quote={quote}
      baggage={baggage}
      travellers={passengerSlots(quote.passengers)}
      labels={labels}
      onSave={fn()}
    />
  )
}

const app = (api: AppStoryParameters['api']): { app: AppStoryParameters } => ({
  app: { api, setup: ({ store }) => store.set(modalAtom('baggageUpgrade'), true) },
})

const meta = {
  component: OpenBaggageDialog,
  args: { baggage: [] },
  parameters: app({
    flightBaggage: () => ({
      options: [
        { id: 'bag-0-20', leg: 0, kg: 20, price: sar(15_000) },
        { id: 'bag-0-30', leg: 0, kg: 30, price: sar(21_000) },
      ],
    }),
  }),
} satisfies Meta<typeof OpenBaggageDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Options: Story = {}

/** The adult already has 20 kg from an earlier visit to the dialog. */
export const Chosen: Story = { args: { baggage: [{ passenger: 0, optionId: 'bag-0-20' }] } }

export const NoneForThisFlight: Story = { parameters: app({ flightBaggage: () => ({ options: [] }) }) }

export const Loading: Story = { parameters: app({ flightBaggage: pendingAnswer }) }

export const Failed: Story = { parameters: app({ flightBaggage: serverError('flightBaggage') }) }

/** What the fare carries, above the choices; the saver fare has no checked bag. */
export const Included: Story = {
  render: () => (
    <>
      <IncludedBaggage fare={quote.fare} />
      <IncludedBaggage
        fare={testFare(125_000, { baggage: { checkedPieces: 2, checkedKg: 23, cabinKg: 7 } })}
      />
    </>
  ),
}
