import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt, updatedAt } from './columns'

/** What a search session remembers besides the search: the chosen fare as priced, and held seats. */
export interface StoredQuote {
  itineraryId: string
  fareId: string
  /** When the price was last set (ISO): the quote holds for a while, then the requote moves it. */
  quotedAt: string
  /** Price steps already applied (see the requote rule in modules/flights/pricing.ts). */
  priceSteps: number
}

export interface StoredSeat {
  segment: string
  passenger: number
  seat: string
  holdId: string
}

/**
 * A flight search session (RefID). The results are not stored: the inventory is generated
 * deterministically from the search, so the session keeps the search, the quote and the seats held for
 * it. It ends `expires_at`, which every call on it pushes forward.
 */
export const flightSessions = pgTable(
  'flight_sessions',
  {
    refId: text('ref_id').primaryKey(),
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    /** The search in a canonical form, to tell whether a later call searches the same thing. */
    searchKey: text('search_key').notNull(),
    quote: jsonb('quote').$type<StoredQuote>(),
    seats: jsonb('seats').$type<StoredSeat[]>().notNull().default([]),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Times a provider's results were added: a client searching provider by provider. */
    searches: integer('searches').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('flight_sessions_expires_at_idx').on(t.expiresAt)],
)

/** The flight side of an airline booking: what was booked, for whom, with which add-ons, at what price. */
export const flightBookings = pgTable('flight_bookings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  refId: text('ref_id').notNull(),
  /**
   * What was booked, as planned when reserved (flights, fare family, price steps, the search) with prices in
   * halalas; it is shown in the reader's language and the booking's currency.
   */
  itinerary: jsonb('itinerary').$type<Record<string, unknown>>().notNull(),
  fare: jsonb('fare').$type<Record<string, unknown>>().notNull(),
  passengers: jsonb('passengers').$type<Record<string, unknown>[]>().notNull(),
  addons: jsonb('addons').$type<Record<string, unknown>>().notNull(),
  price: jsonb('price').$type<Record<string, unknown>>().notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  createdAt: createdAt(),
})
