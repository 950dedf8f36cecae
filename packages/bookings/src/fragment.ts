// The route fragment alone: apps import it from `@rihla/bookings/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { bookingsCatalog } from './catalog'
import { bookingsRoute } from './routes'

/** My Bookings: `/bookings` with its tabs, filters, details, pay now and hotel cancellation. */
export const bookingsFragment = {
  name: 'bookings',
  vertical: 'my_bookings',
  routes: { bookingsRoute },
  slugs: {},
  catalog: bookingsCatalog,
} satisfies RouteFragment
