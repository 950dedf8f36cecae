import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { createRoute, createRouter } from '@tanstack/react-router'
import { paymentsFragment } from '../fragment'

// Home, where the `auth` middleware sends a visitor to sign in, and My Bookings, where the page links.
const homeRoute = createRoute({ getParentRoute: () => localeRoute, path: '/', component: () => null })
const bookingsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'bookings',
  component: () => null,
})

/** The payments fragment in an app of its own, so the package type-checks its routes and links. */
export const harnessRouteTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    homeRoute,
    bookingsRoute,
    ...paymentsFragment.routes,
  }),
})

export const createHarnessRouter = (context: RouterContext) =>
  createRouter({ routeTree: harnessRouteTree, ...routerOptions(context) })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
