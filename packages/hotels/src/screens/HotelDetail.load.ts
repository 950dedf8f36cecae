import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'
import { hotelsQueries } from '../queries'

type Context = RouterContext & { locale: Locale }
type Params = { refId: string; itineraryRefId: string }

const itinerary = (context: Context, params: Params) =>
  hotelsQueries.itinerary(context.api, context.locale, params.refId, params.itineraryRefId)

/** The hotel and its rates; a failure (expired, not found) is the route's error component's to show. */
export async function load(context: Context, params: Params) {
  await context.queryClient.ensureQueryData(itinerary(context, params))
}

/** The page's title: the hotel's name and city once its data is in the cache. */
export function title(context: Context, params: Params): MessageDescriptor {
  const hotel = context.queryClient.getQueryData(itinerary(context, params).queryKey)?.hotel
  if (!hotel) return msg`Hotel details`
  const name = hotel.name
  const city = hotel.city.name
  return msg`${name}, ${city}: rooms and rates`
}
