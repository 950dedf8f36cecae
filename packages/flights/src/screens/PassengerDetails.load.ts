import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/** The session's quote; a failure (expired, no fare chosen) is the route's error component's to show. */
export async function load(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  await context.queryClient.ensureQueryData(
    flightsQueries.sessionQuote(context.api, context.locale, params.refId),
  )
}
