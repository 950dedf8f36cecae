// The route fragment alone: apps import it from `@rihla/flights/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { flightsCatalog } from './catalog'
import { flightResultsRoute, flightsHomeRoute } from './routes'

/** Flights: the flights home (named route `airline`) and the search results. */
export const flightsFragment = {
  name: 'flights',
  vertical: 'airline',
  routes: { flightsHomeRoute, flightResultsRoute },
  // No other fragment gives its pages Arabic slugs beyond the shell's content pages; the flight
  // addresses stay English in both languages, like the other verticals'.
  slugs: {},
  catalog: flightsCatalog,
} satisfies RouteFragment
