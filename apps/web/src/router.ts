import type { RouterContext } from '@rihla/core/routing'
import { errorRoutesFragment, localeRoute, rootRoute, routerOptions } from '@rihla/core/routing'
import { createRouter } from '@tanstack/react-router'
import { shellFragment } from './shell'

/** Every fragment this app includes; each vertical's package adds its fragment here. */
export const fragments = [errorRoutesFragment, shellFragment] as const

export const routeTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({ ...errorRoutesFragment.routes, ...shellFragment.routes }),
})

export const createAppRouter = (context: RouterContext) =>
  createRouter({ routeTree, ...routerOptions(context) })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
