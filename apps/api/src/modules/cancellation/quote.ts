import { localizeMessage, serverMessages } from '@rihla/api-contract'
import type { Locale, Message } from '@rihla/api-contract'
import type { BookingActor, CancellationQuote } from '@rihla/api-contract/cancellation'
import type { Db } from '../../db/client'
import type { BookingRow } from '../bookings/create'
import { facts } from '../bookings/service'
import { checkTransition } from '../bookings/stateMachine'
import { refundDestinationOf, refundExpectedBy } from '../payments/refunds'
import { isCancellableType } from './offer'
import { CANCELLATION_RULES } from './rules'
import type { FareTerms } from './rule'

/** Who cancels: the traveller online, or an agent answering their request. */
export type Canceller = Extract<BookingActor, 'traveller' | 'agent'>

/** What a cancellation by `by` now would do, before it is put in words. */
export interface Reckoning {
  refusal: Message | null
  terms: FareTerms | null
  paid: number
  fee: number
  refund: number
}

const NO_RULE = {
  en: 'This booking cannot be cancelled online.',
  ar: 'لا يمكن إلغاء هذا الحجز عبر الإنترنت.',
}

/**
 * Works out a cancellation from the booking's fare rule: an unpaid Pending booking goes without fee or
 * refund whatever its fare; a paid Confirmed one keeps the rule's fee (the agent's, for an agent) and
 * gives back the rest of what was paid. Anything else cannot be cancelled.
 */
export async function reckon(db: Db, booking: BookingRow, by: Canceller, now: Date): Promise<Reckoning> {
  const paid = booking.paidAt ? booking.totalAmount : 0
  const terms = isCancellableType(booking.type)
    ? await CANCELLATION_RULES[booking.type].terms(db, booking, now)
    : null
  const movable =
    (booking.status === 'Pending' && !paid) || booking.status === 'Confirmed'
      ? checkTransition(booking.status, 'Cancelled', facts(booking), now).allowed
      : false
  if (!terms || !movable)
    return { refusal: serverMessages.bookingNotCancellable, terms, paid, fee: 0, refund: 0 }
  if (!paid) return { refusal: null, terms, paid, fee: 0, refund: 0 }
  const ruleFee = by === 'agent' ? terms.agentFee : terms.fee
  const refusal =
    by === 'agent'
      ? terms.agentFee === null
        ? serverMessages.bookingNotCancellable
        : null
      : terms.travellerRefusal
  const fee = Math.min(paid, Math.max(0, ruleFee ?? terms.fee))
  return { refusal, terms, paid, fee, refund: paid - fee }
}

/** The reckoning as the contract's quote, in the caller's language. */
export async function toQuote(
  db: Db,
  booking: BookingRow,
  reckoning: Reckoning,
  locale: Locale,
  now: Date,
): Promise<CancellationQuote> {
  const money = (amount: number) => ({ amount, currency: booking.currency })
  const refunding = reckoning.refund > 0
  return {
    uuid: booking.id,
    allowed: reckoning.refusal === null,
    reason: reckoning.refusal && localizeMessage(reckoning.refusal, locale),
    rule: (reckoning.terms?.rule ?? NO_RULE)[locale],
    paid: money(reckoning.paid),
    fee: money(reckoning.fee),
    refund: money(reckoning.refund),
    refundTo: refunding ? await refundDestinationOf(db, booking.id) : null,
    refundExpectedBy: refunding ? refundExpectedBy(now).toISOString() : null,
  }
}
