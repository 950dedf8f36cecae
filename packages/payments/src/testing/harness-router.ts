import { localeRoute } from '@rihla/core/routing'
import { createHarness } from '@rihla/core/testing'
import { createRoute } from '@tanstack/react-router'
import { paymentsFragment } from '../fragment'

// My Bookings, where the page links (a package of its own, which payments does not import).
const bookingsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'bookings',
  component: () => null,
})

/** The payments fragment in an app of its own, so the package type-checks its routes and links. */
export const { harnessRouteTree, createHarnessRouter } = createHarness([paymentsFragment], { bookingsRoute })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createHarnessRouter>
  }
}
