import type { SeatmapResponse } from '@rihla/api-contract/flight-booking'
import { describe, expect, it } from 'vitest'
import { flightSeatRows } from './FlightSeatMap'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

function row(
  number: number,
  letters: string[],
  cabin: 'economy' | 'business',
  exitRow = false,
  price = 2_000,
) {
  return {
    row: number,
    seats: letters.map((letter) => ({
      seat: `${number}${letter}`,
      cabin,
      state: cabin === 'economy' ? ('available' as const) : ('other_cabin' as const),
      price: sar(price),
      exitRow,
    })),
  }
}

const seatmap: Pick<SeatmapResponse, 'rows'> = {
  rows: [
    row(1, ['A', 'C', 'D', 'F'], 'business'),
    row(9, ['A', 'B', 'C', 'D', 'E', 'F'], 'economy', false, 0),
    row(10, ['A', 'C', 'D', 'F'], 'economy'),
    row(14, ['A', 'B', 'C', 'D', 'E', 'F'], 'economy', true),
  ],
}

describe('flight seat rows', () => {
  const held = [
    { segment: 's1', passenger: 0, seat: '9A' },
    { segment: 's1', passenger: 1, seat: '9B' },
  ]
  const rows = flightSeatRows(seatmap, held, { index: 0 })

  it('shows the traveller’s cabin only, the exit row marked', () => {
    expect(rows.map((r) => r.label)).toEqual(['9', '10', '14'])
    expect(rows.map((r) => r.marked)).toEqual([false, false, true])
    expect(rows[1]!.seats.map((seat) => seat.column)).toEqual(['A', 'C', 'D', 'F'])
  })

  it('tells this traveller’s seat from the party’s, free seats from paid and exit-row ones', () => {
    expect(rows[0]!.seats.slice(0, 3).map((seat) => seat.state)).toEqual(['selected', 'held', 'free'])
    expect(rows[1]!.seats[0]!.state).toBe('available')
    expect(rows[2]!.seats[0]!.state).toBe('special')
  })
})
