import { localeRoute } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'

/** The widget's home: the choice between the partner's verticals. */
export const widgetHomeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
}).lazy(() => import('./WidgetHome').then((m) => m.Route))
