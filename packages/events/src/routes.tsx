import { msg } from '@lingui/core/macro'
import { bookingStepsRoute, screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, pageHead, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { categorySearch } from './search'
import type * as HomeScreen from './screens/homeScreen'
import type * as CategoryScreen from './screens/categoryScreen'
import type * as DetailScreen from './screens/detailScreen'
import type * as FlowScreens from './screens/flowScreens'
import type * as BookingScreen from './screens/bookingScreen'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/homeScreen')
const categoryScreen = (): Promise<typeof CategoryScreen> => import('./screens/categoryScreen')
const detailScreen = (): Promise<typeof DetailScreen> => import('./screens/detailScreen')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const bookingScreen = (): Promise<typeof BookingScreen> => import('./screens/bookingScreen')

/** `/events-in-saudi-arabia`: the events home, named route `event` ('vertical' middleware). */
export const eventsHomeRoute = screenRoute(() => localeRoute, 'events-in-saudi-arabia', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: msg`Events in Saudi Arabia`,
  description: msg`Riyadh Season, MDLBEAST Soundstorm, the Saudi Arabian Grand Prix, AlUla and more: choose a date and your passes, and get your e-tickets in Arabic or English.`,
  image: 'event',
  beforeLoad: (context) => requireVertical(context, 'event'),
})

/** `/events/detail/{slug}`: one event, its dates, venue and passes, open to visitors. */
export const eventDetailRoute = screenRoute(() => localeRoute, 'events/detail/$slug', {
  chunk: detailScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: (context, params, m) => m?.title(context, params) ?? msg`Event details`,
  description: (context, params, m) =>
    m?.description(context, params) ?? msg`An event's dates, venue and passes, ready to book.`,
  image: 'event',
  beforeLoad: (context) => requireVertical(context, 'event'),
})

/** `/events/{slug}`: a category's events, its filters, sort and page in the query so a link can be shared. */
export const eventCategoryRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'events/$slug',
  validateSearch: categorySearch,
  beforeLoad: ({ context }) => requireVertical(context, 'event'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    categoryScreen().then(({ loadCategory }) => loadCategory(context, params.slug, deps)),
  head: ({ match, params }) => {
    const context = match.context
    const name = context.queryClient
      .getQueriesData<{ category: { id: string; name: string } }>({
        queryKey: ['events', 'list', context.locale],
      })
      .map(([, data]) => data?.category)
      .find((category) => category?.id === params.slug)?.name
    return pageHead(context, {
      title: context.i18n._(name ? msg`${name}: events in Saudi Arabia` : msg`Events in Saudi Arabia`),
      image: 'event',
    })
  },
}).lazy(() => categoryScreen().then((m) => m.Route))

/** `/events/{id}/select-pass`: a show, then how many of each pass; open to visitors until they book. */
export const selectPassRoute = screenRoute(() => localeRoute, 'events/$id/select-pass', {
  chunk: flowScreens,
  screen: (m) => m.selectPassRoute,
  load: (m) => m.loadShows,
  title: msg`Choose your passes`,
  beforeLoad: (context) => requireVertical(context, 'event'),
})

/** The steps after the passes are quoted: the event's, for the signed-in traveller. */
export const eventStepsRoute = bookingStepsRoute('_eventSteps', 'event').lazy(() =>
  flowScreens().then((m) => m.eventStepsRoute),
)

/** `/events/{id}/passenger-details`: an attendee per ticket where tickets carry names, and the contact details. */
export const attendeesRoute = screenRoute(() => eventStepsRoute, 'events/$id/passenger-details', {
  chunk: flowScreens,
  screen: (m) => m.attendeesRoute,
  load: (m) => m.loadQuoted,
  title: msg`Attendee details`,
})

/** `/events/{id}/review-booking`: the show, passes, attendees and price, then the reservation and payment. */
export const eventReviewRoute = screenRoute(() => eventStepsRoute, 'events/$id/review-booking', {
  chunk: flowScreens,
  screen: (m) => m.reviewRoute,
  load: (m) => m.loadQuoted,
  title: msg`Review your booking`,
})

/** `/event/booking-detail/{uuid}`: one of the traveller's event bookings, an e-ticket per ticket. */
export const eventBookingDetailRoute = screenRoute(() => localeRoute, 'event/booking-detail/$uuid', {
  chunk: bookingScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: msg`Event booking`,
  signedIn: true,
  beforeLoad: (context, location) => requireAuth(context, location),
})
