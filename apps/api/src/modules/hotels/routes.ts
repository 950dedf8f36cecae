import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireUnpaidBookings } from '../../jobs/expiry'
import { announceBooking } from '../payments/settlement'
import { cancelHotelBooking } from './service'

export function registerHotelRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents } = deps
  // The hotel API is a partner surface: the partner token admits the caller, and the traveller is the
  // owner of the session whose api_token is in the query (SPEC.md §7), never anyone the partner names.
  register(
    endpoints.hotelCancel,
    async (c, { query }) => {
      const userId = c.get('traveller').id
      const booking = await cancelHotelBooking(db, { userId, uuid: query.UUID }, c.get('locale'))
      announceBooking(userEvents, userId, booking.uuid, booking.status)
      // A cancelled booking's rooms go back on sale and its open payment attempts end now, not at the next job run.
      await expireUnpaidBookings(deps, new Date(), { userId })
      return { booking }
    },
    { apiToken: true },
  )
}
