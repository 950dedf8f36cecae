import type { ReactNode } from 'react'
import { createRoute, useLocation } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { coreCatalog } from '../catalog'
import { ErrorPage } from '../errors/ErrorPage'
import type { RouteFragment } from './fragment'
import { localeRoute } from './localeRoute'

const errorSearchSchema = z.object({
  status: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(400), z.maximum(599)), 500)),
})

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
  validateSearch: (search: Record<string, unknown>) => errorSearchSchema.parse(search),
  component: ErrorRouteComponent,
})

function ErrorRouteComponent(): ReactNode {
  // Parsed here rather than through the route's own hook, whose type would refer back to this component.
  const { status } = errorSearchSchema.parse(useLocation().search)
  return <ErrorPage status={status ?? 500} />
}

/** /404, /500 and /error?status=: addresses a server or another page can send a visitor to. */
export const errorRoutesFragment = {
  name: 'errors',
  routes: { notFoundRoute, serverErrorRoute, errorRoute },
  slugs: {},
  catalog: coreCatalog,
} satisfies RouteFragment
