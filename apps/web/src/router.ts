import type { RouterContext } from '@rihla/core/routing'
import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import { accountFragment } from '@rihla/account/fragment'
import { bookingsFragment } from '@rihla/bookings/fragment'
import { flightsFragment } from '@rihla/flights/fragment'
import { fnfFragment } from '@rihla/fnf/fragment'
import { paymentsFragment } from '@rihla/payments/fragment'
import { createRouter } from '@tanstack/react-router'
import { shellFragment } from './shell'

/** Every fragment this app includes; each vertical's package adds its fragment here. */
export const fragments = [
  errorRoutesFragment,
  shellFragment,
  accountFragment,
  bookingsFragment,
  fnfFragment,
  paymentsFragment,
  flightsFragment,
] as const

export const routeTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    ...shellFragment.routes,
    ...accountFragment.routes,
    ...bookingsFragment.routes,
    ...fnfFragment.routes,
    ...paymentsFragment.routes,
    ...flightsFragment.routes,
  }),
})

export const createAppRouter = (context: RouterContext) =>
  createRouter({ routeTree, ...routerOptions(context) })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
