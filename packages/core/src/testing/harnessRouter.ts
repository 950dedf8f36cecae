import type { AnyRoute } from '@tanstack/react-router'
import { createRoute, createRouter } from '@tanstack/react-router'
import type { RouterContext } from '../routing/context'
import { errorRoutesFragment } from '../routing/errorRoutes'
import type { RouteFragment } from '../routing/fragment'
import { localeRoute } from '../routing/localeRoute'
import { rootRoute } from '../routing/root'
import { routerOptions } from '../routing/router'

type Routes = Record<string, AnyRoute>
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never

/**
 * A package's fragments in an app of their own, so the package type-checks its routes and links: the
 * error pages, a Home (where the `auth` middleware sends a visitor to sign in and most ways back lead),
 * the fragments' routes and any stand-ins for pages of packages it may not import (`extra`). The package
 * registers the router type itself, in its own testing/:
 *
 *     export const { harnessRouteTree, createHarnessRouter } = createHarness([bookingsFragment])
 *     declare module '@tanstack/react-router' {
 *       interface Register { router: ReturnType<typeof createHarnessRouter> }
 *     }
 *
 * addChildren replaces the children of the shared root and locale routes, so a package builds one.
 */
export function createHarness<
  const TFragments extends readonly Pick<RouteFragment, 'routes'>[],
  TExtra extends Routes = Record<never, AnyRoute>,
>(fragments: TFragments, extra?: TExtra) {
  const homeRoute = createRoute({ getParentRoute: () => localeRoute, path: '/', component: () => null })
  const routes = Object.assign(
    { ...errorRoutesFragment.routes, homeRoute },
    extra,
    ...fragments.map((fragment) => fragment.routes),
  ) as typeof errorRoutesFragment.routes & { homeRoute: typeof homeRoute } & TExtra &
    Intersection<TFragments[number]['routes']>
  const harnessRouteTree = rootRoute.addChildren({ localeRoute: localeRoute.addChildren(routes) })
  const createHarnessRouter = (context: RouterContext) =>
    createRouter({ routeTree: harnessRouteTree, ...routerOptions(context) })
  return { harnessRouteTree, createHarnessRouter }
}
