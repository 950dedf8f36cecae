import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Actions counted against a limit (sign-in failures, searches, contact messages), shared by every API
 * process on the database, so a limit holds across them: five wrong passwords are five wherever they
 * were tried. Rows are dropped once they have left their window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which limit: `login-account`, `search-address-flights`… */
    scope: text('scope').notNull(),
    /** Whose: an address, an email, a partner. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When it leaves its window. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_scope_key_at').on(t.scope, t.key, t.at),
    index('rate_limit_hits_expires_at').on(t.expiresAt),
  ],
)
