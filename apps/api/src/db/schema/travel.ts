import { boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { countries } from './reference'

export const airports = pgTable('airports', {
  iata: text('iata').primaryKey(),
  icao: text('icao').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  timezone: text('timezone').notNull(),
  domestic: boolean('domestic').notNull(),
})

export const alliances = pgTable('alliances', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
})

export const airlines = pgTable('airlines', {
  iata: text('iata').primaryKey(),
  icao: text('icao').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  allianceId: text('alliance_id').references(() => alliances.id),
  saudi: boolean('saudi').notNull(),
})

export const railLines = pgTable('rail_lines', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  lengthKm: integer('length_km').notNull(),
})

export const railStations = pgTable('rail_stations', {
  id: text('id').primaryKey(),
  lineId: text('line_id')
    .notNull()
    .references(() => railLines.id),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  /** Order along the line. */
  position: integer('position').notNull(),
})
