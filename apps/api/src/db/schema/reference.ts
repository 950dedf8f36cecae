import { boolean, doublePrecision, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core'

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  numericCode: text('numeric_code').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  symbolEn: text('symbol_en').notNull(),
  symbolAr: text('symbol_ar').notNull(),
  /** ISO 4217 minor units. */
  decimals: smallint('decimals').notNull(),
  /** Units of this currency per one Saudi riyal. */
  ratePerSar: numeric('rate_per_sar', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull(),
})

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  dialCode: text('dial_code').notNull(),
  /** The country's own currency, which need not be one prices are shown in. */
  currencyCode: text('currency_code'),
  /** Visitors from here get Arabic on their first visit. */
  arabic: boolean('arabic').notNull().default(false),
})

export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  regionEn: text('region_en').notNull(),
  regionAr: text('region_ar').notNull(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
})
