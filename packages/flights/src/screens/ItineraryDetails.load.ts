import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/** The itinerary and its search; the screen shows its own error (expired, not found), so nothing fails here. */
export async function load(
  context: RouterContext & { locale: Locale },
  params: { refId: string; itineraryRefId: string },
) {
  await Promise.allSettled([
    context.queryClient.ensureQueryData(
      flightsQueries.sessionItinerary(context.api, context.locale, params.refId, params.itineraryRefId),
    ),
  ])
}
