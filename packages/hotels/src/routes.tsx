import { msg } from '@lingui/core/macro'
import { bookingStepsRoute, screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { hotelResultsSearch } from './search'
import type * as HomeScreen from './screens/homeScreen'
import type * as ResultsScreen from './screens/resultsScreen'
import type * as DetailScreen from './screens/detailScreen'
import type * as FlowScreens from './screens/flowScreens'
import type * as VoucherScreen from './screens/voucherScreen'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/homeScreen')
const resultsScreen = (): Promise<typeof ResultsScreen> => import('./screens/resultsScreen')
const detailScreen = (): Promise<typeof DetailScreen> => import('./screens/detailScreen')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const voucherScreen = (): Promise<typeof VoucherScreen> => import('./screens/voucherScreen')

/** `/best-hotels-in-saudi-arabia`: the hotels home ('vertical' middleware). */
export const hotelsHomeRoute = screenRoute(() => localeRoute, 'best-hotels-in-saudi-arabia', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  title: msg`Hotels in Saudi Arabia`,
  description: msg`Compare hotels in Makkah, Madinah and across the Kingdom, and book in a few steps, in Arabic or English.`,
  image: 'hotel',
  beforeLoad: (context) => requireVertical(context, 'hotel'),
})

/** `/hotels/{place}`: search results, the whole search in the query so a link can be shared. */
export const hotelResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'hotels/$place',
  validateSearch: hotelResultsSearch,
  beforeLoad: ({ context }) => requireVertical(context, 'hotel'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    resultsScreen().then(({ loadHotelResults }) => loadHotelResults(context, deps)),
  // Async so its code loads with the screen (already there once the loader ran), not with the first page.
  head: ({ match }) =>
    resultsScreen().then(({ hotelResultsHead }) =>
      hotelResultsHead(match.context, match.pathname, match.search),
    ),
}).lazy(() => resultsScreen().then((m) => m.Route))

/** `/hotels/detail/{RefID}/{ItineraryRefID}`: one hotel of a search, its rooms and rates, open to visitors. */
export const hotelDetailRoute = screenRoute(() => localeRoute, 'hotels/detail/$refId/$itineraryRefId', {
  chunk: detailScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: (context, params, m) => m?.title(context, params) ?? msg`Hotel details`,
  description: msg`A hotel's rooms, rates, amenities and policies for your stay, ready to book.`,
  image: 'hotel',
  beforeLoad: (context) => requireVertical(context, 'hotel'),
})

/** The steps after a rate is chosen: the hotel's, for the signed-in traveller. */
export const hotelStepsRoute = bookingStepsRoute('_hotelSteps', 'hotel').lazy(() =>
  flowScreens().then((m) => m.hotelStepsRoute),
)

/** `/hotels/passenger-details/{RefID}`: one lead guest per room and the contact details. */
export const guestDetailsRoute = screenRoute(() => hotelStepsRoute, 'hotels/passenger-details/$refId', {
  chunk: flowScreens,
  screen: (m) => m.guestDetailsRoute,
  load: (m) => m.loadQuoted,
  title: msg`Guest details`,
})

/** `/hotels/review-booking/{RefID}`: the stay, guests and price, then the reservation and payment. */
export const hotelReviewRoute = screenRoute(() => hotelStepsRoute, 'hotels/review-booking/$refId', {
  chunk: flowScreens,
  screen: (m) => m.hotelReviewRoute,
  load: (m) => m.loadQuoted,
  title: msg`Review your booking`,
})

/** `/hotel/booking-detail/{uuid}`: one of the traveller's hotel bookings, its voucher and its cancellation. */
export const hotelBookingDetailRoute = screenRoute(() => localeRoute, 'hotel/booking-detail/$uuid', {
  chunk: voucherScreen,
  screen: (m) => m.Route,
  load: (m) => m.load,
  title: msg`Hotel booking`,
  signedIn: true,
  beforeLoad: (context, location) => requireAuth(context, location),
})
