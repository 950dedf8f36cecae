import { endpoints } from '@rihla/api-contract/endpoints'
import { limitSearches } from '../../http/clientRateLimit'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { bookAndAnnounce } from '../payments/settlement'
import { quoteHotel, quotedHotel } from './quotes'
import { hotelBookingDetail, reserveHotel } from './reservation'
import { hotelSuggestions, searchHotels, singleItinerary } from './search'
import { cancelHotelBooking } from './service'

export function registerHotelRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents } = deps
  // A search prices every room of every hotel of a city for each night: it has its allowance too.
  const limitHotelSearches = limitSearches(deps, 'hotels')
  register(endpoints.hotelSuggestions, (c, { query }) => hotelSuggestions(db, query.query, c.get('locale')))
  register(endpoints.hotelSearch, (c, { body }) => searchHotels(db, body.search, c.get('locale')), {
    before: [limitHotelSearches],
  })
  register(endpoints.hotelSingleItinerary, (c, { query }) =>
    singleItinerary(db, query.RefID, query.ItineraryRefID, c.get('locale')),
  )
  register(endpoints.hotelQuote, async (c, { body }) => ({
    quote: await quoteHotel(db, body, c.get('locale')),
  }))
  register(endpoints.hotelQuoted, (c, { query }) => quotedHotel(db, query.RefID, c.get('locale')))
  // The hotel API is a partner surface: the partner token admits the caller, and the traveller is the
  // owner of the session whose api_token is in the request (SPEC.md §7), never anyone the partner names.
  register(
    endpoints.hotelReserve,
    (c, { body }) =>
      bookAndAnnounce(userEvents, c.get('traveller').id, (userId) =>
        reserveHotel(db, userId, body, c.get('locale')),
      ),
    { apiToken: true },
  )
  register(
    endpoints.hotelBookingDetail,
    (c, { query }) => {
      const userId = c.get('traveller').id
      // An unpaid booking past its window is shown expired, its rooms released, as My Bookings does.
      return expireThenRead({ db, userEvents }, userId, () =>
        hotelBookingDetail(db, userId, query.UUID, c.get('locale')),
      )
    },
    { apiToken: true },
  )
  register(
    endpoints.hotelCancel,
    async (c, { query }) => {
      const userId = c.get('traveller').id
      return { booking: await cancelHotelBooking(deps, { userId, uuid: query.UUID }, c.get('locale')) }
    },
    { apiToken: true },
  )
}
