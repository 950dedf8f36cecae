import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { EVENT_PAGE_SIZE, EVENT_SEARCH_MAX_RESULTS } from '@rihla/api-contract/events'
import type {
  EventCategory,
  EventList,
  EventSort,
  EventSummary,
  EventsHome,
  eventListRequestSchema,
  eventSearchQuerySchema,
} from '@rihla/api-contract/events'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { fold } from '../inventory/fold'
import { convert, hasRate, ratesOf } from '../inventory/pricing'
import { saudiDateOf } from './dates'
import { EVENT_CATEGORIES } from './places'
import { eventsOnSale } from './stock'
import type { EventOnSale } from './stock'
import { cheapestHalalas, cityOf, toSummary } from './views'
import type { View } from './views'

// The events home, the categories, the search and a category's listing: all read the events on sale.

/** How many of the soonest events the home lists. */
const HOME_UPCOMING = 8

export async function viewOf(db: Db, locale: Locale, currency: string, field = 'currency'): Promise<View> {
  const rates = await ratesOf(db)
  if (!hasRate(rates, currency)) throw new FieldError(field, messages.invalidCurrency)
  return { locale, currency, rates }
}

const listed = (entries: EventOnSale[]) => entries.filter((entry) => entry.shows.length > 0)

const soonestFirst = (a: EventOnSale, b: EventOnSale) =>
  a.shows[0]!.show.startsAt.getTime() - b.shows[0]!.show.startsAt.getTime()

function categoriesOf(entries: EventOnSale[], locale: Locale): EventCategory[] {
  return EVENT_CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name[locale],
    upcoming: entries.filter((entry) => entry.event.category === category.id).length,
    art: category.art,
  }))
}

function citiesOf(entries: EventOnSale[], locale: Locale) {
  const cities = new Map(
    entries.map((entry) => [cityOf(entry.event, locale).id, cityOf(entry.event, locale)]),
  )
  return [...cities.values()]
}

/** GET /api/v2/events/home. */
export async function eventsHome(db: Db, locale: Locale, currency: string, now: Date): Promise<EventsHome> {
  const view = await viewOf(db, locale, currency)
  const entries = listed(await eventsOnSale(db, now))
  return {
    featured: entries.filter((entry) => entry.event.featured).map((entry) => toSummary(entry, view)),
    categories: categoriesOf(entries, locale),
    cities: citiesOf(entries, locale),
    upcoming: [...entries]
      .sort(soonestFirst)
      .slice(0, HOME_UPCOMING)
      .map((entry) => toSummary(entry, view)),
  }
}

/** GET /api/v2/events/categories. */
export async function eventCategories(db: Db, locale: Locale, now: Date) {
  return { categories: categoriesOf(listed(await eventsOnSale(db, now)), locale) }
}

/** The events with a show dated from `from` to `to` (Saudi dates, either end open). */
function inDates(entries: EventOnSale[], from: string | undefined, to: string | undefined) {
  if (!from && !to) return entries
  return entries.filter((entry) =>
    entry.shows.some(({ show }) => {
      const date = saudiDateOf(show.startsAt)
      return (!from || date >= from) && (!to || date <= to)
    }),
  )
}

const matchesName = (entry: EventOnSale, folded: string) =>
  fold(entry.event.titleEn).includes(folded) || fold(entry.event.titleAr).includes(folded)

/** GET /api/v2/events/search: by name in either language, city and dates, soonest first. */
export async function searchEvents(
  db: Db,
  query: z.output<typeof eventSearchQuerySchema>,
  locale: Locale,
  now: Date,
): Promise<{ events: EventSummary[] }> {
  const view = await viewOf(db, locale, query.currency)
  const folded = fold(query.q ?? '')
  const found = inDates(listed(await eventsOnSale(db, now)), query.from, query.to).filter(
    (entry) =>
      (!folded || matchesName(entry, folded)) && (!query.city || cityOf(entry.event, 'en').id === query.city),
  )
  // A search with no filter would otherwise answer the whole catalogue at once.
  const soonest = found.sort(soonestFirst).slice(0, EVENT_SEARCH_MAX_RESULTS)
  return { events: soonest.map((entry) => toSummary(entry, view)) }
}

const ticketsSold = (entry: EventOnSale) =>
  entry.shows.reduce((total, { passes }) => total + passes.reduce((sum, pass) => sum + pass.sold, 0), 0)

/** Nulls (sold out) last whichever way prices run. */
const byPrice = (direction: 1 | -1) => (a: EventOnSale, b: EventOnSale) => {
  const [priceA, priceB] = [cheapestHalalas(a), cheapestHalalas(b)]
  if (priceA === null || priceB === null) return (priceA === null ? 1 : 0) - (priceB === null ? 1 : 0)
  return (priceA - priceB) * direction
}

const SORTS: Record<EventSort, (a: EventOnSale, b: EventOnSale) => number> = {
  date: soonestFirst,
  price_low: byPrice(1),
  price_high: byPrice(-1),
  popular: (a, b) => ticketsSold(b) - ticketsSold(a),
}

/** POST /api/v2/events/list: a category's events on sale, filtered, sorted and paged. */
export async function listEvents(
  db: Db,
  request: z.output<typeof eventListRequestSchema>,
  locale: Locale,
  now: Date,
): Promise<EventList> {
  const category = EVENT_CATEGORIES.find((known) => known.id === request.category)
  if (!category) throw new ServiceError('not_found', serverMessages.notFound)
  const view = await viewOf(db, locale, request.currency)
  const all = listed(await eventsOnSale(db, now))
  const ofCategory = all.filter((entry) => entry.event.category === category.id)
  const priceOf = (entry: EventOnSale) => {
    const cheapest = cheapestHalalas(entry)
    return cheapest === null ? null : convert(cheapest, view.currency, view.rates).amount
  }
  const filtered = inDates(ofCategory, request.from, request.to).filter((entry) => {
    if (request.city && cityOf(entry.event, 'en').id !== request.city) return false
    const price = priceOf(entry)
    if (request.priceMin !== undefined && (price === null || price < request.priceMin)) return false
    if (request.priceMax !== undefined && (price === null || price > request.priceMax)) return false
    return true
  })
  const sorted = [...filtered].sort((a, b) => SORTS[request.sort](a, b) || soonestFirst(a, b))
  const start = (request.page - 1) * EVENT_PAGE_SIZE
  const prices = ofCategory.map(priceOf).filter((price) => price !== null)
  const money = (amount: number) => ({ amount, currency: view.currency })
  return {
    category: categoriesOf(all, locale).find((known) => known.id === category.id)!,
    events: sorted.slice(start, start + EVENT_PAGE_SIZE).map((entry) => toSummary(entry, view)),
    total: sorted.length,
    page: request.page,
    pageSize: EVENT_PAGE_SIZE,
    cities: citiesOf(ofCategory, locale),
    priceRange: prices.length ? { min: money(Math.min(...prices)), max: money(Math.max(...prices)) } : null,
  }
}
