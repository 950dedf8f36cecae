import { createRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { coreCatalog } from '../catalog'
import { StatusErrorPage } from '../errors/ErrorPage'
import type { RouteFragment } from './fragment'
import { localeRoute } from './localeRoute'

const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '404',
  staticData: { layout: 'error' },
  component: () => <StatusErrorPage status={404} />,
})

const serverErrorRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '500',
  staticData: { layout: 'error' },
  component: () => <StatusErrorPage status={500} />,
})

const errorRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'error',
  staticData: { layout: 'error' },
  validateSearch: z.object({ status: z.coerce.number().int().min(400).max(599).catch(500).optional() }),
  component: function ErrorRouteComponent() {
    const { status } = errorRoute.useSearch()
    return <StatusErrorPage status={status ?? 500} />
  },
})

/** /404, /500 and /error?status=: addresses a server or another page can send a visitor to. */
export const errorRoutesFragment = {
  name: 'errors',
  routes: { notFoundRoute, serverErrorRoute, errorRoute },
  slugs: {},
  catalog: coreCatalog,
} satisfies RouteFragment
