import { msg } from '@lingui/core/macro'
import { screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireVertical } from '@rihla/core/routing'
import type * as HomeScreen from './screens/HotelsHome'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/HotelsHome')

/** `/hotels`: the hotel home ('vertical' middleware). */
export const hotelsHomeRoute = screenRoute(() => localeRoute, 'hotels', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  title: msg`Hotels in Saudi Arabia`,
  beforeLoad: (context) => requireVertical(context, 'hotel'),
})

// The steps after an offer is chosen go under one `bookingStepsRoute('hotelsSteps',
// 'hotel')` from '@rihla/booking-flow/steps', each a `screenRoute` of it: the layout carries
// the vertical and sign-in middleware and renders the session-expiry prompt once.
