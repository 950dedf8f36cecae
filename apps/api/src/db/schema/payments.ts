import {
  CARD_BRANDS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WALLET_METHODS,
} from '@rihla/api-contract/payments'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { bookings } from './bookings'
import { createdAt, updatedAt } from './columns'
import { currencies } from './reference'

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES)
export const paymentFailureReason = pgEnum('payment_failure_reason', PAYMENT_FAILURE_REASONS)
export const paymentCardBrand = pgEnum('payment_card_brand', CARD_BRANDS)
export const walletMethod = pgEnum('wallet_method', WALLET_METHODS)

/** A wallet account the user proved with an OTP to its mobile, offered for later payments. */
export const savedAccounts = pgTable(
  'saved_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: walletMethod('method').notNull(),
    mobile: text('mobile').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_accounts_user_method_mobile_unique').on(t.userId, t.method, t.mobile)],
)
export type SavedAccountRow = typeof savedAccounts.$inferSelect

/**
 * One payment attempt on a booking. A card attempt keeps only the brand and last four digits the
 * gateway reports: the card number never reaches the app.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference the traveller and GET /inquiry use, and the gateway's order reference. */
    orderRef: text('order_ref').notNull().unique(),
    // A payment is a financial record: neither the booking nor the user may go while it exists.
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull(),
    /** Integer minor units of `currency`: the booking's total when the attempt began. */
    amount: integer('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    failureReason: paymentFailureReason('failure_reason'),
    cardBrand: paymentCardBrand('card_brand'),
    cardLast4: text('card_last4'),
    walletMobile: text('wallet_mobile'),
    savedAccountId: uuid('saved_account_id').references(() => savedAccounts.id, { onDelete: 'set null' }),
    /** Bank transfer: what the transfer's description quotes, and where the money goes. */
    bankReference: text('bank_reference').unique(),
    bankIban: text('bank_iban'),
    /** Card: the gateway's hosted checkout and its page. */
    gatewayCheckoutId: text('gateway_checkout_id'),
    checkoutUrl: text('checkout_url'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_id_created_at_idx').on(t.bookingId, t.createdAt),
    index('payments_user_id_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
)
export type PaymentRow = typeof payments.$inferSelect

/**
 * One money movement. `payment_id` is unique, so whatever races or retries happen a payment is
 * charged at most once.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    createdAt: createdAt(),
  },
  (t) => [check('charges_amount_positive', sql`${t.amount} > 0`)],
)

/**
 * Idempotency keys of POST process: the first request with a key claims it and stores its answer;
 * a repeat with the same request gets that answer, a repeat with a different request is refused.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request's fields, so a key reused for another request is recognised. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_requests_user_key_unique').on(t.userId, t.idempotencyKey)],
)
