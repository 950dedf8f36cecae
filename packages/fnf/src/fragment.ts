// The route fragment alone: apps import it from `@rihla/fnf/fragment`, so the package's other
// public parts load with the screens that use them, not with the first page.
import type { RouteFragment } from '@rihla/core/routing'
import { fnfCatalog } from './catalog'
import { fnfEditRoute, fnfListRoute } from './routes'

export const fnfFragment = {
  name: 'fnf',
  routes: { fnfListRoute, fnfEditRoute },
  slugs: {},
  catalog: fnfCatalog,
} satisfies RouteFragment
