import type { SEAT_FACING, SEAT_POSITIONS } from '@rihla/api-contract/trains'
import type { TrainClass } from '@rihla/api-contract/trains'
import { seededRandom } from '../inventory/random'

// A train's coaches and their seats. Haramain trains carry 417: two business coaches (2+1, 13 rows),
// six economy coaches (2+2, 14 rows) and three wheelchair spaces. SAR's East and North trains run one
// business and four economy coaches; the North line's night train swaps business for two sleeper
// coaches of six 4-berth cabins. Seats face the middle of their coach, so half ride backwards.

export interface SeatPlan {
  id: string
  coach: number
  class: TrainClass
  row: number
  letter: string
  position: (typeof SEAT_POSITIONS)[number]
  facing: (typeof SEAT_FACING)[number]
  wheelchair: boolean
}

export interface CoachPlan {
  number: number
  class: TrainClass
  layout: (string | null)[]
  cabinSize: number | null
  seats: SeatPlan[]
}

interface CoachSpec {
  class: TrainClass
  rows: number
  layout: (string | null)[]
  wheelchairSpace?: boolean
  cabinSize?: number
}

const PAIRS: (string | null)[] = ['A', 'B', null, 'C', 'D']
const SINGLE_SIDE: (string | null)[] = ['A', 'B', null, 'C']
const BERTHS: (string | null)[] = ['A', 'B', 'C', 'D']

const coachSpecs = (line: string, night: boolean): CoachSpec[] => {
  const economy = (rows: number, wheelchairSpace = false): CoachSpec => ({
    class: 'economy',
    rows,
    layout: PAIRS,
    wheelchairSpace,
  })
  if (line === 'haramain') {
    return [
      { class: 'business', rows: 13, layout: SINGLE_SIDE, wheelchairSpace: true },
      { class: 'business', rows: 13, layout: SINGLE_SIDE },
      economy(14, true),
      economy(14),
      economy(14),
      economy(14),
      economy(14),
      economy(14, true),
    ]
  }
  const front: CoachSpec[] = night
    ? [1, 2].map(() => ({ class: 'sleeper' as const, rows: 6, layout: BERTHS, cabinSize: 4 }))
    : [{ class: 'business', rows: 12, layout: SINGLE_SIDE, wheelchairSpace: true }]
  return [...front, economy(15, true), economy(15), economy(15), economy(15)]
}

/** The seat's place across its coach: a letter beside the coach wall is a window seat. */
function positionOf(layout: (string | null)[], letter: string, sleeper: boolean): SeatPlan['position'] {
  if (sleeper) return 'berth'
  const index = layout.indexOf(letter)
  return index === 0 || index === layout.length - 1 ? 'window' : 'aisle'
}

/** Every coach of a train, numbered from the front. */
export function coachesOf(line: string, night: boolean): CoachPlan[] {
  return coachSpecs(line, night).map((spec, index) => {
    const number = index + 1
    const sleeper = spec.class === 'sleeper'
    const seats: SeatPlan[] = []
    for (let row = 1; row <= spec.rows; row += 1) {
      for (const letter of spec.layout) {
        if (!letter) continue
        seats.push({
          id: `${number}-${row}${letter}`,
          coach: number,
          class: spec.class,
          row,
          letter,
          position: positionOf(spec.layout, letter, sleeper),
          facing: sleeper || row > spec.rows / 2 ? 'forward' : 'backward',
          wheelchair: false,
        })
      }
    }
    // The wheelchair space is at the coach's end, by the wide door and the accessible toilet.
    if (spec.wheelchairSpace) {
      const row = spec.rows + 1
      seats.push({
        id: `${number}-${row}W`,
        coach: number,
        class: spec.class,
        row,
        letter: 'W',
        position: 'aisle',
        facing: 'forward',
        wheelchair: true,
      })
    }
    return { number, class: spec.class, layout: spec.layout, cabinSize: spec.cabinSize ?? null, seats }
  })
}

/**
 * Seats sold before this search (sandbox): each train on each day starts between a fifth and
 * three-quarters full, the same on every server, so fares and seats left are reproducible.
 */
export function presoldSeats(trainId: string, date: string, coaches: CoachPlan[]): Set<string> {
  const random = seededRandom(`train:${trainId}:${date}`)
  const load = random.between(0.2, 0.75)
  const sold = new Set<string>()
  for (const coach of coaches)
    for (const seat of coach.seats) if (!seat.wheelchair && random.next() < load) sold.add(seat.id)
  return sold
}

/** Fares rise as a class fills: 15% from half full, 30% from three-quarters, 50% from nine-tenths. */
export function demandPercent(taken: number, capacity: number): number {
  const load = capacity ? taken / capacity : 1
  if (load >= 0.9) return 50
  if (load >= 0.75) return 30
  if (load >= 0.5) return 15
  return 0
}
