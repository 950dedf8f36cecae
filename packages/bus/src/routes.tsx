import { msg } from '@lingui/core/macro'
import { bookingStepsRoute, screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { busResultsSearch, citiesOfSegment } from './search'
import type * as HomeScreen from './screens/homeScreen'
import type * as ResultsScreen from './screens/resultsScreen'
import type * as FlowScreens from './screens/flowScreens'
import type * as BookingScreen from './screens/bookingScreen'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/homeScreen')
const resultsScreen = (): Promise<typeof ResultsScreen> => import('./screens/resultsScreen')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const bookingScreen = (): Promise<typeof BookingScreen> => import('./screens/bookingScreen')

/** `/bus/search`: the bus home, named route `bus` ('vertical' middleware). */
export const busHomeRoute = screenRoute(() => localeRoute, 'bus/search', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  title: msg`Bus tickets in Saudi Arabia`,
  description: msg`Intercity coaches between Saudi cities: compare SAPTCO's fare families, choose your seats and book in Arabic or English.`,
  image: 'bus',
  beforeLoad: (context) => requireVertical(context, 'bus'),
})

/** `/bus/{fromCity}-to-{toCity}`: the day's departures, the day and travellers in the query. */
export const busResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'bus/$cities',
  // Page validation (SPEC.md §2): a path that names no two cities is not a results page; `false` makes
  // the matcher try the next candidate.
  params: {
    parse: (params): { cities: string } | false => (citiesOfSegment(params.cities) ? params : false),
  },
  validateSearch: busResultsSearch,
  beforeLoad: ({ context }) => requireVertical(context, 'bus'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    resultsScreen().then(({ loadBusResults }) => loadBusResults(context, params.cities, deps)),
}).lazy(() => resultsScreen().then((m) => m.Route))

/** The steps after a fare family is chosen: the bus's, for the signed-in traveller. */
export const busStepsRoute = bookingStepsRoute('_busSteps', 'bus').lazy(() =>
  flowScreens().then((m) => m.busStepsRoute),
)

/** `/bus/seat-selection/{RefID}`: the coach's deck, a seat per seated traveller, family rows marked. */
export const busSeatsRoute = screenRoute(() => busStepsRoute, 'bus/seat-selection/$refId', {
  chunk: flowScreens,
  screen: (m) => m.seatSelectionRoute,
  title: msg`Choose your seats`,
})

/** `/bus/passenger-details/{RefID}`: one form per traveller and the contact details. */
export const busPassengersRoute = screenRoute(() => busStepsRoute, 'bus/passenger-details/$refId', {
  chunk: flowScreens,
  screen: (m) => m.passengerDetailsRoute,
  title: msg`Passenger details`,
})

/** `/bus/review-booking/{RefID}`: the trip, travellers and price, then the order and payment. */
export const busReviewRoute = screenRoute(() => busStepsRoute, 'bus/review-booking/$refId', {
  chunk: flowScreens,
  screen: (m) => m.reviewRoute,
  title: msg`Review your booking`,
})

/** `/bus/booking-detail/{uuid}`: one of the traveller's bus bookings, a ticket per traveller. */
export const busBookingDetailRoute = screenRoute(() => localeRoute, 'bus/booking-detail/$uuid', {
  chunk: bookingScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: msg`Bus booking`,
  signedIn: true,
  beforeLoad: (context, location) => requireAuth(context, location),
})
