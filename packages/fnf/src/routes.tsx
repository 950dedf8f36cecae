import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'
import { localeRoute, pageTitle, requireAuth } from '@rihla/core/routing'
import { createRoute, notFound } from '@tanstack/react-router'
import { fnfQueries } from './queries'

/** `/fnf`: the signed-in user's saved travellers. */
export const fnfListRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'fnf',
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loader: async ({ context }) => {
    // A failed load is the screen's to show, with a retry, rather than an error page.
    await Promise.allSettled([context.queryClient.ensureQueryData(fnfQueries.list(context.api))])
  },
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Saved travellers`), match.context.locale),
}).lazy(() => import('./screens/FnfList').then((m) => m.Route))

/** `/fnf/create/{id?}`: a new saved traveller, or one of the user's own when an id is given. */
export const fnfEditRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'fnf/create/{-$id}',
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loader: async ({ context, params }) => {
    if (!params.id) return
    try {
      await context.queryClient.ensureQueryData(fnfQueries.entry(context.api, params.id))
    } catch (error) {
      // Another user's entry is not found, the same as one that never was.
      if (isApiError(error) && error.status === 404) throw notFound()
    }
  },
  head: ({ match, params }) =>
    pageTitle(
      params.id ? match.context.i18n._(msg`Edit traveller`) : match.context.i18n._(msg`Add traveller`),
      match.context.locale,
    ),
}).lazy(() => import('./screens/FnfEdit').then((m) => m.Route))
