import type { ReactNode } from 'react'
import { createRoute, useLocation } from '@tanstack/react-router'
import { searchInteger } from './searchParams'
import { coreCatalog } from '../catalog'
import { ErrorPage } from '../errors/ErrorPage'
import type { RouteFragment } from './fragment'
import { localeRoute } from './localeRoute'

/** `/error?status=…`: an HTTP error status; anything else shows as 500. */
const errorSearch = (search: Record<string, unknown>) => ({ status: searchInteger(search.status, 400, 599) })

const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '404',
  staticData: { layout: 'error' },
  component: () => <ErrorPage status={404} />,
})

const serverErrorRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '500',
  staticData: { layout: 'error' },
  component: () => <ErrorPage status={500} />,
})

const errorRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'error',
  staticData: { layout: 'error' },
  validateSearch: errorSearch,
  component: ErrorRouteComponent,
})

function ErrorRouteComponent(): ReactNode {
  // Parsed here rather than through the route's own hook, whose type would refer back to this component.
  const { status } = errorSearch(useLocation().search as Record<string, unknown>)
  return <ErrorPage status={status ?? 500} />
}

/** /404, /500 and /error?status=: addresses a server or another page can send a visitor to. */
export const errorRoutesFragment = {
  name: 'errors',
  routes: { notFoundRoute, serverErrorRoute, errorRoute },
  slugs: {},
  catalog: coreCatalog,
} satisfies RouteFragment
