import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { transitBookings } from '../../db/schema'
import type { CancellationRule } from '../cancellation/rule'
import { FULL_REFUND_TERMS, hasStarted, keptOf, startedTerms } from '../cancellation/rule'
import { tripsLeft } from './bundles'
import type { StoredBusTrip } from './bundles'
import { FARE_FAMILIES } from './fares'

// A bus ticket's refund is its fare family's (fares.ts: Regular refundable less SAPTCO's 35% charge,
// Flexible half, Discounted and Value not at all), until departure. An agent may still cancel a
// non-refundable ticket, which frees the seat but gives nothing back. A bundle's order is refunded as its
// fare says only while no trip stands booked on it: its refund would otherwise pay back trips still
// travelled for nothing.

function ruleOf(family: (typeof FARE_FAMILIES)[number]): LocalizedText {
  const { name, cancel } = family
  if (!cancel.allowed)
    return {
      en: `${name.en} fare: not refundable.`,
      ar: `تذكرة ${name.ar}: غير قابلة للاسترداد.`,
    }
  return {
    en: `${name.en} fare: ${cancel.refundPercent}% refundable until departure.`,
    ar: `تذكرة ${name.ar}: يُسترد ${cancel.refundPercent}% من قيمتها حتى موعد المغادرة.`,
  }
}

export const busCancellationRule: CancellationRule = {
  async terms(db, booking, now) {
    const [stored] = await db
      .select({ trip: transitBookings.trip })
      .from(transitBookings)
      .where(eq(transitBookings.bookingId, booking.id))
      .limit(1)
    const trip = stored?.trip as unknown as StoredBusTrip | undefined
    const family = trip && FARE_FAMILIES.find((candidate) => candidate.id === trip.family.id)
    if (!family) return FULL_REFUND_TERMS
    const rule = ruleOf(family)
    const total = booking.totalAmount
    if (hasStarted(booking, now)) return startedTerms(rule, total)
    if (!family.cancel.allowed)
      return { rule, travellerRefusal: serverMessages.cancellationNotAllowed, fee: total, agentFee: total }
    const fee = keptOf(total, family.cancel.refundPercent)
    if (trip.bundle && (await tripsLeft(db, booking.id, trip.bundle)) < trip.bundle.trips - 1)
      return { rule, travellerRefusal: serverMessages.bundleTripsBooked, fee, agentFee: null }
    return { rule, travellerRefusal: null, fee, agentFee: fee }
  },
}
