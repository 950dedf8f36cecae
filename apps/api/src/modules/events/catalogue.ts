import type { LocalizedText } from '@rihla/api-contract'
import eventData from '../../db/seed/data/events.json' with { type: 'json' }
import type { PassType } from './passTypes'

// The events on sale (the seed's `data/events.json`): the recurring events and Saudi Pro League clubs of
// `shared/reference/saudi-facts.json` (`events.recurring_events`, `events.saudi_pro_league`) at their
// venues, with descriptions, age rules, shows and passes in English and Arabic. Show dates count from
// the day the inventory is made (seeded), so every event stays upcoming; prices are in riyals, VAT
// included, in the ranges the facts give.

export interface PassSpec {
  type: PassType
  /** The pass's own name where the event gives it one ("Storm Chaser"); else its type's. */
  name?: LocalizedText
  priceSar: number
  capacity: number
  perOrderLimit?: number
}

/** Tickets left on a pass of a show when the inventory is made (sold out at 0). */
export interface StockSpec {
  show: number
  pass: PassType
  left: number
}

export interface ShowsSpec {
  /** Days from the day the inventory is made; negative for shows already over. */
  firstDay: number
  count: number
  /** Days between two shows. */
  every?: number
  /** Local time in Saudi Arabia (+03:00). */
  time: string
  hours: number
  /** "Day 1", "Day 2"… or each show's own; none for dates that speak for themselves. */
  labels?: 'days' | LocalizedText[]
}

export interface EventSpec {
  id: string
  slug: string
  category: string
  venue: string
  title: LocalizedText
  description: LocalizedText
  ageRule: LocalizedText
  minimumAge: number
  namedTickets: boolean
  featured?: boolean
  shows: ShowsSpec
  passes: PassSpec[]
  stock?: StockSpec[]
}

// JSON widens the pass types and the "days" labels to strings; the data holds only those.
export const EVENT_SPECS = eventData.events as readonly EventSpec[]
