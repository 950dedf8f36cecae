import { msg } from '@lingui/core/macro'
import { bookingStepsRoute, screenRoute } from '@rihla/booking-flow/steps'
import { localeRoute, requireAuth, requireVertical } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { trainResultsSearch } from './search'
import type * as HomeScreen from './screens/homeScreen'
import type * as ResultsScreen from './screens/resultsScreen'
import type * as FlowScreens from './screens/flowScreens'
import type * as DetailScreen from './screens/detailScreen'
import type * as ResumeScreen from './screens/resumeScreen'

// One import per chunk, written once and shared by the routes it serves.
const homeScreen = (): Promise<typeof HomeScreen> => import('./screens/homeScreen')
const resultsScreen = (): Promise<typeof ResultsScreen> => import('./screens/resultsScreen')
const flowScreens = (): Promise<typeof FlowScreens> => import('./screens/flowScreens')
const detailScreen = (): Promise<typeof DetailScreen> => import('./screens/detailScreen')
const resumeScreen = (): Promise<typeof ResumeScreen> => import('./screens/resumeScreen')

const home = {
  chunk: homeScreen,
  load: (m: typeof HomeScreen) => m.loadTrainHome,
  title: msg`Trains in Saudi Arabia`,
  description: msg`Book the Haramain high-speed train and SAR's East and North lines: choose your seats in the coach and get your tickets with QR codes.`,
  image: 'train',
  beforeLoad: (context: Parameters<typeof requireVertical>[0]) => requireVertical(context, 'train'),
} as const

/** `/train`: the train home ('vertical' middleware). */
export const trainHomeRoute = screenRoute(() => localeRoute, 'train', { ...home, screen: (m) => m.homeRoute })

/** `/train/search`: the same home, the named route `train`. */
export const trainSearchRoute = screenRoute(() => localeRoute, 'train/search', {
  ...home,
  screen: (m) => m.searchRoute,
})

/** `/train/{fromCity}-to-{toCity}`: the day's trains, the whole search in the query so a link can be shared. */
export const trainResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'train/$route',
  validateSearch: trainResultsSearch,
  beforeLoad: ({ context }) => requireVertical(context, 'train'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    resultsScreen().then(({ loadTrainResults }) => loadTrainResults(context, deps)),
}).lazy(() => resultsScreen().then((m) => m.resultsRoute))

/**
 * `/train/search-results`: the results of the search in its query, else the traveller's last results
 * in this tab, else the search. Kept in the browser, where the last results are known.
 */
export const trainSearchResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'train/search-results',
  ssr: false,
  validateSearch: trainResultsSearch,
  beforeLoad: ({ context }) => requireVertical(context, 'train'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    resultsScreen().then(({ loadSearchResults }) => loadSearchResults(context, deps)),
}).lazy(() => resultsScreen().then((m) => m.searchResultsRoute))

/** The steps after a train and class are chosen, for the signed-in traveller. */
export const trainStepsRoute = bookingStepsRoute('_trainSteps', 'train').lazy(() =>
  flowScreens().then((m) => m.trainStepsRoute),
)

/** `/train/seat-selection/{RefID}`: the coaches of the chosen class and their seats, one per seated traveller. */
export const seatSelectionRoute = screenRoute(() => trainStepsRoute, 'train/seat-selection/$refId', {
  chunk: flowScreens,
  screen: (m) => m.seatSelectionRoute,
  title: msg`Choose your seats`,
})

/** `/train/passenger-details/{RefID}`: each traveller and the contact details. */
export const passengerDetailsRoute = screenRoute(() => trainStepsRoute, 'train/passenger-details/$refId', {
  chunk: flowScreens,
  screen: (m) => m.passengerDetailsRoute,
  title: msg`Passenger details`,
})

/** `/train/review-booking/{RefID}`: the train, seats, travellers and price, then the reservation and payment. */
export const trainReviewRoute = screenRoute(() => trainStepsRoute, 'train/review-booking/$refId', {
  chunk: flowScreens,
  screen: (m) => m.trainReviewRoute,
  title: msg`Review your booking`,
})

/** `/train/booking-detail/{uuid}`: one of the traveller's train bookings and its tickets. */
export const trainBookingDetailRoute = screenRoute(() => localeRoute, 'train/booking-detail/$uuid', {
  chunk: detailScreen,
  screen: (m) => m.bookingDetailRoute,
  load: (m) => m.loadBooking,
  title: msg`Train booking`,
  signedIn: true,
  beforeLoad: (context, location) => requireAuth(context, location),
})

/** `/train/itinerary-detail`: the chosen train's stops and times, from the traveller's current journey. */
export const itineraryDetailRoute = screenRoute(() => localeRoute, 'train/itinerary-detail', {
  chunk: detailScreen,
  screen: (m) => m.itineraryDetailRoute,
  load: (m) => m.loadItinerary,
  title: msg`Train itinerary`,
  signedIn: true,
  beforeLoad: (context) => requireVertical(context, 'train'),
})

const resume = (path: string, step: ResumeScreen.ResumableStep) =>
  screenRoute(() => localeRoute, path, {
    chunk: resumeScreen,
    screen: (m) => m.routeOf(step),
    load: (m) => m.resume(step),
    title: msg`Trains in Saudi Arabia`,
    // The traveller's journey is kept in this tab: only the browser knows where to resume.
    signedIn: true,
    beforeLoad: (context) => requireVertical(context, 'train'),
  })

/** The parameterless steps (SPEC.md §2): each resumes the current booking, else goes back towards the search. */
export const resumeSeatSelectionRoute = resume('train/seat-selection', 'seat-selection')
export const resumePassengerDetailsRoute = resume('train/passenger-details', 'passenger-details')
export const resumeReviewRoute = resume('train/review-booking', 'review-booking')
export const resumeBookingDetailRoute = resume('train/booking-detail', 'booking-detail')
export const resumePaymentRoute = resume('train/payment', 'payment')
