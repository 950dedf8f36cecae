// The public surface of @rihla/bookings.
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

export { bookingPaymentHref } from './paymentHref'
