import { msg } from '@lingui/core/macro'
import { coreQueries, userAtom } from '@rihla/core'
import { localeRoute, pageTitle, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { bookingsQueries } from './queries'
import { bookingsRequest, bookingsSearch } from './search'

/** `/bookings`: My Bookings (SPEC.md §2), signed-in users only (the `auth` middleware). */
export const bookingsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'bookings',
  validateSearch: bookingsSearch,
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => {
    requireVertical(context, 'my_bookings')
    return requireAuth(context, location)
  },
  loaderDeps: ({ search }) => bookingsRequest(search),
  // The page shows its own loading and error states (with a retry), so a failed fetch does not fail the route.
  loader: async ({ context, deps }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(bookingsQueries.list(context.api, context.locale, deps)),
      context.queryClient.ensureQueryData(
        coreQueries.utilities(context.api, context.store.get(userAtom)?.api_key),
      ),
    ])
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`My Bookings`), match.context.locale),
}).lazy(() => import('./screens/MyBookings').then((m) => m.Route))
