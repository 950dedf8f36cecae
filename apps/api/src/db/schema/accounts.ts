import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
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
