import type { SeatMapRow, SeatMapSeat } from '@rihla/ui-kit/seat-map'
import type { SeatArea } from './SeatSelection'

/** Two small coaches of `A B | C D`, some seats taken, for stories and tests. */
export function sampleCoaches(held: readonly string[] = [], taken: readonly string[] = ['1-1A', '1-2C']) {
  const rows = (coach: number): SeatMapRow<SeatMapSeat>[] =>
    [1, 2, 3].map((row) => ({
      label: String(row),
      seats: ['A', 'B', 'C', 'D'].map((column) => {
        const id = `${coach}-${row}${column}`
        return {
          id,
          column,
          state: held.includes(id) ? 'selected' : taken.includes(id) ? 'taken' : 'available',
        }
      }),
    }))
  return [1, 2].map((coach): SeatArea<SeatMapSeat> => ({
    id: String(coach),
    name: `Coach ${coach}`,
    layout: ['A', 'B', '', 'C', 'D'],
    rows: rows(coach),
  }))
}
