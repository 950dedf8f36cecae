import { serverMessages } from '@rihla/api-contract'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import type { CardBrand, PaymentFailureReason } from '@rihla/api-contract/payments'
import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, charges, payments } from '../../db/schema'
import type { PaymentRow } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { UserEvents } from '../../realtime/userEvents'
import { announcingNewBookings } from '../bookings/announceNew'
import { moveBooking } from '../bookings/service'
import { issueFlightTickets } from '../flights/tickets'
import { canPay } from '../bookings/stateMachine'
import { OPEN_PAYMENT_STATUSES, toPayment } from './records'

type BookingRow = typeof bookings.$inferSelect

/** The card issuer's answer, as the gateway reports it after 3-D Secure. */
export type CardOutcome =
  | { status: 'succeeded'; brand: CardBrand; last4: string }
  | { status: 'failed'; reason: PaymentFailureReason; brand: CardBrand | null; last4: string | null }

/** The result of an authorization, whatever the method. */
export type ChargeOutcome = { status: 'succeeded' } | { status: 'failed'; reason: PaymentFailureReason }

/** What a settlement changed, announced once the transaction has committed. */
export interface Settlement {
  /** False when the booking could no longer be paid: the payment expired and nothing was charged. */
  accepted: boolean
  payment: PaymentRow
  booking: BookingRow
  /** Other attempts on the booking closed because it was paid another way. */
  superseded: PaymentRow[]
}

/**
 * Locks a payment's booking, then the payment, always in that order (the expiry job and bank
 * transfers lock the booking first too), so two transactions never wait on each other in a circle.
 */
export async function lockPaymentAndBooking(tx: Db, where: SQL) {
  const [found] = await tx
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(where)
    .limit(1)
  if (!found) return null
  const booking = await lockBooking(tx, found.bookingId)
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update').limit(1)
  return { payment: payment!, booking }
}

export const lockBooking = async (tx: Db, bookingId: string) => {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update').limit(1)
  if (!booking) throw new ServiceError('not_found', serverMessages.notFound)
  return booking
}

/**
 * Applies an authorization result to a payment that is still open, inside the caller's transaction
 * (which holds the booking's and the payment's row locks, see lockPaymentAndBooking). The booking moves Pending → Processing, then → Confirmed with
 * one charge, or back → Pending so the traveller can retry until the window closes. A booking that can
 * no longer be paid (window passed, paid another way) refuses the payment: it expires uncharged.
 */
export async function settleOpenPayment(
  tx: Db,
  locked: { payment: PaymentRow; booking: BookingRow },
  outcome: ChargeOutcome,
  now: Date,
  extra: Partial<Pick<PaymentRow, 'cardBrand' | 'cardLast4'>> = {},
): Promise<Settlement> {
  const { payment, booking } = locked
  const facts = {
    status: booking.status,
    paid: booking.paidAt !== null,
    paymentExpiresAt: booking.paymentExpiresAt,
  }
  if (!canPay(facts, now)) {
    const [expired] = await tx
      .update(payments)
      .set({ ...extra, status: 'expired', failureReason: 'expired', completedAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning()
    return { accepted: false, payment: expired!, booking, superseded: [] }
  }
  const processing = await moveBooking(
    tx,
    booking,
    'Processing',
    `payment ${payment.orderRef} submitted`,
    now,
  )
  if (outcome.status === 'failed') {
    const pending = await moveBooking(
      tx,
      processing,
      'Pending',
      `payment ${payment.orderRef} failed: ${outcome.reason}`,
      now,
    )
    const [failed] = await tx
      .update(payments)
      .set({ ...extra, status: 'failed', failureReason: outcome.reason, completedAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning()
    return { accepted: true, payment: failed!, booking: pending, superseded: [] }
  }
  const [charge] = await tx
    .insert(charges)
    .values({ paymentId: payment.id, amount: payment.amount, currency: payment.currency, createdAt: now })
    .onConflictDoNothing()
    .returning()
  // The payment row is locked and was open, so it cannot have been charged; refuse rather than charge twice.
  if (!charge) throw new ServiceError('conflict', serverMessages.bookingChanged)
  const [paid] = await tx
    .update(bookings)
    .set({ paidAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning()
  const confirmed = await moveBooking(tx, paid!, 'Confirmed', `payment ${payment.orderRef} captured`, now)
  // A paid flight is ticketed with the confirmation: the traveller sees e-ticket numbers at once.
  if (confirmed.type === 'airline') await issueFlightTickets(tx, confirmed.id)
  const [succeeded] = await tx
    .update(payments)
    .set({ ...extra, status: 'succeeded', failureReason: null, completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning()
  // A transfer still awaited or a card page still open can no longer pay a paid booking.
  const superseded = await tx
    .update(payments)
    .set({ status: 'expired', failureReason: 'expired', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.bookingId, booking.id),
        ne(payments.id, payment.id),
        inArray(payments.status, OPEN_PAYMENT_STATUSES),
      ),
    )
    .returning()
  return { accepted: true, payment: succeeded!, booking: confirmed, superseded }
}

/** Announces a settlement on the user's channel; call in the settling transaction (it goes on commit). */
export function announceSettlement(userEvents: UserEvents, settlement: Settlement) {
  const { booking } = settlement
  for (const payment of [settlement.payment, ...settlement.superseded]) {
    announcePayment(userEvents, payment, booking)
  }
  announceBooking(userEvents, booking.userId, booking.id, booking.status)
}

export function announcePayment(
  userEvents: UserEvents,
  payment: PaymentRow,
  booking: Pick<BookingRow, 'paymentExpiresAt'>,
) {
  userEvents.publish({
    userId: payment.userId,
    event: REALTIME_EVENTS.paymentUpdated,
    data: { payment: toPayment(payment, booking) },
  })
}

const bookingEvent = (userId: string, uuid: string, status: BookingStatus) => ({
  userId,
  event: REALTIME_EVENTS.bookingUpdated,
  data: { uuid, status },
})

export function announceBooking(userEvents: UserEvents, userId: string, uuid: string, status: BookingStatus) {
  userEvents.publish(bookingEvent(userId, uuid, status))
}

/**
 * Makes a booking for a traveller and tells their open screens (My Bookings) of it at once: in the
 * transaction that creates it (`announceNew.ts`), or, for an answer that made none (a repeated request
 * answered with its booking), now.
 */
export async function bookAndAnnounce<Made extends { booking: { uuid: string; status: BookingStatus } }>(
  userEvents: UserEvents,
  userId: string,
  make: (userId: string) => Promise<Made>,
): Promise<Made> {
  const { value: made, announced } = await announcingNewBookings(userEvents, () => make(userId))
  // Answered once announced: the traveller's next request (paying, on any process) announces after it.
  if (!announced.has(made.booking.uuid))
    await userEvents.publishAndWait(bookingEvent(userId, made.booking.uuid, made.booking.status))
  return made
}

/** A settled attempt answers a repeated settlement the way it answered the first. */
const settledAnswer = (payment: PaymentRow) => ({
  accepted: payment.status === 'succeeded' || payment.status === 'failed',
})

/**
 * Called by the gateway when a card's authorization result is known (after 3-D Secure). Returns
 * whether the app took the payment: `accepted: false` tells the gateway to void the authorization
 * (the booking's window closed or it was paid another way). Idempotent: a second call for a settled
 * payment returns the first answer and changes nothing.
 */
export async function settleCardPayment(
  deps: { db: Db; userEvents: UserEvents },
  orderRef: string,
  outcome: CardOutcome,
  now: Date = new Date(),
): Promise<{ accepted: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentAndBooking(
      tx,
      and(eq(payments.orderRef, orderRef), eq(payments.method, 'card'))!,
    )
    if (!locked) return { answer: { accepted: false } }
    if (locked.payment.status !== 'requires_action') return { answer: settledAnswer(locked.payment) }
    const card = { cardBrand: outcome.brand, cardLast4: outcome.last4 }
    const settlement = await settleOpenPayment(
      tx,
      locked,
      outcome.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: outcome.reason },
      now,
      card,
    )
    announceSettlement(deps.userEvents, settlement)
    return { answer: { accepted: settlement.accepted } }
  })
  return result.answer
}
