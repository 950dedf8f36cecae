import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { giveSampleBookings } from './samples'
import { cancelHotelBooking, getBooking, listBookings } from './service'

export function registerBookingRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.bookingsIndex, (c, { body }) =>
    listBookings(db, c.get('user').id, body, c.get('locale')),
  )
  register(endpoints.userBookingsAll, (c, { body }) =>
    listBookings(db, c.get('user').id, body, c.get('locale')),
  )
  register(endpoints.userBookingGet, async (c, { body }) => ({
    booking: await getBooking(db, c.get('user').id, body.uuid, c.get('locale')),
  }))
  // The hotel API is a partner surface: the partner token admits the caller, and the traveller is the
  // owner of the session whose api_token is in the query (SPEC.md §7), never anyone the partner names.
  register(endpoints.hotelCancel, async (c, { query }) => ({
    booking: await cancelHotelBooking(db, { apiToken: query.api_token, uuid: query.UUID }, c.get('locale')),
  }))
  register(endpoints.devBookings, (c) => giveSampleBookings(db, c.get('user').id))
}
