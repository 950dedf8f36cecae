import { OTP_PURPOSES } from '@rihla/api-contract/account'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lowercased, so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    /** Null until the user sets a password; widget-signed users arrive without one. */
    passwordHash: text('password_hash'),
    /**
     * Set when the user proved the phone with an OTP. Widget partners may hand us any phone, so only a
     * verified phone identifies an account (password reset, sign-up uniqueness).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
  ],
)

/**
 * One signed-in session. The three tokens the client holds are random; only their SHA-256 hashes are
 * kept, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiKeyHash: text('api_key_hash').notNull().unique(),
    apiTokenHash: text('api_token_hash').notNull().unique(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    /** How the session was opened: 'widget' now; password and social sign-in later. */
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/** What a pending sign-up keeps until its OTP is verified: never the password, only its argon2 hash. */
export interface PendingRegistration {
  name: string
  email: string
  passwordHash: string
}

/**
 * One OTP sent (or, for a sign-up that would reveal an existing account, pretended to be sent) to a
 * phone for one purpose. The code is stored as an HMAC bound to phone and purpose; the newest open row
 * per phone and purpose is the only one that can be verified. Rows also count sends for the resend
 * cooldown and hourly limits, per phone and per address.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** password_reset: the account; phone_change: the signed-in user asking. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sign_up only; null for a decoy row (the email or phone is taken), so verification always fails. */
    registration: jsonb('registration').$type<PendingRegistration>(),
    ip: text('ip').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Verified, replaced by a newer code, or void after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_phone_created_at_idx').on(t.phone, t.createdAt),
    index('otp_codes_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
)

/** Single-use, short-lived permission to set a new password, given after a password_reset OTP. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** An account at an OpenID Connect provider linked to a user: provider id plus the ID token's subject. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_unique').on(t.provider, t.subject),
    index('social_identities_user_id_idx').on(t.userId),
  ],
)

/**
 * A social sign-in in progress: kept server side between the redirect to the provider and its
 * callback (state is the key; the PKCE verifier and nonce never reach the browser).
 */
export const socialSignInStates = pgTable('social_sign_in_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** The web page to return to, already checked against the allowed origins. */
  redirectUrl: text('redirect_url').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** The one-time code the web app trades for the session a social sign-in opened (one minute, once). */
export const socialSignInCodes = pgTable('social_sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Captcha solutions already accepted, kept until their challenge expires so none is accepted twice. */
export const usedCaptchas = pgTable('used_captchas', {
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Money in and out of a user's wallet; the balance is their sum. Integer minor units. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What the transaction was, in each language; the API answers in the locale header's. */
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_user_created_at_idx').on(t.userId, t.createdAt)],
)
