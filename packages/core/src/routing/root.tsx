import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage, RootErrorPage } from '../errors/ErrorPage'
import { AppShell } from '../layouts/AppShell'
import { siteHead } from '../meta/siteHead'
import type { RouterContext } from './context'
import { navigationMiddleware } from './middleware'

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, cause }) => {
    // Hover and viewport preloads fetch data only; the middleware runs when the visitor navigates.
    if (cause === 'preload') return
    await navigationMiddleware(context, location)
  },
  head: ({ match, matches }) => siteHead(match.context, matches.at(-1)?.pathname ?? '/'),
  shellComponent: AppShell,
  component: Outlet,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})
