import type { Locale } from '@rihla/api-contract'
import { addDays } from '@rihla/api-contract/dates'
import type { Cabin, SearchCriteria } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { ApiClients } from '@rihla/api-clients'
import { flightsQueries } from './queries'

export interface FareStripSearch {
  from: string
  to: string
  /** The chosen day, YYYY-MM-DD; the strip shows the days around it. */
  date: string
  tripType: 'one_way' | 'round_trip'
  /** The searched class and party: the prices are theirs, as on the results. */
  cabin: Cabin
  passengers: { adults: number; children: number; infants: number }
  /** The results' currency, so the strip's lowest fare is the cheapest result's to the cent. */
  currency: string
}

const DAYS = 7

/**
 * The calendar fares the results page's strip shows: the week around the chosen day, from today at
 * the earliest. One function for the strip and the results loader, so the fares the server fetched for
 * the page's title are the strip's, under the same key.
 */
export function fareStripQuery(api: ApiClients, locale: Locale, search: FareStripSearch) {
  const today = todayInSaudiArabia()
  const start = addDays(search.date, -3) < today ? today : addDays(search.date, -3)
  const { adults, children, infants } = search.passengers
  return flightsQueries.calendarFares(api, locale, {
    from: search.from,
    to: search.to,
    date: start,
    tripType: search.tripType,
    days: DAYS,
    cabin: search.cabin,
    passengers: { adults, children, infants },
    currency: search.currency,
  })
}

/** The strip of a search: its first flight's route and day, or null for a multi-city trip (no strip). */
export function fareStripSearchOf(criteria: SearchCriteria): FareStripSearch | null {
  const [first] = criteria.legs
  if (criteria.tripType === 'multi_city' || !first) return null
  return {
    from: first.origin,
    to: first.destination,
    date: first.date,
    tripType: criteria.tripType,
    cabin: criteria.cabin,
    passengers: { adults: criteria.adults, children: criteria.children, infants: criteria.infants },
    currency: criteria.currency,
  }
}
