// The route fragment alone: apps import it from `@rihla/bus/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { busCatalog, busLandingCatalog } from './catalog'
import {
  busBookingDetailRoute,
  busHomeRoute,
  busPassengersRoute,
  busResultsRoute,
  busReviewRoute,
  busSeatsRoute,
  busStepsRoute,
} from './routes'

/** Buses: the search (named route `bus`), results, the booking steps and the booking with its tickets. */
export const busFragment = {
  name: 'bus',
  vertical: 'bus',
  routes: {
    busHomeRoute,
    busResultsRoute,
    busStepsRoute: busStepsRoute.addChildren({ busSeatsRoute, busPassengersRoute, busReviewRoute }),
    busBookingDetailRoute,
  },
  slugs: {},
  catalog: busCatalog,
  landing: { routes: [busHomeRoute], catalog: busLandingCatalog },
} satisfies RouteFragment
