import type { SeatMapSeat } from '@rihla/ui-kit/seat-map'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { sampleCoaches } from './sampleCoaches'
import { SeatSelection } from './SeatSelection'
import type { SeatSelectionProps } from './SeatSelection'

/** Seats held at once, as a server that never refuses would. */
function Choosing({ count }: { count: number }) {
  const [held, setHeld] = useState<string[]>([])
  const props: SeatSelectionProps<SeatMapSeat> = {
    areas: sampleCoaches(held),
    areasLabel: 'Coaches',
    mapLabel: (area) => `Seats in ${area.name}`,
    count,
    held,
    onHold: (seats) => Promise.resolve(setHeld(seats)),
    seatLabel: (seat) => `Seat ${seat.id}`,
    legend: [
      { state: 'available', label: 'Free' },
      { state: 'taken', label: 'Taken' },
      { state: 'selected', label: 'Your seat' },
    ],
  }
  return <SeatSelection {...props} />
}

const meta = {
  component: Choosing,
  tags: ['autodocs'],
  args: { count: 3 },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Choosing>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeTravellers: Story = {}
