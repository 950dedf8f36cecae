import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { testItinerary } from '../../testing/fixtures'
import { resultItineraries } from '../../testing/storyData'
import { ResultList } from './ResultList'

const airlines: [string, string][] = [
  ['SV', 'Saudia'],
  ['XY', 'flynas'],
  ['F3', 'flyadeal'],
  ['RX', 'Riyadh Air'],
]

/** A long search: only the cards near the viewport are in the page. */
const many = Array.from({ length: 200 }, (_, index) =>
  testItinerary(`it-${index}`, {
    price: 30_000 + index * 750,
    minutes: 100 + (index % 5) * 15,
    stops: index % 3 === 0 ? 1 : 0,
    airline: airlines[index % airlines.length]!,
  }),
)

const meta = {
  component: ResultList,
  args: { itineraries: resultItineraries, onOpenDetails: fn(), onOpenFares: fn() },
} satisfies Meta<typeof ResultList>

export default meta
type Story = StoryObj<typeof meta>

export const FewResults: Story = {}

export const ManyResults: Story = { args: { itineraries: many } }
