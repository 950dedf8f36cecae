// The booking detail with its tickets, and the itinerary: the screens after the booking steps.
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { userAtom } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { redirect } from '@tanstack/react-router'
import { trainJourneyAtom } from '../draft'
import { trainQueries } from '../queries'

export { Route as bookingDetailRoute } from './TrainBookingDetail'
export { Route as itineraryDetailRoute } from './ItineraryDetail'

/** The booking, for the signed-in traveller; not found or failed is the route's error component's to show. */
export async function loadBooking(context: ScreenContext, params: { uuid: string }) {
  if (!context.store.get(userAtom)) return
  await context.queryClient.ensureQueryData(trainQueries.booking(context.api, context.locale, params.uuid))
}

/** Without a chosen train in this tab there is no itinerary to show: back to the search. */
export function loadItinerary(context: ScreenContext) {
  if (!context.store.get(trainJourneyAtom).train)
    throw redirect({ href: localePath('/train/search', context.locale) })
  return Promise.resolve()
}
