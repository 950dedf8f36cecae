import { msg } from '@lingui/core/macro'
import { localeRoute, pageTitle, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { flightResultsSearch, isCodesSegment } from './search'
import type * as SearchScreens from './screens/flightScreens'
import type * as FlowScreens from './screens/flowScreens'
import type * as BookingDetailScreen from './screens/bookingDetailScreen'
import type * as AirlineScreen from './screens/airlineScreen'

// One import per chunk, each written once: every dynamic import in the first page carries its own
// preload list, so the routes share these rather than repeating them.
const searchScreens = (): Promise<typeof SearchScreens> => import('./screens/flightScreens')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const bookingDetailScreen = (): Promise<typeof BookingDetailScreen> => import('./screens/bookingDetailScreen')
const airlineScreen = (): Promise<typeof AirlineScreen> => import('./screens/airlineScreen')

/** `/cheap-flights-in-saudi-arabia`: the flights home (named route `airline`, 'vertical' middleware). */
export const flightsHomeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'cheap-flights-in-saudi-arabia',
  beforeLoad: ({ context }) => requireVertical(context, 'airline'),
  // The loaders' code (and the queries they start) loads with the navigation, not with the first page.
  loader: ({ context }) => searchScreens().then(({ loadFlightsHome }) => loadFlightsHome(context)),
  head: ({ match }) =>
    pageTitle(match.context.i18n._(msg`Cheap flights in Saudi Arabia`), match.context.locale),
}).lazy(() => searchScreens().then((m) => m.flightsHomeRoute))

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
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Flight results`), match.context.locale),
}).lazy(() => searchScreens().then((m) => m.flightResultsRoute))

/** `/flights/itinerary-details/{RefID}/{ItineraryRefID}`: one itinerary and its fares, open to visitors. */
export const itineraryDetailsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/itinerary-details/$refId/$itineraryRefId',
  beforeLoad: ({ context }) => requireVertical(context, 'airline'),
  loader: ({ context, params }) => flowScreens().then((m) => m.loadItineraryDetails(context, params)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Flight details`), match.context.locale),
}).lazy(() => flowScreens().then((m) => m.itineraryDetailsRoute))

// The steps after the fare is chosen book for the signed-in traveller (reserve carries their api_token),
// so they ask for sign-in first and come back to the same step afterwards.

/** `/flights/passenger-details/{RefID}`: one form per passenger and the contact details. */
export const passengerDetailsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/passenger-details/$refId',
  beforeLoad: ({ context, location }) => {
    requireVertical(context, 'airline')
    return requireAuth(context, location)
  },
  loader: ({ context, params }) => flowScreens().then((m) => m.loadPassengerDetails(context, params)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Passenger details`), match.context.locale),
}).lazy(() => flowScreens().then((m) => m.passengerDetailsRoute))

/** `/flights/addons/{RefID}`: baggage, seats, meals and upgrade. */
export const addonsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/addons/$refId',
  beforeLoad: ({ context, location }) => {
    requireVertical(context, 'airline')
    return requireAuth(context, location)
  },
  loader: ({ context, params }) => flowScreens().then((m) => m.loadAddons(context, params)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Add-ons`), match.context.locale),
}).lazy(() => flowScreens().then((m) => m.addonsRoute))

/** `/flights/review-booking/{RefID}`: the price summary, a requote, then the reservation and payment. */
export const reviewBookingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/review-booking/$refId',
  beforeLoad: ({ context, location }) => {
    requireVertical(context, 'airline')
    return requireAuth(context, location)
  },
  loader: ({ context, params }) => flowScreens().then((m) => m.loadReviewBooking(context, params)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Review your booking`), match.context.locale),
}).lazy(() => flowScreens().then((m) => m.reviewBookingRoute))

/** `/flights/booking-detail/{uuid}`: one of the traveller's flight bookings. */
export const flightBookingDetailRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/booking-detail/$uuid',
  beforeLoad: ({ context, location }) => requireAuth(context, location),
  loader: ({ context, params }) => bookingDetailScreen().then((m) => m.load(context, params)),
  head: ({ match }) => pageTitle(match.context.i18n._(msg`Flight booking`), match.context.locale),
}).lazy(() => bookingDetailScreen().then((m) => m.Route))

/** `/flights/{pageSlug}`: an airline's information page. */
export const airlinePageRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'flights/$pageSlug',
  beforeLoad: ({ context }) => requireVertical(context, 'airline'),
  loader: ({ context, params }) => airlineScreen().then((m) => m.load(context, params)),
  head: ({ match, loaderData }) => {
    const airline = loaderData?.airlineName
    const title = airline ? msg`${airline}: flights, fares and baggage` : msg`Airline information`
    return pageTitle(match.context.i18n._(title), match.context.locale)
  },
}).lazy(() => airlineScreen().then((m) => m.Route))
