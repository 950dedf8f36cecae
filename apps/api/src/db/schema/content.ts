import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import type { PageBlock } from '@rihla/api-contract'
import { createdAt, updatedAt } from './columns'

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryAr: text('summary_ar').notNull(),
  blocksEn: jsonb('blocks_en').notNull().$type<PageBlock[]>(),
  blocksAr: jsonb('blocks_ar').notNull().$type<PageBlock[]>(),
  updatedAt: updatedAt(),
})

/** Settings groups (site, home) as the settings endpoint serves them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

export const redirects = pgTable(
  'redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Without locale prefix or trailing slash. */
    fromPath: text('from_path').notNull().unique(),
    /** A site path, or an absolute http(s) URL elsewhere. */
    to: text('to').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('redirects_status', sql`${t.status} in (301, 302)`)],
)
