import type { RouterContext } from '@rihla/core/routing'
import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import { accountFragment } from '@rihla/account/fragment'
import { bookingsFragment } from '@rihla/bookings/fragment'
import { flightsFragment } from '@rihla/flights/fragment'
import { fnfFragment } from '@rihla/fnf/fragment'
import { supportFragment } from '@rihla/support/fragment'
import { paymentsFragment } from '@rihla/payments/fragment'
import { hotelsFragment } from '@rihla/hotels/fragment'
import { busFragment } from '@rihla/bus/fragment'
import { trainFragment } from '@rihla/train/fragment'
import { eventsFragment } from '@rihla/events/fragment'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { shellFragment } from './shell'

/** Every fragment this app includes; each vertical's package adds its fragment here. */
export const fragments = [
  errorRoutesFragment,
  shellFragment,
  accountFragment,
  bookingsFragment,
  fnfFragment,
  supportFragment,
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
    ...shellFragment.routes,
    ...accountFragment.routes,
    ...bookingsFragment.routes,
    ...fnfFragment.routes,
    ...supportFragment.routes,
    ...paymentsFragment.routes,
    ...flightsFragment.routes,
    ...hotelsFragment.routes,
    ...busFragment.routes,
    ...trainFragment.routes,
    ...eventsFragment.routes,
  }),
})

/**
 * One router per app in the browser and per request on the server. The server's query cache goes to
 * the browser with the page (and queries settled while it streams follow), so the page hydrates from
 * the data it was rendered with. `nonce` marks the inline scripts of a server response.
 */
export function createAppRouter(context: RouterContext, { nonce }: { nonce?: string } = {}) {
  const router = createRouter({ routeTree, ...routerOptions(context), ssr: { nonce } })
  setupRouterSsrQueryIntegration({
    router,
    queryClient: context.queryClient,
    wrapQueryClient: false,
    // A query the server only began (a `useQuery` renders pending there and never fetches) would
    // arrive pending with nothing to settle it; the browser asks for it itself, as it does for data
    // no public page shows (`meta.inPage: false`).
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.inPage !== false,
    },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
