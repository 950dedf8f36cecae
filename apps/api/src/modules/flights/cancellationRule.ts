import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { flightBookings } from '../../db/schema'
import type { CancellationRule } from '../cancellation/rule'
import { FULL_REFUND_TERMS, hasStarted, startedTerms } from '../cancellation/rule'
import { convert, ratesOf } from '../inventory/pricing'
import { FARE_FAMILIES } from './inventory'
import type { FareFamily } from './inventory'
import type { StoredFlight } from './stored'

// A flight's refund follows its fare family (what the fare card showed: refundable, its fee, or not
// refundable) and ends at departure. The airport and government charges are collected for the
// authorities, so an agent cancelling a non-refundable fare gives them back; online it cannot be cancelled.

const sar = (riyals: number) => riyals.toLocaleString('en-US')

function ruleOf(family: FareFamily): LocalizedText {
  const name = family.name
  if (family.refundFeeSar === false)
    return {
      en: `${name.en}: not refundable. Only the airport taxes can be refunded, by our support team, before departure.`,
      ar: `${name.ar}: غير قابلة للاسترداد. يمكن لفريق الدعم فقط استرداد ضرائب المطار قبل الإقلاع.`,
    }
  if (family.refundFeeSar === null)
    return {
      en: `${name.en}: refundable in full until departure.`,
      ar: `${name.ar}: قابلة للاسترداد بالكامل حتى موعد الإقلاع.`,
    }
  return {
    en: `${name.en}: refundable until departure, less a SAR ${sar(family.refundFeeSar)} fee per traveller.`,
    ar: `${name.ar}: قابلة للاسترداد حتى موعد الإقلاع مع خصم رسوم ${sar(family.refundFeeSar)} ريال لكل مسافر.`,
  }
}

export const flightCancellationRule: CancellationRule = {
  async terms(db, booking, now) {
    const [flight] = await db
      .select({ itinerary: flightBookings.itinerary, passengers: flightBookings.passengers })
      .from(flightBookings)
      .where(eq(flightBookings.bookingId, booking.id))
      .limit(1)
    if (!flight) return FULL_REFUND_TERMS
    const stored = flight.itinerary as unknown as StoredFlight
    const family = FARE_FAMILIES.find((candidate) => candidate.id === stored.familyId)
    if (!family) return FULL_REFUND_TERMS
    const rule = ruleOf(family)
    const total = booking.totalAmount
    if (hasStarted(booking, now)) return startedTerms(rule, total)
    const rates = await ratesOf(db)
    const inCurrency = (halalas: number) => Math.min(total, convert(halalas, booking.currency, rates).amount)
    if (family.refundFeeSar === false) {
      return {
        rule,
        travellerRefusal: serverMessages.cancellationNotAllowed,
        fee: total,
        agentFee: total - inCurrency(stored.parts.tax),
      }
    }
    const seated = flight.passengers.filter((passenger) => passenger.type !== 'infant').length
    const fee = inCurrency((family.refundFeeSar ?? 0) * 100 * seated)
    return { rule, travellerRefusal: null, fee, agentFee: fee }
  },
}
