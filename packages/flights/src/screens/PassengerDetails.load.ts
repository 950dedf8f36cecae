import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/** The session's quote; the screen shows its own error (expired, no fare chosen), so nothing fails here. */
export async function load(context: RouterContext & { locale: Locale }, params: { refId: string }) {
  await Promise.allSettled([
    context.queryClient.ensureQueryData(
      flightsQueries.sessionQuote(context.api, context.locale, params.refId),
    ),
  ])
}
