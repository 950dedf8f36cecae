import { serverMessages } from '@rihla/api-contract'
import type { Message } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'

/**
 * The booking statuses and the moves between them (DESIGN.md §6; the spec leaves them open). A status
 * not listed as a key's target is refused from that key. Partially Confirmed, Modified, Updated,
 * Refunded and Expired are final here: DESIGN.md §6 names no move out of them.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  // payment submitted | payment window passed | traveller or provider cancelled
  Pending: ['Processing', 'Expired', 'Cancelled'],
  // payment captured (fully or for part of the itinerary) | payment failed, retry until expiry
  Processing: ['Confirmed', 'Partially Confirmed', 'Pending'],
  Confirmed: ['Modified', 'Updated', 'Cancelled'],
  'Partially Confirmed': [],
  Modified: [],
  Updated: [],
  // only a paid cancellation has money to give back
  Cancelled: ['Refund In Progress'],
  'Refund In Progress': ['Refunded'],
  Refunded: [],
  Expired: [],
}

/** What a move may depend on besides the two statuses. */
export interface BookingFacts {
  paid: boolean
  paymentExpiresAt: Date | null
}

export type TransitionCheck = { allowed: true } | { allowed: false; message: Message }

const allowed: TransitionCheck = { allowed: true }
const refused: TransitionCheck = { allowed: false, message: serverMessages.bookingTransitionRefused }

const paymentWindowPassed = (facts: BookingFacts, now: Date) =>
  facts.paymentExpiresAt !== null && facts.paymentExpiresAt.getTime() <= now.getTime()

/** Whether a booking in `from` may move to `to` now. */
export function checkTransition(
  from: BookingStatus,
  to: BookingStatus,
  facts: BookingFacts,
  now: Date,
): TransitionCheck {
  if (!BOOKING_TRANSITIONS[from].includes(to)) return refused
  if (from === 'Pending' && to === 'Expired' && !paymentWindowPassed(facts, now)) return refused
  if (from === 'Pending' && to === 'Processing' && paymentWindowPassed(facts, now)) return refused
  if (from === 'Cancelled' && to === 'Refund In Progress' && !facts.paid) return refused
  return allowed
}

/** A booking can be paid while it is Pending and its payment window is open. */
export const canPay = (booking: BookingFacts & { status: BookingStatus }, now: Date) =>
  checkTransition(booking.status, 'Processing', booking, now).allowed
