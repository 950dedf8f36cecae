import type { Locale } from '@rihla/api-contract'
import { visitorCurrency } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { busQueries } from './queries'
import { citiesOfSegment } from './search'
import type { BusResultsSearch } from './search'
import { criteriaOfResults } from './searchForm'

type LoaderContext = RouterContext & { locale: Locale }

/**
 * The results page: the day's departures, prefetched so the server's page lists them (a prefetch never
 * throws; the screen shows its own error and empty states).
 */
export async function loadBusResults(context: LoaderContext, segment: string, search: BusResultsSearch) {
  const cities = citiesOfSegment(segment)
  const criteria = cities && criteriaOfResults(cities, search, visitorCurrency(context.store))
  if (!criteria) return
  await context.queryClient.prefetchQuery(busQueries.times(context.api, context.locale, criteria))
}
