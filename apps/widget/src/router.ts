import type { RouterContext } from '@rihla/core/routing'
import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import { accountFragment } from '@rihla/account/fragment'
import { bookingsFragment } from '@rihla/bookings/fragment'
import { busFragment } from '@rihla/bus/fragment'
import { eventsFragment } from '@rihla/events/fragment'
import { flightsFragment } from '@rihla/flights/fragment'
import { fnfFragment } from '@rihla/fnf/fragment'
import { hotelsFragment } from '@rihla/hotels/fragment'
import { paymentsFragment } from '@rihla/payments/fragment'
import { trainFragment } from '@rihla/train/fragment'
import { createRouter } from '@tanstack/react-router'
import { widgetShellFragment } from './shell'

/**
 * The fragments a partner may allow, the site's own pages left out. Each vertical's routes guard
 * themselves with the `vertical` middleware, and its screens are lazy chunks: a vertical's code
 * loads only when the widget allows it and the visitor opens one of its pages.
 */
export const fragments = [
  errorRoutesFragment,
  widgetShellFragment,
  accountFragment,
  bookingsFragment,
  fnfFragment,
  paymentsFragment,
  flightsFragment,
  hotelsFragment,
  busFragment,
  trainFragment,
  eventsFragment,
] as const

export const routeTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    ...widgetShellFragment.routes,
    ...accountFragment.routes,
    ...bookingsFragment.routes,
    ...fnfFragment.routes,
    ...paymentsFragment.routes,
    ...flightsFragment.routes,
    ...hotelsFragment.routes,
    ...busFragment.routes,
    ...trainFragment.routes,
    ...eventsFragment.routes,
  }),
})

/** One router per mounted widget; the widget renders in the browser only. */
export function createWidgetRouter(context: RouterContext) {
  return createRouter({ routeTree, ...routerOptions(context) })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createWidgetRouter>
  }
}
