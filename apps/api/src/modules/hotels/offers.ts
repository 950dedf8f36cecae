import type { RoomOccupancy, RoomRate } from '@rihla/api-contract/hotels'
import { convert, priceIn } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import type { HotelRow, RoomTypeRow } from './catalogue'
import {
  cancellationFeeHalalas,
  fits,
  freeCancellationUntil,
  partsOf,
  ratePlansOf,
  stayHalalas,
} from './pricing'
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
  const inCurrency = (halalas: number) => convert(halalas, money.currency, money.rates)
  return {
    id: plan.id,
    board: plan.board,
    refundable: plan.refundable,
    freeCancellationUntil: plan.refundable ? freeCancellationUntil(hotel, stay.checkIn).toISOString() : null,
    cancellationFee: inCurrency(cancellationFeeHalalas(plan, priced)),
    nights: priced.nights.map((night) => ({ date: night.date, price: inCurrency(night.halalas) })),
    price: priceIn(partsOf(priced.halalas), money.currency, money.rates),
  }
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
