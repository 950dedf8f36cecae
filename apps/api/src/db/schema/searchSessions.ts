import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookingType, bookings } from './bookings'
import { createdAt, updatedAt } from './columns'

/** An inventory hold a search session keeps for its traveller, with the vertical's own note of what it is. */
export interface SessionHold {
  holdId: string
}

/**
 * A search session (RefID) of any vertical. Results are not stored: a vertical's inventory is generated
 * deterministically from its search, so the session keeps the search, the vertical's priced choice
 * (`quote`) and the holds made for it. It ends `expires_at`, which every call on it pushes forward.
 */
export const searchSessions = pgTable(
  'search_sessions',
  {
    refId: text('ref_id').primaryKey(),
    /** The vertical that searched: a RefID of one vertical is unknown to another. */
    vertical: bookingType('vertical').notNull(),
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    /** The search in a canonical form, to tell whether a later call searches the same thing. */
    searchKey: text('search_key').notNull(),
    /** The vertical's chosen offer as priced (a flight's itinerary and fare, a hotel's room). */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    holds: jsonb('holds').$type<SessionHold[]>().notNull().default([]),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Times a provider's results were added: a client searching provider by provider. */
    searches: integer('searches').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_sessions_expires_at_idx').on(t.expiresAt)],
)
