import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'

/**
 * The trip side of a train or bus booking (the booking's type says which): the service as sold, each
 * traveller with their seat and fare, and the price, with prices in halalas. Tickets are not stored: a
 * paid booking's ticket references are signed from its rows, so confirming the payment is what issues them.
 */
export const transitBookings = pgTable('transit_bookings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  refId: text('ref_id').notNull(),
  /** The train or departure and the class or fare family, as searched and priced. */
  trip: jsonb('trip').$type<Record<string, unknown>>().notNull(),
  travellers: jsonb('travellers').$type<Record<string, unknown>[]>().notNull(),
  price: jsonb('price').$type<Record<string, unknown>>().notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  createdAt: createdAt(),
})
