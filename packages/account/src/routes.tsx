import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { localeRoute, pageTitle, requireAuth, searchPage, searchText } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { RETURN_PARAM } from './authCallback'
import { accountQueries } from './queries'

const titled = (title: MessageDescriptor) => ({
  head: ({ match }: { match: { context: Pick<RouterContext, 'i18n'> & { locale: 'en' | 'ar' } } }) =>
    pageTitle(match.context.i18n._(title), match.context.locale),
})

/** `/account`: the profile dashboard, with the password and phone changes. Signed-in users only. */
export const accountRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'account',
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(accountQueries.dashboard(context.api))
  },
  ...titled(msg`Account`),
}).lazy(() => import('./screens/AccountPage').then((m) => m.Route))

export const walletSearch = (search: Record<string, unknown>) => ({ page: searchPage(search.page) })

/** `/wallet`: My Wallet, its balance and transactions a page at a time. Signed-in users only. */
export const walletRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'wallet',
  validateSearch: walletSearch,
  // A signed-in user's page: the server never knows the user, so only the browser renders it.
  ssr: false,
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(accountQueries.wallet(context.api, deps.page))
  },
  ...titled(msg`My Wallet`),
}).lazy(() => import('./screens/WalletPage').then((m) => m.Route))

export const authCallbackSearch = (search: Record<string, unknown>) => ({
  code: searchText(search.code, 200),
  error: searchText(search.error, 100),
  [RETURN_PARAM]: searchText(search[RETURN_PARAM], 2000),
})

/** `/auth/callback`: finishes a social sign-in with the one-time code the API sent the browser back with. */
export const authCallbackRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'auth/callback',
  validateSearch: authCallbackSearch,
  ...titled(msg`Signing you in`),
}).lazy(() => import('./screens/AuthCallbackPage').then((m) => m.Route))
