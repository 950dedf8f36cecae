// The route fragment alone: apps import it from `@rihla/hotels/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { hotelsCatalog } from './catalog'
import { hotelsHomeRoute } from './routes'

/** Hotels in Saudi Arabia: the home of the `hotel` vertical; its screens join `routes`. */
export const hotelsFragment = {
  name: 'hotels',
  vertical: 'hotel',
  routes: { hotelsHomeRoute },
  slugs: {},
  catalog: hotelsCatalog,
} satisfies RouteFragment
