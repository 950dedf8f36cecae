import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'
import { localeRoute, pageTitle, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute, notFound } from '@tanstack/react-router'
import type { RouterContext } from '@rihla/core/routing'
import type { ParsedLocation } from '@tanstack/react-router'
import { supportQueries } from './queries'
import { createSearch, deskSearch, requestsSearch } from './search'

/** Every support page: the widget must offer support, and only a signed-in user has requests. */
const guard = ({ context, location }: { context: RouterContext; location: ParsedLocation }) => {
  requireVertical(context, 'support')
  return requireAuth(context, location)
}

/** A thread another user's (or no one's) is not found, the same as one that never was. */
const notFoundOn404 = async (load: Promise<unknown>) => {
  try {
    await load
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
  }
}

/** `/support`: My Requests (SPEC.md §2), the named route `support`. */
export const supportRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'support',
  validateSearch: requestsSearch,
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: guard,
  loaderDeps: ({ search }) => search,
  // The page shows its own loading and error states (with a retry), so a failed fetch does not fail the route.
  loader: async ({ context, deps }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(supportQueries.list(context.api, context.locale, deps)),
    ])
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`My Requests`), match.context.locale),
}).lazy(() => import('./screens/MyRequests').then((m) => m.Route))

/** `/support/create`: a new request about one of the traveller's bookings (SPEC.md §3). */
export const supportCreateRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'support/create',
  validateSearch: createSearch,
  ssr: false,
  beforeLoad: guard,
  loader: async ({ context }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(supportQueries.bookings(context.api, context.locale)),
    ])
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`New request`), match.context.locale),
}).lazy(() => import('./screens/NewRequest').then((m) => m.Route))

/** `/support/chat/{ticketId}`: the request's live chat with the support team. */
export const supportChatRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'support/chat/$ticketId',
  ssr: false,
  beforeLoad: guard,
  loader: ({ context, params }) =>
    notFoundOn404(
      context.queryClient.ensureQueryData(
        supportQueries.thread(context.api, context.locale, params.ticketId),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Support chat`), match.context.locale),
}).lazy(() => import('./screens/SupportChat').then((m) => m.Route))

/** `/support/desk`: the agents' queue, oldest waiting first. The server refuses anyone else (403). */
export const supportDeskRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'support/desk',
  validateSearch: deskSearch,
  ssr: false,
  beforeLoad: guard,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(supportQueries.deskQueue(context.api, context.locale, deps)),
    ])
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Support desk`), match.context.locale),
}).lazy(() => import('./screens/Desk').then((m) => m.Route))

/** `/support/desk/{id}`: one request at the desk, its booking beside the chat. */
export const supportDeskThreadRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'support/desk/$requestId',
  ssr: false,
  beforeLoad: guard,
  loader: ({ context, params }) =>
    notFoundOn404(
      context.queryClient.ensureQueryData(
        supportQueries.deskThread(context.api, context.locale, params.requestId),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Support desk`), match.context.locale),
}).lazy(() => import('./screens/DeskThread').then((m) => m.Route))
