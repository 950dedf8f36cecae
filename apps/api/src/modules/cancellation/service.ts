import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { CancellationQuote, RefundTracker } from '@rihla/api-contract/cancellation'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookingEvents, bookings, refunds } from '../../db/schema'
import type { PaymentRow } from '../../db/schema'
import { ServiceError } from '../../errors'
import { closeBooking } from '../../jobs/expiry'
import type { UserEvents } from '../../realtime/userEvents'
import type { BookingRow } from '../bookings/create'
import { moveBooking, toBooking } from '../bookings/service'
import { recordRefund, refundDestinationOf, refundExpectedBy } from '../payments/refunds'
import { announceBooking, announcePayment } from '../payments/settlement'
import { reckon, toQuote } from './quote'
import type { Canceller } from './quote'

/** The statuses a cancelled booking goes through, which its refund tracker shows. */
const CANCELLED_STATUSES = ['Cancelled', 'Refund In Progress', 'Refunded'] as const

const notFound = () => new ServiceError('not_found', serverMessages.notFound)

/** One of the traveller's bookings; another user's is as unknown as a missing one. */
async function ownBooking(db: Db, userId: string, uuid: string, lock = false) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

export async function quoteOf(
  db: Db,
  booking: BookingRow,
  by: Canceller,
  locale: Locale,
  now: Date,
): Promise<CancellationQuote> {
  return toQuote(db, booking, await reckon(db, booking, by, now), locale, now)
}

/** GET cancellationQuote: what the traveller's cancelling one of their bookings now would do. */
export async function travellerQuote(db: Db, userId: string, uuid: string, locale: Locale, now = new Date()) {
  return quoteOf(db, await ownBooking(db, userId, uuid), 'traveller', locale, now)
}

export interface Cancelled {
  booking: BookingRow
  /** Payment attempts still open on it, now expired. */
  expiredPayments: PaymentRow[]
}

/**
 * Cancels a booking the caller's transaction has locked, at the refund the canceller was shown: Cancelled,
 * then Refund In Progress with a refund record when something is given back. Its seats, rooms, tickets
 * and open payment attempts end as an expired booking's do. Refused (nothing changed) when the rule does
 * not allow it or the refund is no longer `expectedRefund`.
 */
export async function cancelLocked(
  tx: Db,
  booking: BookingRow,
  request: { by: Canceller; expectedRefund: number },
  now: Date,
): Promise<Cancelled> {
  const reckoning = await reckon(tx, booking, request.by, now)
  if (reckoning.refusal) throw new ServiceError('conflict', reckoning.refusal)
  if (reckoning.refund !== request.expectedRefund)
    throw new ServiceError('conflict', serverMessages.cancellationQuoteChanged)
  const who = request.by === 'agent' ? 'a support agent' : 'the traveller'
  let current = await moveBooking(tx, booking, 'Cancelled', `cancelled by ${who}`, now, request.by)
  if (reckoning.refund > 0) {
    current = await moveBooking(
      tx,
      current,
      'Refund In Progress',
      'refund of a paid cancellation',
      now,
      request.by,
    )
    await recordRefund(
      tx,
      {
        bookingId: booking.id,
        amount: reckoning.refund,
        fee: reckoning.fee,
        destination: await refundDestinationOf(tx, booking.id),
        currency: booking.currency,
        reason: `${booking.type} cancelled by ${who}`,
      },
      now,
    )
  }
  const closed = await closeBooking(tx, booking.id, now)
  return { booking: current, expiredPayments: closed.payments }
}

/**
 * Tells the traveller's open screens the booking moved and its payment attempts ended; call in the
 * cancelling transaction (the events go on its commit).
 */
export function announceCancelled(userEvents: UserEvents, cancelled: Cancelled) {
  for (const payment of cancelled.expiredPayments) announcePayment(userEvents, payment, cancelled.booking)
  const { booking } = cancelled
  announceBooking(userEvents, booking.userId, booking.id, booking.status)
}

/** POST cancelBooking: the traveller cancels one of their bookings online. */
export async function cancelOwnBooking(
  deps: { db: Db; userEvents: UserEvents },
  request: { userId: string; uuid: string; expectedRefund: number },
  locale: Locale,
  now = new Date(),
) {
  const cancelled = await deps.db.transaction(async (tx) => {
    const done = await cancelLocked(
      tx,
      await ownBooking(tx, request.userId, request.uuid, true),
      { by: 'traveller', expectedRefund: request.expectedRefund },
      now,
    )
    announceCancelled(deps.userEvents, done)
    return done
  })
  return {
    booking: toBooking(cancelled.booking, locale, now),
    refund: await trackerOf(deps.db, cancelled.booking),
  }
}

/** A cancelled booking's refund and its steps, from the booking's history. */
export async function trackerOf(db: Db, booking: BookingRow): Promise<RefundTracker> {
  if (!(CANCELLED_STATUSES as readonly string[]).includes(booking.status))
    throw new ServiceError('not_found', serverMessages.refundNotFound)
  const [[refund], steps] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.bookingId, booking.id)).limit(1),
    db
      .select({ status: bookingEvents.toStatus, at: bookingEvents.createdAt, by: bookingEvents.actor })
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.bookingId, booking.id),
          inArray(bookingEvents.toStatus, [...CANCELLED_STATUSES]),
        ),
      )
      .orderBy(asc(bookingEvents.sequence)),
  ])
  const money = (amount: number) => ({ amount, currency: booking.currency })
  const paid = booking.paidAt ? booking.totalAmount : 0
  return {
    uuid: booking.id,
    status: refund ? (refund.status === 'refunded' ? 'refunded' : 'in_progress') : 'none',
    fee: money(refund ? refund.fee : paid),
    refund: money(refund?.amount ?? 0),
    refundTo: refund?.destination ?? null,
    refundExpectedBy: refund ? refundExpectedBy(refund.createdAt).toISOString() : null,
    refundedAt: refund?.refundedAt?.toISOString() ?? null,
    steps: steps.map((step) => ({ status: step.status, at: step.at.toISOString(), by: step.by })),
  }
}

/** GET refundTracker: the refund of one of the traveller's cancelled bookings. */
export async function travellerTracker(db: Db, userId: string, uuid: string) {
  return trackerOf(db, await ownBooking(db, userId, uuid))
}
