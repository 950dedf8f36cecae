import { sql } from 'drizzle-orm'
import { boolean, pgTable, text } from 'drizzle-orm/pg-core'
import type { Vertical, WidgetConfig } from '@rihla/api-contract'
import { createdAt, updatedAt } from './columns'
import { currencies } from './reference'

/** A site or partner embedding the app. Its signing secret and partner password are derived, never stored. */
export const widgets = pgTable('widgets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedVerticals: text('allowed_verticals').array().notNull().$type<Vertical[]>(),
  primaryColor: text('primary_color'),
  radius: text('radius').$type<WidgetConfig['styles']['radius']>(),
  defaultCurrency: text('default_currency').references(() => currencies.code),
  partnerUsername: text('partner_username').notNull().unique(),
  /** The partner's pages that may frame the widget (frame-ancestors, postMessage targets); none for the site. */
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
