import type { Locale } from '@rihla/api-contract'
import { visitorCurrency } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { criteriaOfAddress } from './address'
import { hotelsQueries } from './queries'
import type { HotelResultsSearch } from './search'

type LoaderContext = RouterContext & { locale: Locale }

/**
 * The results page: the search, prefetched so the server's page lists the hotels (a prefetch never
 * throws; the screen shows its own error and empty states).
 */
export async function loadHotelResults(context: LoaderContext, search: HotelResultsSearch) {
  const criteria = criteriaOfAddress(search, visitorCurrency(context.store))
  if (!criteria) return
  await context.queryClient.prefetchQuery(hotelsQueries.search(context.api, context.locale, criteria))
}
