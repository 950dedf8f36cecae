import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { createRoute, createRouter } from '@tanstack/react-router'
import { fnfFragment } from '@rihla/fnf'
import { paymentsFragment } from '@rihla/payments'
import { flightsFragment } from '../fragment'

// Home, where the results page's way back leads.
const homeRoute = createRoute({ getParentRoute: () => localeRoute, path: '/', component: () => null })

/** The flights fragment in an app of its own, so the package type-checks its routes and links. */
export const harnessRouteTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    homeRoute,
    ...flightsFragment.routes,
    // The passenger form and the payment hand-off come from these packages, whose code links to their own routes.
    ...fnfFragment.routes,
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
