import { msg } from '@lingui/core/macro'
import { screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireVertical } from '@rihla/core/routing'
import type * as HomeScreen from './screens/EventsHome'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/EventsHome')

/** `/events`: the event home ('vertical' middleware). */
export const eventsHomeRoute = screenRoute(() => localeRoute, 'events', {
  chunk: homeScreen,
  screen: (m) => m.Route,
  title: msg`Events in Saudi Arabia`,
  beforeLoad: (context) => requireVertical(context, 'event'),
})

// The steps after an offer is chosen go under one `bookingStepsRoute('eventsSteps',
// 'event')` from '@rihla/booking-flow/steps', each a `screenRoute` of it: the layout carries
// the vertical and sign-in middleware and renders the session-expiry prompt once.
