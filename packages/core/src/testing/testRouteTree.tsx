import type { AnyRoute } from '@tanstack/react-router'
import { createRoute } from '@tanstack/react-router'
import { errorRoutesFragment } from '../routing/errorRoutes'
import { localeRoute } from '../routing/localeRoute'
import { rootRoute } from '../routing/root'

/**
 * Core's routes (the error pages) plus a Home and an About page that only name themselves, and any
 * routes a test adds. addChildren replaces the children of the shared root and locale routes, so a
 * test file builds one tree.
 */
export function testRouteTree(extra: Record<string, AnyRoute> = {}) {
  const homeRoute = createRoute({
    getParentRoute: () => localeRoute,
    path: '/',
    component: () => <h1>Test home</h1>,
  })
  const aboutRoute = createRoute({
    getParentRoute: () => localeRoute,
    path: 'about-us',
    component: () => <h1>Test about</h1>,
  })
  return rootRoute.addChildren({
    localeRoute: localeRoute.addChildren({ ...errorRoutesFragment.routes, homeRoute, aboutRoute, ...extra }),
  })
}
