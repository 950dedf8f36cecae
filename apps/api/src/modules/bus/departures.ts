import type { BusClass } from '@rihla/api-contract/buses'
import { seededRandom } from '../inventory/random'
import type { BusRoute } from './network'

// A route's departures on a day, in Saudi time, the same every day: short routes run hourly, middle
// ones every two hours, long ones a few times a day and night; VIP coaches less often. Standard coaches
// seat 52 (2+2, 13 rows), VIP coaches 30 (1+2, 10 rows); the first two rows are the family section.

export const FAMILY_ROWS = 2

const LAYOUTS: Record<BusClass, { layout: (string | null)[]; rows: number }> = {
  standard: { layout: ['A', 'B', null, 'C', 'D'], rows: 13 },
  vip: { layout: ['A', null, 'B', 'C'], rows: 10 },
}

export interface ScheduledBus {
  id: string
  route: BusRoute
  class: BusClass
  date: string
  departs: number
  arrives: number
}

const hours = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step)

function timesOf(minutes: number, busClass: BusClass): string[] {
  const at = (hour: number, minute = 0) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  if (busClass === 'vip') return minutes <= 300 ? ['07:30', '11:30', '15:30', '21:30'] : ['09:00', '21:00']
  if (minutes <= 120) return hours(6, 22, 1).map((hour) => at(hour))
  if (minutes <= 300) return hours(6, 22, 2).map((hour) => at(hour))
  return ['07:00', '13:00', '19:00', '23:00']
}

/** Every departure of a route on a date, earliest first. */
export function departuresOn(route: BusRoute, date: string): ScheduledBus[] {
  const classes = (['standard', 'vip'] as const).filter((busClass) => route.fares[busClass] !== null)
  return classes
    .flatMap((busClass) =>
      timesOf(route.minutes, busClass).map((time) => {
        const departs = Date.parse(`${date}T${time}:00+03:00`)
        return {
          id: `${route.from}-${route.to}-${time.replace(':', '')}-${busClass}`,
          route,
          class: busClass,
          date,
          departs,
          arrives: departs + route.minutes * 60_000,
        }
      }),
    )
    .sort((a, b) => a.departs - b.departs || a.class.localeCompare(b.class))
}

export interface BusSeatPlan {
  id: string
  row: number
  letter: string
  position: 'window' | 'aisle'
  family: boolean
}

export function deckOf(busClass: BusClass) {
  const { layout, rows } = LAYOUTS[busClass]
  const seats: BusSeatPlan[] = []
  for (let row = 1; row <= rows; row += 1)
    for (const [index, letter] of layout.entries()) {
      if (!letter) continue
      seats.push({
        id: `${row}${letter}`,
        row,
        letter,
        position: index === 0 || index === layout.length - 1 ? 'window' : 'aisle',
        family: row <= FAMILY_ROWS,
      })
    }
  return { layout, seats }
}

/**
 * Seats sold before this search (sandbox): each departure starts a fifth to four-fifths full. The
 * family rows sell to families only, who are fewer, so they fill at half that rate.
 */
export function presoldBusSeats(bus: ScheduledBus, seats: readonly BusSeatPlan[]): Set<string> {
  const random = seededRandom(`bus:${bus.id}:${bus.date}`)
  const load = random.between(0.2, 0.8)
  return new Set(
    seats.filter((seat) => random.next() < (seat.family ? load / 2 : load)).map((seat) => seat.id),
  )
}
