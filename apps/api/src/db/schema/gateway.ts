import { LOCALES } from '@rihla/api-contract'
import { CARD_BRANDS, PAYMENT_FAILURE_REASONS } from '@rihla/api-contract/payments'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { currencies } from './reference'

/**
 * Where a hosted card checkout is: waiting for card details, waiting for the 3-D Secure code, or
 * done (settled with the app; the page refuses every further POST).
 */
export const GATEWAY_CHECKOUT_STATES = ['card_entry', 'challenge', 'completed'] as const
export type GatewayCheckoutState = (typeof GATEWAY_CHECKOUT_STATES)[number]
export const gatewayCheckoutState = pgEnum('gateway_checkout_state', GATEWAY_CHECKOUT_STATES)
export const gatewayLocale = pgEnum('gateway_locale', LOCALES)
export const gatewayCardBrand = pgEnum('gateway_card_brand', CARD_BRANDS)

/** The issuer's answer a test card is scripted to give, decided when the card is entered. */
export const GATEWAY_AUTHORIZATIONS = ['approved', ...PAYMENT_FAILURE_REASONS] as const
export type GatewayAuthorization = (typeof GATEWAY_AUTHORIZATIONS)[number]
export const gatewayAuthorization = pgEnum('gateway_authorization', GATEWAY_AUTHORIZATIONS)

/**
 * One hosted card checkout of the sandbox gateway. Like a real gateway's session it never holds the
 * card number or the security code: only the brand, the last four digits and the issuer's answer.
 */
export const gatewayCheckouts = pgTable(
  'gateway_checkouts',
  {
    /** Unguessable: it is the whole credential of the hosted page's URL. */
    id: text('id').primaryKey(),
    orderRef: text('order_ref').notNull(),
    /** Integer minor units of `currency`; never taken from the browser. */
    amount: integer('amount').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    locale: gatewayLocale('locale').notNull(),
    returnUrl: text('return_url').notNull(),
    description: text('description').notNull(),
    state: gatewayCheckoutState('state').notNull().default('card_entry'),
    /** Every form of this checkout carries it; a POST without it is refused. */
    csrfToken: text('csrf_token').notNull(),
    cardBrand: gatewayCardBrand('card_brand'),
    cardLast4: text('card_last4'),
    authorization: gatewayAuthorization('authorization'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    /** The outcome handed to the app: `approved` or a failure reason. */
    outcome: gatewayAuthorization('outcome'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when the app refused the payment after authorization: the hold on the card was released. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gateway_checkouts_order_ref_idx').on(t.orderRef),
    check('gateway_checkouts_amount_positive', sql`${t.amount} > 0`),
    check('gateway_checkouts_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
)
export type GatewayCheckout = typeof gatewayCheckouts.$inferSelect
