// The route fragment alone: apps import it from `@rihla/train/fragment`.
import type { RouteFragment } from '@rihla/core/routing'
import { trainCatalog, trainLandingCatalog } from './catalog'
import {
  itineraryDetailRoute,
  passengerDetailsRoute,
  resumeBookingDetailRoute,
  resumePassengerDetailsRoute,
  resumePaymentRoute,
  resumeReviewRoute,
  resumeSeatSelectionRoute,
  seatSelectionRoute,
  trainBookingDetailRoute,
  trainHomeRoute,
  trainResultsRoute,
  trainReviewRoute,
  trainSearchResultsRoute,
  trainSearchRoute,
  trainStepsRoute,
} from './routes'

/**
 * Trains: the home (named route `train`), results, the booking steps (seats, passengers, review), the
 * booking with its tickets, the itinerary, and the parameterless routes that resume a booking.
 */
export const trainFragment = {
  name: 'train',
  vertical: 'train',
  routes: {
    trainHomeRoute,
    trainSearchRoute,
    trainResultsRoute,
    trainSearchResultsRoute,
    trainStepsRoute: trainStepsRoute.addChildren({
      seatSelectionRoute,
      passengerDetailsRoute,
      trainReviewRoute,
    }),
    trainBookingDetailRoute,
    itineraryDetailRoute,
    resumeSeatSelectionRoute,
    resumePassengerDetailsRoute,
    resumeReviewRoute,
    resumeBookingDetailRoute,
    resumePaymentRoute,
  },
  slugs: {},
  catalog: trainCatalog,
  landing: { routes: [trainHomeRoute, trainSearchRoute], catalog: trainLandingCatalog },
} satisfies RouteFragment
