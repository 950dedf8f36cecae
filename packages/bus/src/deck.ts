import type { BusSeats } from '@rihla/api-contract/buses'
import type { SeatArea } from '@rihla/booking-flow/seats'
import type { SeatMapSeat, SeatState } from '@rihla/ui-kit/seat-map'

type ApiSeat = BusSeats['seats'][number]

/** A deck seat on the shared map, with what its name says: its row and whether families sit there. */
export interface DeckSeat extends SeatMapSeat {
  row: number
  family: boolean
  position: ApiSeat['position']
}

/**
 * What the map shows of a seat: the traveller's own, someone else's, a front-row seat kept for families
 * (marked, and refused by the server to a party without a child or an infant), or free.
 */
export function seatStateOf(seat: ApiSeat): SeatState {
  if (seat.state === 'held_by_you') return 'selected'
  if (seat.state === 'occupied') return 'taken'
  return seat.family ? 'special' : 'available'
}

/** The coach's one deck as the shared seat step draws it: its columns, then its rows from the front. */
export function deckOf(seats: BusSeats, name: string): SeatArea<DeckSeat> {
  const rows = new Map<number, DeckSeat[]>()
  for (const seat of seats.seats) {
    const row = rows.get(seat.row) ?? []
    row.push({
      id: seat.id,
      column: seat.letter,
      state: seatStateOf(seat),
      row: seat.row,
      family: seat.family,
      position: seat.position,
    })
    rows.set(seat.row, row)
  }
  return {
    id: 'deck',
    name,
    layout: seats.layout.map((letter) => letter ?? ''),
    rows: [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, rowSeats]) => ({
        label: String(row),
        marked: rowSeats.some((seat) => seat.family),
        seats: rowSeats,
      })),
  }
}

/**
 * Seats for the whole party side by side: the first run of `count` free seats along one row, on one
 * side of the aisle where a row has such a run, else across it. A family looks in the front rows kept
 * for families first, then behind them; anyone else only behind them. Null when no row seats them
 * together.
 */
export function seatsTogether(seats: BusSeats, count: number, isFamily: boolean): string[] | null {
  const rowsWhere = (family: boolean) =>
    [...new Set(seats.seats.filter((seat) => seat.family === family).map((seat) => seat.row))].sort(
      (a, b) => a - b,
    )
  const inRow = (row: number) =>
    seats.layout.map((letter) =>
      letter === null ? null : seats.seats.find((seat) => seat.row === row && seat.letter === letter),
    )
  const groups = isFamily ? [rowsWhere(true), rowsWhere(false)] : [rowsWhere(false)]
  for (const rows of groups) {
    for (const acrossAisle of [false, true]) {
      for (const row of rows) {
        let run: string[] = []
        for (const seat of inRow(row)) {
          if (seat === null) {
            if (!acrossAisle) run = []
            continue
          }
          run = seat && seat.state !== 'occupied' ? [...run, seat.id] : []
          if (run.length === count) return run
        }
      }
    }
  }
  return null
}
