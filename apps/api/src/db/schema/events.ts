import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'

/**
 * The events on sale (modules/events/catalogue.ts, from `shared/reference/saudi-facts.json`), in both
 * languages. Their category and venue are the catalogue's ids. Seeded, never edited.
 */
export const events = pgTable('events', {
  id: text('id').primaryKey(),
  /** The detail page's, `/events/detail/{slug}`. */
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  venue: text('venue').notNull(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  ageRuleEn: text('age_rule_en').notNull(),
  ageRuleAr: text('age_rule_ar').notNull(),
  minimumAge: integer('minimum_age').notNull(),
  namedTickets: boolean('named_tickets').notNull(),
  featured: boolean('featured').notNull(),
  galleryCount: integer('gallery_count').notNull(),
  position: integer('position').notNull(),
})

/** A show of an event: a date and time (a day of a festival), with its passes. */
export const eventShows = pgTable(
  'event_shows',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    labelEn: text('label_en'),
    labelAr: text('label_ar'),
  },
  (t) => [index('event_shows_event_id_idx').on(t.eventId, t.startsAt)],
)

/**
 * A pass of a show and its capacity. `sold` counts the tickets taken by bookings that are paid or
 * still waiting for payment; a reservation raises it with one conditional update (never past
 * `capacity`, which the check backs), and an unpaid booking's expiry lowers it again.
 */
export const eventPasses = pgTable(
  'event_passes',
  {
    id: text('id').primaryKey(),
    showId: text('show_id')
      .notNull()
      .references(() => eventShows.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    includesEn: jsonb('includes_en').$type<string[]>().notNull(),
    includesAr: jsonb('includes_ar').$type<string[]>().notNull(),
    /** VAT included. */
    priceHalalas: integer('price_halalas').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    perOrderLimit: integer('per_order_limit').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('event_passes_show_id_idx').on(t.showId),
    check('event_passes_sold_within_capacity', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    check('event_passes_price_positive', sql`${t.priceHalalas} > 0`),
  ],
)

/**
 * The event side of an event booking: the show, its ticket lines and tickets as sold (prices in
 * halalas), the price and the contact. `releasedAt` is set when an unpaid booking gave its tickets
 * back to the passes, so they are given back once. Ticket references are not stored: a paid booking's
 * are signed from its rows, as train and bus tickets are.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    refId: text('ref_id').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    showId: text('show_id')
      .notNull()
      .references(() => eventShows.id),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    tickets: jsonb('tickets').$type<Record<string, unknown>[]>().notNull(),
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('event_bookings_show_id_idx').on(t.showId)],
)
