import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { bookings, inventoryHolds, payments } from '../db/schema'
import type { PaymentRow } from '../db/schema'
import { ServiceError } from '../errors'
import { moveBooking } from '../modules/bookings/service'
import { releaseTickets } from '../modules/events/capacity'
import { OPEN_PAYMENT_STATUSES } from '../modules/payments/records'
import { announceBooking, announcePayment, lockBooking } from '../modules/payments/settlement'
import type { UserEvents } from '../realtime/userEvents'

export interface ExpiryResult {
  expiredBookings: number
  expiredPayments: number
  releasedHolds: number
}

/** Bookings that can never be paid again: their holds and open payment attempts must end. */
const CLOSED_STATUSES = ['Expired', 'Cancelled'] as const

/**
 * Ends what an unpaid booking's payment window closing ends (DESIGN.md §6): every Pending booking past
 * its expiry becomes Expired, its open payment attempts expire and its seats, rooms and passes are
 * released; holds that lapsed before any booking was made are released too. Each booking moves in its
 * own transaction through the state machine, so one paid at the last moment keeps its payment (the
 * move is refused and skipped). `userId` limits the run to one user's bookings, for a request that is
 * about to show them.
 */
export async function expireUnpaidBookings(
  deps: { db: Db; userEvents: UserEvents },
  now: Date = new Date(),
  scope: { userId?: string } = {},
): Promise<ExpiryResult> {
  const { db, userEvents } = deps
  const result: ExpiryResult = { expiredBookings: 0, expiredPayments: 0, releasedHolds: 0 }
  const ofUser: SQL | undefined = scope.userId ? eq(bookings.userId, scope.userId) : undefined

  const overdue = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'Pending'), lte(bookings.paymentExpiresAt, now), ofUser))
  for (const { id } of overdue) {
    const changed = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id)
      let expired
      try {
        expired = await moveBooking(tx, booking, 'Expired', 'payment window passed', now)
      } catch (error) {
        // Paid, cancelled or already expired by another request a moment ago: that move stands.
        if (error instanceof ServiceError) return null
        throw error
      }
      const closed = await closeBooking(tx, booking.id, now)
      for (const payment of closed.payments) announcePayment(userEvents, payment, expired)
      announceBooking(userEvents, expired.userId, expired.id, expired.status)
      return { booking: expired, ...closed }
    })
    if (!changed) continue
    result.expiredBookings += 1
    result.expiredPayments += changed.payments.length
    result.releasedHolds += changed.releasedHolds
  }

  // Bookings closed elsewhere (expired when a list was read, cancelled by the traveller) may still
  // hold inventory or have attempts open.
  const stragglers = await db
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(inventoryHolds, eq(inventoryHolds.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.status, [...CLOSED_STATUSES]),
        ofUser,
        sql`(${inArray(payments.status, OPEN_PAYMENT_STATUSES)} or (${inventoryHolds.id} is not null and ${inventoryHolds.releasedAt} is null))`,
      ),
    )
  for (const { id } of stragglers) {
    const changed = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id)
      const closed = await closeBooking(tx, booking.id, now)
      for (const payment of closed.payments) announcePayment(userEvents, payment, booking)
      return closed
    })
    result.expiredPayments += changed.payments.length
    result.releasedHolds += changed.releasedHolds
  }

  if (!scope.userId) {
    const lapsed = await db
      .update(inventoryHolds)
      .set({ releasedAt: now })
      .where(
        and(
          isNull(inventoryHolds.bookingId),
          isNull(inventoryHolds.releasedAt),
          lte(inventoryHolds.expiresAt, now),
        ),
      )
      .returning({ id: inventoryHolds.id })
    result.releasedHolds += lapsed.length
  }
  return result
}

/**
 * Reads something of a user's only after their overdue bookings expired: nothing is ever shown or paid
 * while payable past its window, and the seats it held are back on sale by the time anyone looks.
 */
export async function expireThenRead<T>(
  deps: { db: Db; userEvents: UserEvents },
  userId: string,
  read: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  await expireUnpaidBookings(deps, now, { userId })
  return read()
}

/** Expires a closed booking's open payment attempts and releases its holds and event tickets. */
export async function closeBooking(tx: Db, bookingId: string, now: Date) {
  const expiredPayments: PaymentRow[] = await tx
    .update(payments)
    .set({ status: 'expired', failureReason: 'expired', completedAt: now, updatedAt: now })
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, OPEN_PAYMENT_STATUSES)))
    .returning()
  const released = await tx
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(and(eq(inventoryHolds.bookingId, bookingId), isNull(inventoryHolds.releasedAt)))
    .returning({ id: inventoryHolds.id })
  await releaseTickets(tx, bookingId, now)
  return { payments: expiredPayments, releasedHolds: released.length }
}
