// The booking with its e-tickets as a chunk of its own: it opens from the payment page and My Bookings.
import type { ScreenContext } from '@rihla/booking-flow/steps'
import { userAtom } from '@rihla/core'
import { eventsQueries } from '../queries'

export { Route } from './EventBookingDetail'

/** The booking, for the signed-in traveller; not found or failed is the route's error component's to show. */
export async function load(context: ScreenContext, params: { uuid: string }) {
  if (!context.store.get(userAtom)) return
  await context.queryClient.ensureQueryData(eventsQueries.booking(context.api, context.locale, params.uuid))
}
