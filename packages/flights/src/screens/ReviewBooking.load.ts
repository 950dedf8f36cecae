import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/**
 * The session's quote, fetched afresh (an add-on step may have changed the fare or the seats), and the
 * option lists that name and price the add-ons. The screen shows its own errors, so nothing fails here.
 */
export async function load(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  const { api, locale, queryClient } = context
  await Promise.allSettled([
    queryClient.fetchQuery({ ...flightsQueries.sessionQuote(api, locale, params.refId), staleTime: 0 }),
    queryClient.ensureQueryData(flightsQueries.baggageOptions(api, locale, params.refId)),
    queryClient.ensureQueryData(flightsQueries.mealOptions(api, locale, params.refId)),
    queryClient.ensureQueryData(flightsQueries.ssrOptions(api, locale, params.refId)),
  ])
}
