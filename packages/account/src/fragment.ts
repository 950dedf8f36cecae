// The route fragment alone: apps import it from `@rihla/account/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { accountCatalog } from './catalog'
import { AccountOverlays } from './overlays'
import { accountRoute, authCallbackRoute, walletRoute } from './routes'

/** Accounts: the login modal over every page, the profile dashboard, My Wallet and the social sign-in return. */
export const accountFragment = {
  name: 'account',
  routes: { accountRoute, walletRoute, authCallbackRoute },
  slugs: {},
  catalog: accountCatalog,
  overlays: AccountOverlays,
} satisfies RouteFragment
