import { msg } from '@lingui/core/macro'
import { screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireVertical } from '@rihla/core/routing'
import type * as HomeScreen from './screens/HotelsHome'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/HotelsHome')

/** `/best-hotels-in-saudi-arabia`: the hotels home ('vertical' middleware). */
export const hotelsHomeRoute = screenRoute(() => localeRoute, 'best-hotels-in-saudi-arabia', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  title: msg`Hotels in Saudi Arabia`,
  description: msg`Compare hotels in Makkah, Madinah and across the Kingdom, and book in a few steps, in Arabic or English.`,
  image: 'hotel',
  beforeLoad: (context) => requireVertical(context, 'hotel'),
})

// The steps after a room is chosen go under one `bookingStepsRoute('_hotelSteps', 'hotel')` from
// '@rihla/booking-flow/steps', each a `screenRoute` of it, as flights do.
