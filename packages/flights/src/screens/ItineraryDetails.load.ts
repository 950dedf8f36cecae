import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { flightsQueries } from '../queries'

/** The itinerary and its search; a failure (expired, not found) is the route's error component's to show. */
export async function load(
  context: RouterContext & { locale: Locale },
  params: { refId: string; itineraryRefId: string },
) {
  await context.queryClient.ensureQueryData(
    flightsQueries.sessionItinerary(context.api, context.locale, params.refId, params.itineraryRefId),
  )
}
