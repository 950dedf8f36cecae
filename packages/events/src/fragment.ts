// The route fragment alone: apps import it from `@rihla/events/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { eventsCatalog, eventsOwnCatalog } from './catalog'
import { eventsHomeRoute } from './routes'

/** Events in Saudi Arabia: the home of the `event` vertical; its screens join `routes`. */
export const eventsFragment = {
  name: 'events',
  vertical: 'event',
  routes: { eventsHomeRoute },
  slugs: {},
  catalog: eventsCatalog,
  landing: { routes: [eventsHomeRoute], catalog: eventsOwnCatalog },
} satisfies RouteFragment
