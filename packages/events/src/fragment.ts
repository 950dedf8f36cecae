// The route fragment alone: apps import it from `@rihla/events/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { eventsCatalog, eventsLandingCatalog } from './catalog'
import {
  attendeesRoute,
  eventBookingDetailRoute,
  eventCategoryRoute,
  eventDetailRoute,
  eventReviewRoute,
  eventStepsRoute,
  eventsHomeRoute,
  selectPassRoute,
} from './routes'

/**
 * Events: the home (named route `event`), a category, an event's detail, the pass selection, the
 * booking steps and the booking with its e-tickets.
 */
export const eventsFragment = {
  name: 'events',
  vertical: 'event',
  routes: {
    eventsHomeRoute,
    eventDetailRoute,
    eventCategoryRoute,
    selectPassRoute,
    eventStepsRoute: eventStepsRoute.addChildren({ attendeesRoute, eventReviewRoute }),
    eventBookingDetailRoute,
  },
  slugs: {},
  catalog: eventsCatalog,
  landing: { routes: [eventsHomeRoute, eventDetailRoute], catalog: eventsLandingCatalog },
} satisfies RouteFragment
