import type { Money } from '@rihla/api-contract'
import type { RoomOccupancy, RoomRate } from '@rihla/api-contract/hotels'
import { priceIn } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import type { HotelRow, RoomTypeRow } from './catalogue'
import { fits, freeCancellationUntil, partsOf, ratePlansOf, stayHalalas } from './pricing'
import type { RatePlan } from './pricing'

/** What prices are shown in: the visitor's currency with the server's rates. */
export interface PriceView {
  currency: string
  rates: Rates
}

export function toRoomRate(
  hotel: HotelRow,
  plan: RatePlan,
  occupancy: RoomOccupancy,
  stay: { checkIn: string; nights: readonly string[] },
  money: PriceView,
): RoomRate {
  const priced = stayHalalas(hotel, plan, occupancy, stay.nights)
  const price = priceIn(partsOf(priced.halalas), money.currency, money.rates)
  const nights = nightsOf(priced.nights, price.total)
  return {
    id: plan.id,
    board: plan.board,
    refundable: plan.refundable,
    freeCancellationUntil: plan.refundable ? freeCancellationUntil(hotel, stay.checkIn).toISOString() : null,
    // The first night as the rate lists it, or the whole stay.
    cancellationFee: plan.refundable && nights[0] ? nights[0].price : price.total,
    nights,
    price,
  }
}

/**
 * The stay's total split across its nights as their rates share it, to the minor unit: the nights add up
 * to the total the traveller pays. Each night converted on its own could leave them a cent apart.
 */
function nightsOf(nights: readonly { date: string; halalas: number }[], total: Money) {
  const stayHalalas = nights.reduce((sum, night) => sum + night.halalas, 0)
  let halalasSoFar = 0
  let amountSoFar = 0
  return nights.map((night) => {
    halalasSoFar += night.halalas
    const amountThrough = stayHalalas ? Math.round((total.amount * halalasSoFar) / stayHalalas) : 0
    const price = { amount: amountThrough - amountSoFar, currency: total.currency }
    amountSoFar = amountThrough
    return { date: night.date, price }
  })
}

/** The rate plan a rate id names, if the hotel has it. */
export function planOf(types: readonly RoomTypeRow[], rateId: string): RatePlan | null {
  const code = rateId.split(':')[0]
  const roomType = types.find((candidate) => candidate.code === code)
  return (roomType && ratePlansOf(roomType).find((plan) => plan.id === rateId)) ?? null
}

/**
 * The cheapest way to put every searched room in a free room of the hotel, in halalas for the stay;
 * null when some room finds none. Each searched room takes the cheapest room type it fits that still
 * has a room left on every night.
 */
export function cheapestStay(
  hotel: HotelRow,
  types: readonly RoomTypeRow[],
  rooms: readonly RoomOccupancy[],
  nights: readonly string[],
  left: Map<string, number>,
): number | null {
  const remaining = new Map(left)
  let total = 0
  for (const occupancy of rooms) {
    let best: { code: string; halalas: number } | null = null
    for (const roomType of types) {
      if (!fits(roomType, occupancy) || (remaining.get(roomType.code) ?? 0) < 1) continue
      const cheapestPlan = ratePlansOf(roomType).find(
        (plan) => plan.board === 'room_only' && !plan.refundable,
      )!
      const halalas = stayHalalas(hotel, cheapestPlan, occupancy, nights).halalas
      if (!best || halalas < best.halalas) best = { code: roomType.code, halalas }
    }
    if (!best) return null
    remaining.set(best.code, remaining.get(best.code)! - 1)
    total += best.halalas
  }
  return total
}
