import { addDays } from '@rihla/api-contract/dates'
import type { BoardBasis, RoomOccupancy } from '@rihla/api-contract/hotels'
import type { SarBreakdown } from '../inventory/pricing'
import { seededRandom } from '../inventory/random'
import type { HotelRow, RoomTypeRow } from './catalogue'

// Nightly prices, deterministic per hotel, room type and night. The reference facts give each hotel a
// standard room's range from low season to peak (VAT included); the night's demand picks a point in it:
// Ramadan's last ten nights and the Hajj days at the top in Makkah and Madinah, the weekend (Thursday
// and Friday nights) above the weekday, and a small steady variation per hotel and night.

export interface RatePlan {
  /** `{roomTypeCode}:{board}:{flex|nr}` */
  id: string
  roomType: RoomTypeRow
  board: BoardBasis
  refundable: boolean
}

/** A non-refundable rate is this much cheaper than the refundable one. */
const NON_REFUNDABLE_FACTOR = 0.88
const EXTRA_ADULT_FACTOR = 0.25
/** Breakfast per adult per night in riyals; children from this age pay half, younger ones eat free. */
const BREAKFAST_SAR = { luxury: 95, other: 55 }
const HALF_BOARD_FACTOR = 2.6
const CHILD_MEAL_AGE = 6
const VAT_DIVISOR = 1.15

const HOLY_CITIES = new Set(['Makkah', 'Madinah'])

const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
})

/** The Umm al-Qura (Saudi) Hijri month and day of a Gregorian date. */
export function hijriOf(night: string): { month: number; day: number } {
  const parts = hijriFormat.formatToParts(new Date(`${night}T12:00:00Z`))
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value)
  return { month: part('month'), day: part('day') }
}

/** Thursday and Friday nights: the Saudi weekend. */
const isWeekendNight = (night: string) => [4, 5].includes(new Date(`${night}T12:00:00Z`).getUTCDay())

/** Where in the hotel's price range a night falls, 0 (low season) to 1 (peak). */
export function demandOf(city: string, night: string): number {
  const { month, day } = hijriOf(night)
  const ramadanEnd = month === 9 && day >= 20
  const hajj = month === 12 && day <= 13
  const eid = (month === 10 && day <= 3) || (month === 12 && day >= 10 && day <= 13)
  let demand: number
  if (HOLY_CITIES.has(city)) {
    if (ramadanEnd || hajj) demand = 1
    else if (month === 9) demand = 0.6
    else if (eid || month === 12) demand = 0.45
    else demand = 0.12
  } else {
    demand = eid ? 0.5 : 0.2
  }
  if (isWeekendNight(night)) demand += 0.15
  return Math.min(1, demand)
}

/** Every rate plan of a room type: each board it offers, refundable and not. */
export function ratePlansOf(roomType: RoomTypeRow): RatePlan[] {
  return roomType.boards.flatMap((board) =>
    [true, false].map((refundable) => ({
      id: `${roomType.code}:${board}:${refundable ? 'flex' : 'nr'}`,
      roomType,
      board,
      refundable,
    })),
  )
}

export const fits = (roomType: RoomTypeRow, occupancy: RoomOccupancy) =>
  occupancy.adults <= roomType.maxAdults && occupancy.childAges.length <= roomType.maxChildren

function mealsSar(hotel: HotelRow, board: BoardBasis, occupancy: RoomOccupancy): number {
  if (board === 'room_only') return 0
  const breakfast = hotel.stars >= 5 ? BREAKFAST_SAR.luxury : BREAKFAST_SAR.other
  const eaters = occupancy.adults + occupancy.childAges.filter((age) => age >= CHILD_MEAL_AGE).length / 2
  return breakfast * eaters * (board === 'half_board' ? HALF_BOARD_FACTOR : 1)
}

/** One room's price for one night in halalas, VAT included. */
export function nightHalalas(
  hotel: HotelRow,
  plan: RatePlan,
  occupancy: RoomOccupancy,
  night: string,
): number {
  const random = seededRandom(`night:${hotel.id}:${night}`)
  const standard =
    (hotel.priceMinSar + (hotel.priceMaxSar - hotel.priceMinSar) * demandOf(hotel.city, night)) *
    random.between(0.96, 1.04)
  const extraAdults = Math.max(0, occupancy.adults - 2)
  let room = (standard * plan.roomType.pricePercent) / 100
  room *= 1 + extraAdults * EXTRA_ADULT_FACTOR
  if (!plan.refundable) room *= NON_REFUNDABLE_FACTOR
  return Math.round(room + mealsSar(hotel, plan.board, occupancy)) * 100
}

export interface PricedStay {
  nights: { date: string; halalas: number }[]
  halalas: number
}

export function stayHalalas(
  hotel: HotelRow,
  plan: RatePlan,
  occupancy: RoomOccupancy,
  nights: readonly string[],
): PricedStay {
  const priced = nights.map((date) => ({ date, halalas: nightHalalas(hotel, plan, occupancy, date) }))
  return { nights: priced, halalas: priced.reduce((sum, night) => sum + night.halalas, 0) }
}

/** A VAT-inclusive total as price parts: the rate and the 15% VAT within it. */
export function partsOf(halalas: number): SarBreakdown {
  const baseFare = Math.round(halalas / VAT_DIVISOR)
  return {
    baseFare,
    tax: 0,
    vat: halalas - baseFare,
    fees: 0,
    surcharge: 0,
    serviceCharges: 0,
    addons: 0,
    discount: 0,
  }
}

/**
 * Free cancellation ends at noon, Saudi time, some days before check-in: a week in the holy cities'
 * peaks, else one to three days by hotel.
 */
export function freeCancellationUntil(hotel: HotelRow, checkIn: string): Date {
  const peak = HOLY_CITIES.has(hotel.city) && demandOf(hotel.city, checkIn) >= 0.6
  const days = peak ? 7 : seededRandom(`cancel:${hotel.id}`).int(1, 3)
  return new Date(`${addDays(checkIn, -days)}T12:00:00+03:00`)
}

/** After the deadline a refundable rate costs its first night; a non-refundable one costs the whole stay. */
export const cancellationFeeHalalas = (plan: Pick<RatePlan, 'refundable'>, stay: PricedStay) =>
  plan.refundable ? (stay.nights[0]?.halalas ?? 0) : stay.halalas
