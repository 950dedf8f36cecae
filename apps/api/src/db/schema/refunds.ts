import { REFUND_DESTINATIONS } from '@rihla/api-contract/cancellation'
import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'
import { currencies } from './reference'

export const REFUND_STATUSES = ['in_progress', 'refunded'] as const
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES)
export const refundDestination = pgEnum('refund_destination', REFUND_DESTINATIONS)

/**
 * Money going back to the traveller for a cancelled booking: recorded when the booking moves to Refund
 * In Progress, marked refunded when the payment provider has returned it (the booking then Refunded).
 * One refund per booking.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** Integer minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** What the cancellation kept, in minor units of `currency`. */
    fee: integer('fee').notNull().default(0),
    /** The card or wallet the booking was paid with. */
    destination: refundDestination('destination').notNull().default('card'),
    status: refundStatus('status').notNull().default('in_progress'),
    reason: text('reason').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('refunds_amount_positive', sql`${t.amount} > 0`)],
)
