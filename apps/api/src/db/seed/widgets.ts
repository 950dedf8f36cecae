import { VERTICALS } from '@rihla/api-contract'
import type { Db } from '../client'
import { widgets } from '../schema'
import { upsert } from './upsert'

/**
 * Where the demo partner page runs (`npm start` serves it beside the widget): the demo widgets may be
 * framed there. A deployment seeds its partners' real origins instead.
 */
const demoPartnerOrigins = (process.env.RIHLA_DEMO_PARTNER_ORIGINS ?? 'http://127.0.0.1:4175')
  .split(/[\s,]+/)
  .filter(Boolean)

/** The site's own widget and the partner demos. Partner usernames are the widget ids. */
export const seedWidgets: (typeof widgets.$inferInsert)[] = [
  {
    id: 'rihla-site',
    name: 'Rihla',
    allowedVerticals: [...VERTICALS],
    primaryColor: null,
    defaultCurrency: null,
    partnerUsername: 'rihla-site',
    allowedOrigins: [],
    enabled: true,
  },
  {
    id: 'flights-only',
    name: 'Rihla Flights',
    allowedVerticals: ['airline'],
    primaryColor: null,
    defaultCurrency: null,
    partnerUsername: 'flights-only',
    allowedOrigins: demoPartnerOrigins,
    enabled: true,
  },
  {
    id: 'partner-demo',
    name: 'Gulf Horizons Travel',
    allowedVerticals: ['airline', 'hotel', 'event'],
    primaryColor: '#0e7490',
    radius: 'round',
    defaultCurrency: 'AED',
    partnerUsername: 'partner-demo',
    allowedOrigins: demoPartnerOrigins,
    enabled: true,
  },
  {
    id: 'disabled-demo',
    name: 'Suspended Partner',
    allowedVerticals: ['airline', 'hotel'],
    primaryColor: null,
    defaultCurrency: null,
    partnerUsername: 'disabled-demo',
    allowedOrigins: demoPartnerOrigins,
    enabled: false,
  },
]

export async function seedWidgetRows(db: Db) {
  await upsert(db, widgets, seedWidgets, widgets.id)
}
