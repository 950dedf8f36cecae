import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from './queries'

// Apart from the results' loader, whose criteria parsing needs the flights contract: the home's chunk
// stays free of it.
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
