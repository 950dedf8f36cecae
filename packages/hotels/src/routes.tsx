import { msg } from '@lingui/core/macro'
import { screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { hotelResultsSearch } from './search'
import type * as SearchScreens from './screens/hotelScreens'

// One import per chunk, written once and shared by the routes it serves.
const searchScreens = (): Promise<typeof SearchScreens> => import('./screens/hotelScreens')

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

// The steps after a room is chosen go under one `bookingStepsRoute('_hotelSteps', 'hotel')` from
// '@rihla/booking-flow/steps', each a `screenRoute` of it, as flights do.
