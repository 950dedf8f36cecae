import type { TrainSeatmap } from '@rihla/api-contract/trains'
import type { SeatArea } from '@rihla/booking-flow/seats'
import type { SeatMapRow, SeatMapSeat, SeatState } from '@rihla/ui-kit/seat-map'

type TrainSeat = TrainSeatmap['coaches'][number]['seats'][number]

/** A coach seat on the map, with what its name says: its coach, place and facing. */
export type CoachSeat = SeatMapSeat & { coach: number; seat: TrainSeat }

const stateOf = (seat: TrainSeat): SeatState =>
  seat.state === 'held_by_you'
    ? 'selected'
    : seat.state === 'occupied'
      ? 'taken'
      : seat.wheelchair
        ? 'special'
        : 'available'

/** A seat map's coaches as the seat step's areas: rows in order, each seat under its letter, the aisle kept. */
export function coachAreas(
  seatmap: TrainSeatmap,
  coachName: (coach: TrainSeatmap['coaches'][number]) => string,
) {
  return seatmap.coaches.map((coach): SeatArea<CoachSeat> => {
    const rows = new Map<number, CoachSeat[]>()
    const letters = coach.layout.filter((letter): letter is string => letter !== null)
    for (const seat of coach.seats) {
      const row = rows.get(seat.row) ?? []
      // A wheelchair space (`14W`) has no seat letter of its own: it stands in the coach's first column,
      // at the end by the wide door, where the map can show it and the traveller can choose it.
      const column = letters.includes(seat.letter) ? seat.letter : letters[0]!
      row.push({ id: seat.id, column, state: stateOf(seat), coach: coach.number, seat })
      rows.set(seat.row, row)
    }
    return {
      id: String(coach.number),
      name: coachName(coach),
      layout: coach.layout.map((letter) => letter ?? ''),
      rows: [...rows.entries()]
        .sort(([a], [b]) => a - b)
        .map(([row, seats]): SeatMapRow<CoachSeat> => ({ label: String(row), seats })),
    }
  })
}
