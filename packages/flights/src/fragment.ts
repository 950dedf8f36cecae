// The route fragment alone: apps import it from `@rihla/flights/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { flightsCatalog, flightsLandingCatalog } from './catalog'
import {
  addonsRoute,
  airlinePageRoute,
  flightBookingDetailRoute,
  flightResultsRoute,
  flightStepsRoute,
  flightsHomeRoute,
  itineraryDetailsRoute,
  passengerDetailsRoute,
  reviewBookingRoute,
} from './routes'

/** Flights: home (named route `airline`), results, the booking flow, booking detail and airline pages. */
export const flightsFragment = {
  name: 'flights',
  vertical: 'airline',
  routes: {
    flightsHomeRoute,
    flightResultsRoute,
    itineraryDetailsRoute,
    flightStepsRoute: flightStepsRoute.addChildren({
      passengerDetailsRoute,
      addonsRoute,
      reviewBookingRoute,
    }),
    flightBookingDetailRoute,
    airlinePageRoute,
  },
  // No other fragment gives its pages Arabic slugs beyond the shell's content pages; the flight
  // addresses stay English in both languages, like the other verticals'.
  slugs: {},
  catalog: flightsCatalog,
  landing: { routes: [flightsHomeRoute, airlinePageRoute], catalog: flightsLandingCatalog },
} satisfies RouteFragment
