import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'

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
