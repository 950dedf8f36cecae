import type { RouteFragment } from '@rihla/core/routing'
import { widgetCatalog } from '../catalog'
import { widgetHomeRoute } from './routes'

/** The widget's own pages: its home. */
export const widgetShellFragment = {
  name: 'widget-shell',
  routes: { widgetHomeRoute },
  slugs: {},
  catalog: widgetCatalog,
} satisfies RouteFragment
