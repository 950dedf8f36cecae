import type { RefundDestination } from '@rihla/api-contract/cancellation'
import { and, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payments, refunds } from '../../db/schema'
import type { UserEvents } from '../../realtime/userEvents'
import { moveBooking } from '../bookings/service'
import { announceBooking, lockBooking } from './settlement'

/**
 * The sandbox's payment provider returns a refund this long after it was asked for; a real provider's
 * refunds take days, and the booking shows Refund In Progress meanwhile.
 */
export const REFUND_SETTLE_MINUTES = 10

/** When the provider is expected to have returned a refund asked for at `requestedAt`. */
export const refundExpectedBy = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + REFUND_SETTLE_MINUTES * 60_000)

/**
 * Where a booking's refund goes: back to the mobile wallet (STC Pay, urpay) it was paid from, else to the
 * card (a bank transfer is returned like a card payment, to the account it came from).
 */
export async function refundDestinationOf(db: Db, bookingId: string): Promise<RefundDestination> {
  const [paid] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.completedAt))
    .limit(1)
  return paid?.method === 'stc_pay' || paid?.method === 'urpay' ? 'wallet' : 'card'
}

/** Records the money a cancelled booking gives back; the booking is moving to Refund In Progress. */
export async function recordRefund(tx: Db, refund: typeof refunds.$inferInsert, now: Date) {
  await tx.insert(refunds).values({ ...refund, status: 'in_progress', createdAt: now })
}

/** Marks the refunds the provider has returned by now as refunded, and their bookings Refunded. */
export async function completeRefunds(deps: { db: Db; userEvents: UserEvents }, now: Date = new Date()) {
  const { db, userEvents } = deps
  const due = await db
    .select({ id: refunds.id, bookingId: refunds.bookingId })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'in_progress'),
        lte(refunds.createdAt, new Date(now.getTime() - REFUND_SETTLE_MINUTES * 60_000)),
      ),
    )
  let completed = 0
  for (const refund of due) {
    await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, refund.bookingId)
      await tx
        .update(refunds)
        .set({ status: 'refunded', refundedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'in_progress')))
      const booking =
        locked.status === 'Refund In Progress'
          ? await moveBooking(
              tx,
              locked,
              'Refunded',
              'refund returned by the payment provider',
              now,
              'provider',
            )
          : locked
      announceBooking(userEvents, booking.userId, booking.id, booking.status)
    })
    completed += 1
  }
  return { completedRefunds: completed }
}
