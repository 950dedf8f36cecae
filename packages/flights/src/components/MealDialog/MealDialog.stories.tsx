import { modalAtom } from '@rihla/core'
import type { AppStoryParameters } from '@rihla/core/testing/storybook'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { passengerSlots } from '@rihla/api-contract/passenger'
import type { FlightDraft } from '../../draft'
import { REF_ID, optionHandlers, testDraft, testQuote } from '../../testing/bookingFixtures'
import { useAddonLabels } from '../addonLabels'
import { MealDialog } from './MealDialog'

const quote = testQuote()
const draft = testDraft()

function OpenMealDialog({ meals }: { meals: FlightDraft['meals'] }) {
  return (
    <MealDialog
      refId={REF_ID}
      quote={quote}
      meals={meals}
      travellers={passengerSlots(quote.passengers)}
      labels={useAddonLabels(draft.passengers)}
      onSave={fn()}
    />
  )
}

const app: AppStoryParameters = {
  api: {
    flightMeals: () => ({
      options: [
        ...optionHandlers.flightMeals().options,
        { code: 'MOML', name: 'Halal meal', segment: '0-0', price: { amount: 0, currency: 'SAR' } },
      ],
    }),
  },
  setup: ({ store }) => store.set(modalAtom('mealSelection'), true),
}

const meta = {
  component: OpenMealDialog,
  args: { meals: [] },
  parameters: { app },
} satisfies Meta<typeof OpenMealDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Menu: Story = {}

/** The child already has the vegetarian meal. */
export const Chosen: Story = { args: { meals: draft.meals } }
