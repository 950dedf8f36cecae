// The route fragment alone: apps import it from `@rihla/hotels/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { hotelsCatalog } from './catalog'
import { hotelDetailRoute, hotelResultsRoute, hotelsHomeRoute } from './routes'

/** Hotels: the home (named route `hotel`), results and a hotel's detail; the booking flow joins `routes` (issue 14). */
export const hotelsFragment = {
  name: 'hotels',
  vertical: 'hotel',
  routes: { hotelsHomeRoute, hotelResultsRoute, hotelDetailRoute },
  slugs: {},
  catalog: hotelsCatalog,
} satisfies RouteFragment
