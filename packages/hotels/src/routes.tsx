import { msg } from '@lingui/core/macro'
import { screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { hotelResultsSearch } from './search'
import type * as SearchScreens from './screens/hotelScreens'
import type * as DetailScreen from './screens/detailScreen'

// One import per chunk, written once and shared by the routes it serves.
const searchScreens = (): Promise<typeof SearchScreens> => import('./screens/hotelScreens')
const detailScreen = (): Promise<typeof DetailScreen> => import('./screens/detailScreen')

/** `/best-hotels-in-saudi-arabia`: the hotels home ('vertical' middleware). */
export const hotelsHomeRoute = screenRoute(() => localeRoute, 'best-hotels-in-saudi-arabia', {
  chunk: searchScreens,
  screen: (m) => m.hotelsHomeRoute,
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
    searchScreens().then(({ loadHotelResults }) => loadHotelResults(context, deps)),
}).lazy(() => searchScreens().then((m) => m.hotelResultsRoute))

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

// The steps after a room is chosen go under one `bookingStepsRoute('_hotelSteps', 'hotel')` from
// '@rihla/booking-flow/steps', each a `screenRoute` of it, as flights do.
