import { msg } from '@lingui/core/macro'
import { bookingStepsRoute, screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { flightResultsSearch, isCodesSegment } from './search'
import type * as SearchScreens from './screens/flightScreens'
import type * as HomeScreen from './screens/homeScreen'
import type * as FlowScreens from './screens/flowScreens'
import type * as BookingDetailScreen from './screens/bookingDetailScreen'
import type * as AirlineScreen from './screens/airlineScreen'

// One import per chunk, each written once: every dynamic import in the first page carries its own
// preload list, so the routes share these rather than repeating them.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/homeScreen')
const searchScreens = (): Promise<typeof SearchScreens> => import('./screens/flightScreens')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const bookingDetailScreen = (): Promise<typeof BookingDetailScreen> => import('./screens/bookingDetailScreen')
const airlineScreen = (): Promise<typeof AirlineScreen> => import('./screens/airlineScreen')

/** `/cheap-flights-in-saudi-arabia`: the flights home (named route `airline`, 'vertical' middleware). */
export const flightsHomeRoute = screenRoute(() => localeRoute, 'cheap-flights-in-saudi-arabia', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  load: (m) => m.loadFlightsHome,
  title: msg`Cheap flights in Saudi Arabia`,
  description: msg`Compare fares across airlines on flights within and from Saudi Arabia, and book in a few steps, in Arabic or English.`,
  image: 'airline',
  beforeLoad: (context) => requireVertical(context, 'airline'),
})

/** `/flights/{fromCity}-to-{toCity}/{fromCode}-to-{toCode}`: search results, the search in the query. */
export const flightResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/$cities/$codes',
  // Page validation (SPEC.md §2): a path that names no airports is not a results page; `false` makes
  // the matcher try the next candidate, such as `/flights/payments/{uuid}` for a flight's payment.
  params: {
    parse: (params): { cities: string; codes: string } | false =>
      isCodesSegment(params.codes) && params.cities.includes('-to-') ? params : false,
  },
  validateSearch: flightResultsSearch,
  beforeLoad: ({ context }) => requireVertical(context, 'airline'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    searchScreens().then(({ loadFlightResults }) => loadFlightResults(context, params.codes, deps)),
  // Async so its code loads with the screens (already there once the loader ran), not with the first page.
  head: ({ match, params }) =>
    searchScreens().then(({ flightResultsHead }) =>
      flightResultsHead(match.context, match.pathname, params.codes, match.search),
    ),
}).lazy(() => searchScreens().then((m) => m.flightResultsRoute))

/** `/flights/itinerary-details/{RefID}/{ItineraryRefID}`: one itinerary and its fares, open to visitors. */
export const itineraryDetailsRoute = screenRoute(
  () => localeRoute,
  'flights/itinerary-details/$refId/$itineraryRefId',
  {
    chunk: flowScreens,
    screen: (m) => m.itineraryDetailsRoute,
    load: (m) => m.loadItineraryDetails,
    title: (context, params, m) => m?.itineraryDetailsTitle(context, params) ?? msg`Flight details`,
    description: msg`The flights, times, baggage and fares of one itinerary, ready to book.`,
    image: 'airline',
    beforeLoad: (context) => requireVertical(context, 'airline'),
  },
)

/** The steps after the fare is chosen: the airline's, for the signed-in traveller. */
export const flightStepsRoute = bookingStepsRoute('_flightSteps', 'airline').lazy(() =>
  flowScreens().then((m) => m.flightStepsRoute),
)

/** `/flights/passenger-details/{RefID}`: one form per passenger and the contact details. */
export const passengerDetailsRoute = screenRoute(() => flightStepsRoute, 'flights/passenger-details/$refId', {
  chunk: flowScreens,
  screen: (m) => m.passengerDetailsRoute,
  load: (m) => m.loadPassengerDetails,
  title: msg`Passenger details`,
})

/** `/flights/addons/{RefID}`: baggage, seats, meals and upgrade. */
export const addonsRoute = screenRoute(() => flightStepsRoute, 'flights/addons/$refId', {
  chunk: flowScreens,
  screen: (m) => m.addonsRoute,
  load: (m) => m.loadAddons,
  title: msg`Add-ons`,
})

/** `/flights/review-booking/{RefID}`: the price summary, a requote, then the reservation and payment. */
export const reviewBookingRoute = screenRoute(() => flightStepsRoute, 'flights/review-booking/$refId', {
  chunk: flowScreens,
  screen: (m) => m.reviewBookingRoute,
  load: (m) => m.loadReviewBooking,
  title: msg`Review your booking`,
})

/** `/flights/booking-detail/{uuid}`: one of the traveller's flight bookings. */
export const flightBookingDetailRoute = screenRoute(() => localeRoute, 'flights/booking-detail/$uuid', {
  chunk: bookingDetailScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: msg`Flight booking`,
  signedIn: true,
  beforeLoad: (context, location) => requireAuth(context, location),
})

/** `/flights/{pageSlug}`: an airline's information page. */
export const airlinePageRoute = screenRoute(() => localeRoute, 'flights/$pageSlug', {
  chunk: airlineScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: (context, params, m) => m?.title(context, params) ?? msg`Airline information`,
  description: (context, params, m) =>
    m?.description(context, params) ?? msg`An airline's fares, baggage allowances and change rules.`,
  image: 'airline',
  beforeLoad: (context) => requireVertical(context, 'airline'),
})
