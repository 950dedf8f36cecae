import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/**
 * The session's quote, fetched afresh (an add-on step may have changed the fare or the seats), and the
 * option lists that name and price the add-ons. A failed quote (an expired search) is the route's error
 * component's; a list that failed is said beside the add-ons it names.
 */
export async function load(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  const { api, locale, queryClient } = context
  await Promise.all([
    queryClient.fetchQuery({ ...flightsQueries.sessionQuote(api, locale, params.refId), staleTime: 0 }),
    queryClient.prefetchQuery(flightsQueries.baggageOptions(api, locale, params.refId)),
    queryClient.prefetchQuery(flightsQueries.mealOptions(api, locale, params.refId)),
    queryClient.prefetchQuery(flightsQueries.ssrOptions(api, locale, params.refId)),
  ])
}
