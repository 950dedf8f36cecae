import { BOOKING_STATUSES, BOOKING_TYPES } from '@rihla/api-contract'
import { BOOKING_ACTORS } from '@rihla/api-contract/cancellation'
import type { LocalizedText } from '@rihla/api-contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { currencies } from './reference'

export const bookingType = pgEnum('booking_type', BOOKING_TYPES)
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES)
export const bookingActor = pgEnum('booking_actor', BOOKING_ACTORS)

/** One line of a booking's details view, in both languages. */
export interface StoredBookingDetail {
  label: LocalizedText
  value: LocalizedText
}

/**
 * Every booking of every vertical. Verticals insert a Pending row when a booking is reserved; its status
 * then only moves through the booking state machine (modules/bookings/stateMachine.ts), with a
 * conditional update, so two concurrent moves can never both win.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A booking is a financial record: the user cannot be deleted while they have one.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: bookingType('type').notNull(),
    status: bookingStatus('status').notNull().default('Pending'),
    /** The order ID the traveller quotes to support. */
    orderRef: text('order_ref').notNull().unique(),
    pnr: text('pnr'),
    providerEn: text('provider_en').notNull(),
    providerAr: text('provider_ar').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** Integer minor units of `currency`. */
    totalAmount: integer('total_amount').notNull(),
    /**
     * The VAT the total includes and the amount it was charged on, in minor units of `currency`, as the
     * vertical priced them when the booking was made; null where a booking carries no itemised VAT. Every
     * screen and the tax invoice read these, so the figure is computed once.
     */
    vatAmount: integer('vat_amount'),
    vatBaseAmount: integer('vat_base_amount'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    travelStartsAt: timestamp('travel_starts_at', { withTimezone: true }),
    travelEndsAt: timestamp('travel_ends_at', { withTimezone: true }),
    details: jsonb('details').$type<StoredBookingDetail[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('bookings_user_id_status_idx').on(t.userId, t.status),
    check('bookings_total_amount_non_negative', sql`${t.totalAmount} >= 0`),
    check(
      'bookings_travel_dates_ordered',
      sql`${t.travelEndsAt} is null or ${t.travelStartsAt} is null or ${t.travelEndsAt} >= ${t.travelStartsAt}`,
    ),
  ],
)

/** Every status a booking has had: its creation (from null) and each move, with why it happened. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of recording: moves made in one transaction share their time. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    reason: text('reason').notNull(),
    /** Who made the move: the traveller online, a support agent, the payment provider, or the system. */
    actor: bookingActor('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_id_idx').on(t.bookingId, t.sequence)],
)
