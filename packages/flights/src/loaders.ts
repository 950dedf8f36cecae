import type { Locale } from '@rihla/api-contract'
import { visitorCurrency } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from './queries'
import { resultsCriteria } from './resultsCriteria'
import { fareStripQuery, fareStripSearchOf } from './fareStrip'
import type { FlightResultsSearch } from './search'

type LoaderContext = RouterContext & { locale: Locale }

/**
 * The results page: which content providers the search asks, the airports it names and the fares of
 * the strip, prefetched (a prefetch never throws). The page searches provider by provider and shows its
 * own progress, empty and error states, so a failed fetch or an address the form must correct does not
 * fail the route. The airports and the day's fare also title the page (resultsHead), so a link preview
 * built from the server's HTML names the route, the day and the price.
 */
export async function loadFlightResults(context: LoaderContext, codes: string, search: FlightResultsSearch) {
  const criteria = resultsCriteria(codes, search, visitorCurrency(context.store))
  if (!criteria) return
  const { queryClient, api, locale } = context
  const airports = new Set(criteria.legs.flatMap((leg) => [leg.origin, leg.destination]))
  const strip = fareStripSearchOf(criteria)
  await Promise.all([
    queryClient.prefetchQuery(flightsQueries.providers(api, locale, criteria)),
    ...[...airports].map((iata) => queryClient.prefetchQuery(flightsQueries.airport(api, locale, iata))),
    strip ? queryClient.prefetchQuery(fareStripQuery(api, locale, strip)) : undefined,
  ])
}
