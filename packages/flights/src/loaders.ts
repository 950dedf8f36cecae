import type { Locale } from '@rihla/api-contract'
import { searchCriteriaSchema } from '@rihla/api-contract/flights'
import { preferencesAtom } from '@rihla/core'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from './queries'
import { criteriaFromAddress } from './address'
import type { FlightResultsSearch } from './search'

type LoaderContext = RouterContext & { locale: Locale }

/** The flights home: its popular airports, so the airport lists open full. */
export async function loadFlightsHome(context: LoaderContext) {
  // Prefetched, never failing the page: without them the airport fields search as the visitor types,
  // and the Airlines section shows its own retry. With them, the server's page has every airline link.
  await Promise.all([
    context.queryClient.prefetchQuery(flightsQueries.popularAirports(context.api, context.locale)),
    context.queryClient.prefetchQuery(flightsQueries.airlines(context.api, context.locale)),
  ])
}

/**
 * The results page: which content providers the search asks, prefetched (a prefetch never throws). The
 * page searches provider by provider and shows its own progress, empty and error states, so a failed
 * fetch or an address the form must correct does not fail the route.
 */
export async function loadFlightResults(context: LoaderContext, codes: string, search: FlightResultsSearch) {
  const currency = context.store.get(preferencesAtom).selectedCurrency
  const criteria = searchCriteriaSchema.safeParse(criteriaFromAddress(codes, search, currency))
  if (!criteria.success) return
  await context.queryClient.prefetchQuery(
    flightsQueries.providers(context.api, context.locale, criteria.data),
  )
}
