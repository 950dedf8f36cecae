import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText, Message } from '@rihla/api-contract'
import type { Db } from '../../db/client'
import type { BookingRow } from '../bookings/create'

/**
 * What a booking's fare says about cancelling it now. Each vertical works it out from what its booking
 * keeps (`cancellationRule.ts` in its module); the cancellation module applies it the same way to all.
 * Amounts are minor units of the booking's currency, of the booking's total; the cancellation module
 * keeps them within what was actually paid.
 */
export interface FareTerms {
  /** The fare's cancellation rule in a sentence. */
  rule: LocalizedText
  /** Why the traveller cannot cancel it online now; null when they can. */
  travellerRefusal: Message | null
  /** What the traveller's own cancellation keeps. */
  fee: number
  /**
   * What an agent's cancellation keeps (agents may cancel what the traveller cannot online, e.g. giving
   * back a non-refundable flight's airport taxes); null when not even an agent can cancel it now.
   */
  agentFee: number | null
}

/** One vertical's cancellation rule. */
export interface CancellationRule {
  terms: (db: Db, booking: BookingRow, now: Date) => Promise<FareTerms>
}

/** A trip that has begun (a departure, a show) is used: nobody cancels it any more. */
export const hasStarted = (booking: Pick<BookingRow, 'travelStartsAt'>, now: Date) =>
  booking.travelStartsAt !== null && booking.travelStartsAt.getTime() <= now.getTime()

/** The terms once the trip has begun. */
export const startedTerms = (rule: LocalizedText, total: number): FareTerms => ({
  rule,
  travellerRefusal: serverMessages.bookingNotCancellable,
  fee: total,
  agentFee: null,
})

/** What a fare refunding `refundPercent` of `total` keeps. */
export const keptOf = (total: number, refundPercent: number) =>
  total - Math.round((total * refundPercent) / 100)

/** A booking kept without the vertical's fare (a sample booking): refunded in full, as hotels do. */
export const FULL_REFUND_TERMS: FareTerms = {
  rule: { en: 'Refundable in full.', ar: 'قابل للاسترداد بالكامل.' },
  travellerRefusal: null,
  fee: 0,
  agentFee: 0,
}
