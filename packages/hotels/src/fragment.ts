// The route fragment alone: apps import it from `@rihla/hotels/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { hotelsCatalog, hotelsLandingCatalog } from './catalog'
import {
  guestDetailsRoute,
  hotelBookingDetailRoute,
  hotelDetailRoute,
  hotelResultsRoute,
  hotelReviewRoute,
  hotelStepsRoute,
  hotelsHomeRoute,
} from './routes'

/** Hotels: the home (named route `hotel`), results, a hotel's detail and the booking steps. */
export const hotelsFragment = {
  name: 'hotels',
  vertical: 'hotel',
  routes: {
    hotelsHomeRoute,
    hotelResultsRoute,
    hotelDetailRoute,
    hotelStepsRoute: hotelStepsRoute.addChildren({ guestDetailsRoute, hotelReviewRoute }),
    hotelBookingDetailRoute,
  },
  slugs: {},
  catalog: hotelsCatalog,
  landing: { routes: [hotelsHomeRoute], catalog: hotelsLandingCatalog },
} satisfies RouteFragment
