import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'

/**
 * The hotels of the reference facts (`shared/reference/saudi-facts.json`), with what the seed adds to
 * them: a guest rating, a location and the times of check-in and check-out. Seeded, never edited.
 */
export const hotels = pgTable('hotels', {
  id: text('id').primaryKey(),
  /** The city's English name as the facts spell it ("Makkah"), its id in suggestions. */
  city: text('city').notNull(),
  cityAr: text('city_ar').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  districtEn: text('district_en').notNull(),
  districtAr: text('district_ar').notNull(),
  stars: integer('stars').notNull(),
  /** Guest rating in tenths of a point out of 10 (87 is 8.7). */
  ratingTenths: integer('rating_tenths').notNull(),
  reviewCount: integer('review_count').notNull(),
  amenities: jsonb('amenities').$type<string[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  checkInTime: text('check_in_time').notNull(),
  checkOutTime: text('check_out_time').notNull(),
  /** A standard room's nightly price range in riyals, VAT included: low season to peak. */
  priceMinSar: integer('price_min_sar').notNull(),
  priceMaxSar: integer('price_max_sar').notNull(),
  photoCount: integer('photo_count').notNull(),
})

/**
 * A hotel's room type and its allotment: `rooms` of it can be sold each night. Rooms are held through
 * inventory holds, one per room and night (`{hotel}:{room type}:{night}:{unit}`), so a night's last room
 * is sold once whoever asks at the same moment.
 */
export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    bedType: text('bed_type').notNull(),
    sizeSqm: integer('size_sqm').notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    rooms: integer('rooms').notNull(),
    /** The room's price against a standard room's, in percent. */
    pricePercent: integer('price_percent').notNull(),
    boards: jsonb('boards').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('hotel_room_types_hotel_code_unique').on(t.hotelId, t.code),
    check('hotel_room_types_rooms_non_negative', sql`${t.rooms} >= 0`),
  ],
)

/** The hotel side of a hotel booking: the stay, its rooms and rates as priced, the guests, the contact. */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    refId: text('ref_id').notNull(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    /** Each room's occupancy, room type and rate, with its nightly prices in halalas. */
    rooms: jsonb('rooms').$type<Record<string, unknown>[]>().notNull(),
    guests: jsonb('guests').$type<Record<string, unknown>[]>().notNull(),
    /** The price parts in halalas, as reserved. */
    price: jsonb('price').$type<Record<string, unknown>>().notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('hotel_bookings_hotel_id_idx').on(t.hotelId)],
)
