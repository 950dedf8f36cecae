import type { LocalizedText } from '@rihla/api-contract'
import type { Cabin } from '@rihla/api-contract/flights'
import { hashText } from '../inventory/random'
import { isWidebody, segmentsOf } from './inventory'
import type { Network, PlannedItinerary, PlannedSegment } from './inventory'

// Add-ons of a quoted itinerary (baggage, meals, special services) and seat maps, priced in halalas.

export interface BaggagePlan {
  id: string
  leg: number
  kg: number
  halalas: number
}

const BAGGAGE_SAR: Record<number, number> = { 10: 80, 20: 140, 30: 190 }

/** Extra checked baggage per leg; abroad it costs half as much again. */
export function baggageOptions(network: Network, itinerary: PlannedItinerary): BaggagePlan[] {
  return itinerary.legs.flatMap((leg, legIndex) => {
    const domestic = leg.segments.every(
      (segment) =>
        network.airports.get(segment.origin)?.domestic && network.airports.get(segment.destination)?.domestic,
    )
    return Object.entries(BAGGAGE_SAR).map(([kg, sar]) => ({
      id: `bag-${legIndex}-${kg}`,
      leg: legIndex,
      kg: Number(kg),
      halalas: Math.round(sar * (domestic ? 1 : 1.5) * 100),
    }))
  })
}

export interface MealPlan {
  code: string
  name: LocalizedText
  segment: string
  halalas: number
}

const MEALS: { code: string; name: LocalizedText }[] = [
  { code: 'MOML', name: { en: 'Standard halal meal', ar: 'وجبة حلال عادية' } },
  { code: 'VGML', name: { en: 'Vegetarian meal', ar: 'وجبة نباتية' } },
  { code: 'DBML', name: { en: 'Diabetic meal', ar: 'وجبة لمرضى السكري' } },
  { code: 'GFML', name: { en: 'Gluten-free meal', ar: 'وجبة خالية من الغلوتين' } },
  { code: 'CHML', name: { en: 'Child meal', ar: 'وجبة طفل' } },
]
/** Short flights sell meals; on longer ones a meal is served and a special one costs nothing. */
const MEAL_FREE_FROM_KM = 1500
const MEAL_SAR = 35

export function mealOptions(itinerary: PlannedItinerary): MealPlan[] {
  return segmentsOf(itinerary).flatMap(({ id, segment }) =>
    MEALS.map((meal) => ({
      ...meal,
      segment: id,
      halalas: segment.distanceKm >= MEAL_FREE_FROM_KM ? 0 : MEAL_SAR * 100,
    })),
  )
}

export const SSR_OPTIONS: { code: string; name: LocalizedText }[] = [
  { code: 'WCHR', name: { en: 'Wheelchair to the aircraft door', ar: 'كرسي متحرك حتى باب الطائرة' } },
  { code: 'WCHS', name: { en: 'Wheelchair, cannot climb steps', ar: 'كرسي متحرك، لا يستطيع صعود الدرج' } },
  { code: 'WCHC', name: { en: 'Wheelchair to the seat', ar: 'كرسي متحرك حتى المقعد' } },
  { code: 'BLND', name: { en: 'Blind or visually impaired', ar: 'كفيف أو ضعيف البصر' } },
  { code: 'DEAF', name: { en: 'Deaf or hard of hearing', ar: 'أصم أو ضعيف السمع' } },
  { code: 'MEDA', name: { en: 'Medical case', ar: 'حالة طبية' } },
  { code: 'BSCT', name: { en: 'Baby bassinet', ar: 'سرير رضيع' } },
]

// ——— seat maps ———

interface CabinBlock {
  cabin: Cabin
  rows: [number, number]
  letters: string[]
}

const NARROW: CabinBlock[] = [
  { cabin: 'business', rows: [1, 3], letters: ['A', 'C', '', 'D', 'F'] },
  { cabin: 'premium_economy', rows: [6, 8], letters: ['A', 'B', 'C', '', 'D', 'E', 'F'] },
  { cabin: 'economy', rows: [9, 32], letters: ['A', 'B', 'C', '', 'D', 'E', 'F'] },
]
const WIDE: CabinBlock[] = [
  { cabin: 'business', rows: [1, 7], letters: ['A', '', 'D', 'G', '', 'K'] },
  { cabin: 'premium_economy', rows: [10, 14], letters: ['A', 'C', '', 'D', 'E', 'F', '', 'H', 'K'] },
  { cabin: 'economy', rows: [20, 52], letters: ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K'] },
]
const EXIT_ROWS = { narrow: [14, 15], wide: [20, 36] }

export interface SeatPlan {
  seat: string
  row: number
  cabin: Cabin
  exitRow: boolean
  /** Sold before this traveller came: part of the generated inventory. */
  sold: boolean
  halalas: number
}

/** A flight's seats: its cabins by aircraft type, seats already sold, and seat prices in Economy. */
export function seatPlan(segment: PlannedSegment): { layout: string[]; seats: SeatPlan[] } {
  const wide = isWidebody(segment.aircraft)
  const blocks = wide ? WIDE : NARROW
  const exits = wide ? EXIT_ROWS.wide : EXIT_ROWS.narrow
  const seats: SeatPlan[] = []
  for (const block of blocks) {
    for (let row = block.rows[0]; row <= block.rows[1]; row += 1) {
      const seatLetters = block.letters.filter((letter) => letter !== '')
      seatLetters.forEach((letter, index) => {
        const seat = `${row}${letter}`
        const exitRow = block.cabin === 'economy' && exits.includes(row)
        const window = index === 0 || index === seatLetters.length - 1
        const front = block.cabin === 'economy' && row < block.rows[0] + 4
        const sar = block.cabin !== 'economy' ? 0 : exitRow ? 95 : front ? 55 : window ? 30 : 20
        seats.push({
          seat,
          row,
          cabin: block.cabin,
          exitRow,
          sold: hashText(`${segment.flightNumber}:${segment.departsAt}:${seat}`) % 100 < 40,
          halalas: sar * 100,
        })
      })
    }
  }
  return { layout: blocks.at(-1)!.letters, seats }
}

/** The inventory key of a seat on a flight: the flight, its departure instant and the seat. */
export const seatResourceKey = (segment: PlannedSegment, seat: string) =>
  `flight:${segment.flightNumber}:${new Date(segment.departsAt).toISOString()}:${seat}`
