// The route fragment alone: apps import it from `@rihla/hotels/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { hotelsCatalog } from './catalog'
import { hotelResultsRoute, hotelsHomeRoute } from './routes'

/** Hotels: the home (named route `hotel`); results, detail and the booking flow join `routes` (issue 14). */
export const hotelsFragment = {
  name: 'hotels',
  vertical: 'hotel',
  routes: { hotelsHomeRoute, hotelResultsRoute },
  slugs: {},
  catalog: hotelsCatalog,
} satisfies RouteFragment
