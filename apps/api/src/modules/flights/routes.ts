import { endpoints } from '@rihla/api-contract/endpoints'
import { limitSearches } from '../../http/clientRateLimit'
import type { AppDeps } from '../../http/env'
import { JsonText } from '../../http/registrar'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { bookAndAnnounce } from '../payments/settlement'
import { airlinePage, listAirlines } from './airlines'
import { getAirport, homeAirports, listAlliances, popularAirports, searchAirports } from './airports'
import { baggage, meals, specialServices } from './extras'
import { quoteFare, requote, sessionQuote } from './quotes'
import { flightBookingDetail, reserve } from './reservation'
import {
  calendarFares,
  checkSearch,
  contentProviders,
  getFares,
  searchFlights,
  searchFlightsJson,
  sessionItinerary,
} from './search'
import { holdSeat, seatmap } from './seats'

export function registerFlightRoutes(
  register: Register,
  { db, config, userEvents, itineraryThread, rateLimits }: AppDeps,
) {
  // A search builds hundreds of itineraries: its allowance is per client address and per partner.
  const limitFlightSearches = limitSearches({ config, rateLimits }, 'flights')
  register(endpoints.airportsHome, async (c) => ({ airports: await homeAirports(db, c.get('locale')) }))
  register(endpoints.airportsPopular, async (c) => ({ airports: await popularAirports(db, c.get('locale')) }))
  register(endpoints.airportsSearch, async (c, { query }) => ({
    airports: await searchAirports(db, query.query, c.get('locale')),
  }))
  register(endpoints.airportGet, async (c, { query }) => ({
    airport: await getAirport(db, query.iata, c.get('locale')),
  }))
  register(endpoints.alliances, async (c) => ({ alliances: await listAlliances(db, c.get('locale')) }))
  register(endpoints.airlines, async (c) => ({ airlines: await listAirlines(db, c.get('locale')) }))
  register(endpoints.airlinePage, async (c, { query }) => ({
    airline: await airlinePage(db, query.slug, c.get('locale')),
  }))
  register(endpoints.calendarFares, (_c, { query }) => calendarFares(db, query))
  register(endpoints.contentProviders, async (_c, { body }) => {
    await checkSearch(db, body)
    return { providers: contentProviders() }
  })
  register(
    endpoints.flightSearch,
    async (c, { body }) =>
      itineraryThread
        ? new JsonText(await searchFlightsJson(db, body, c.get('locale'), itineraryThread))
        : searchFlights(db, body, c.get('locale')),
    { before: [limitFlightSearches] },
  )
  register(endpoints.getFares, (c, { body }) =>
    getFares(db, body.refId, body.itineraryRefId, c.get('locale')),
  )
  register(endpoints.flightQuote, async (c, { body }) => ({
    quote: await quoteFare(db, body, c.get('locale')),
  }))
  register(endpoints.flightRequote, (c, { body }) => requote(db, body.refId, c.get('locale')))
  register(endpoints.sessionItinerary, (c, { query }) =>
    sessionItinerary(db, query.refid, query.itinerary_refid, c.get('locale')),
  )
  register(endpoints.sessionQuote, (c, { query }) =>
    sessionQuote(db, query.refid, query.refresh, c.get('locale')),
  )
  register(endpoints.flightBaggage, (c, { query }) => baggage(db, query.refid, c.get('locale')))
  register(endpoints.flightMeals, (c, { query }) => meals(db, query.refid, c.get('locale')))
  register(endpoints.flightSsr, (c, { query }) => specialServices(db, query.refid, c.get('locale')))
  register(endpoints.flightSeatmap, (c, { query }) =>
    seatmap(db, query.refid, query.segment, c.get('locale')),
  )
  register(endpoints.flightSeatHold, (c, { body }) => holdSeat(db, body, c.get('locale')))
  register(
    endpoints.flightReserve,
    // My Bookings updates live, as it does for every new booking.
    (c, { body }) =>
      bookAndAnnounce(userEvents, c.get('traveller').id, (userId) =>
        reserve(db, userId, body, c.get('locale')),
      ),
    { apiToken: true },
  )
  register(
    endpoints.flightBookingDetail,
    async (c, { query }) => {
      const userId = c.get('traveller').id
      // An unpaid booking past its window is shown expired, its seats released, as My Bookings does.
      return expireThenRead({ db, userEvents }, userId, () =>
        flightBookingDetail(db, userId, query.uuid, c.get('locale')),
      )
    },
    { apiToken: true },
  )
}
