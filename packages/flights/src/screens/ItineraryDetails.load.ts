import { msg } from '@lingui/core/macro'
import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { routeArrow } from '../components/RouteText/RouteText'
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

/** The page's title: the itinerary's route and airline once its data is in the cache. */
export function title(
  context: RouterContext & { locale: Locale },
  params: { refId: string; itineraryRefId: string },
) {
  const query = flightsQueries.sessionItinerary(
    context.api,
    context.locale,
    params.refId,
    params.itineraryRefId,
  )
  const itinerary = context.queryClient.getQueryData(query.queryKey)?.itinerary
  const [first] = itinerary?.legs ?? []
  if (!itinerary || !first) return msg`Flight details`
  const route = `${first.origin} ${routeArrow(context.locale)} ${first.destination}`
  const airline = itinerary.validatingAirline.name
  return msg`${route}: ${airline} flight details`
}
