import type { User } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { supportAgents } from '../db/schema'
import { consumerOf, daysFromToday, okBody } from '../testing/consumer'
import { newTraveller, saudiPassenger } from '../testing/flightTravellers'
import { partnerAuthorization } from '../testing/partner'
import type { RequestOptions, TestServer } from '../testing/testServer'

/**
 * Real bookings of every vertical made through the API as the site and partners make them, for the
 * security matrix: each answers the booking as its reservation endpoint returned it and the total the
 * server quoted before it. `extra` fields go into the reservation's body (a client's forged ones).
 */
export function bookingMakers(server: TestServer) {
  const consumer = consumerOf(() => server)
  const contact = { email: 'nora@example.com', phone: '+966 55 123 4567' }
  let partner: string | undefined
  const air = async (path: string, options: RequestOptions = {}) => {
    partner ??= await partnerAuthorization(server)
    return server.request(path, { ...options, headers: { authorization: partner } })
  }
  const created = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer
    if (status !== 201) throw new Error(`Reservation refused: ${status} ${JSON.stringify(body)}`)
    return body
  }

  return {
    async bus(user: User, extra: Record<string, unknown> = {}) {
      const date = daysFromToday(12)
      const found = await okBody(
        consumer('/REST/API/bus_times', { from: 'riyadh', to: 'dammam', date, adults: 1 }),
        endpoints.busTimes.response,
      )
      const departureId = found.departures.find((departure) => departure.class === 'standard')!.id
      const fares = await okBody(
        consumer('/REST/API/getFlexiFares', { refId: found.refId, departureId }),
        endpoints.busFlexiFares.response,
      )
      const body = await created(
        consumer(
          '/api/v2/buses/saveOrders',
          {
            refId: found.refId,
            departureId,
            fareFamily: 'regular',
            passengers: [saudiPassenger('adult', 'Nora', date)],
            contact,
            ...extra,
          },
          { user },
        ),
      )
      const quoted = fares.fares.find((fare) => fare.id === 'regular')!.price.total
      return { booking: endpoints.busSaveOrders.response.parse(body).booking, quoted }
    },

    async train(user: User, extra: Record<string, unknown> = {}) {
      const date = daysFromToday(10)
      const found = await okBody(
        consumer('/api/v2/railways/search', { from: 'HHR-MAK', to: 'HHR-MED', date, adults: 1 }),
        endpoints.railwaysSearch.response,
      )
      const train = found.trains[3]!
      await consumer('/api/v2/railways/seatmap', { refId: found.refId, trainId: train.id, class: 'economy' })
      const body = await created(
        consumer(
          '/api/v2/railways/reservation',
          { refId: found.refId, passengers: [saudiPassenger('adult', 'Faisal', date)], contact, ...extra },
          { user },
        ),
      )
      const quoted = train.classes.find((offer) => offer.class === 'economy')!.price.total
      return { booking: endpoints.railwaysReservation.response.parse(body).booking, quoted }
    },

    async event(user: User, extra: Record<string, unknown> = {}) {
      const quote = await okBody(
        consumer('/api/v2/events/quote', {
          eventId: 'riyadh-season',
          showId: 'riyadh-season-2',
          lines: [{ passId: 'riyadh-season-2-general_admission', quantity: 1 }],
        }),
        endpoints.eventQuote.response,
      )
      const body = await created(
        consumer('/api/v2/events/reservation', { refId: quote.refId, contact, ...extra }, { user }),
      )
      return { booking: endpoints.eventReservation.response.parse(body).booking, quoted: quote.price.total }
    },

    async hotel(user: User, extra: Record<string, unknown> = {}) {
      const search = {
        destination: 'city:Makkah',
        checkIn: daysFromToday(30),
        checkOut: daysFromToday(32),
        rooms: [{ adults: 1 }],
      }
      const found = await okBody(
        air('/hotels/api/search', { json: { search } }),
        endpoints.hotelSearch.response,
      )
      const rooms = await okBody(
        air(`/hotels/api/single-itinerary?RefID=${found.refId}&ItineraryRefID=mak-aziziyah`),
        endpoints.hotelSingleItinerary.response,
      )
      const rate = rooms.rooms[0]!.rates[0]!
      const { quote } = await okBody(
        air('/hotels/api/quote', {
          json: { RefID: found.refId, ItineraryRefID: 'mak-aziziyah', rates: [rate.id] },
        }),
        endpoints.hotelQuote.response,
      )
      const guest = {
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Salem',
        lastName: 'Alharbi',
        nationality: 'SA',
        age: 40,
      }
      const body = await created(
        air('/hotels/api/reserve', {
          json: { RefID: found.refId, api_token: user.api_token, guests: [guest], contact, ...extra },
        }),
      )
      return { booking: endpoints.hotelReserve.response.parse(body).booking, quoted: quote.price.total }
    },

    async flight(user: User, extra: Record<string, unknown> = {}) {
      const date = daysFromToday(35)
      const search = {
        tripType: 'one_way',
        legs: [{ origin: 'RUH', destination: 'JED', date }],
        cabin: 'economy',
        adults: 1,
      }
      const found = await okBody(
        air('/air/api/search', { json: { search } }),
        endpoints.flightSearch.response,
      )
      const itinerary = found.itineraries[0]!
      const { quote } = await okBody(
        air('/air/api/quote', {
          json: { refId: found.refId, itineraryRefId: itinerary.id, fareId: itinerary.fares[0]!.id },
        }),
        endpoints.flightQuote.response,
      )
      const passenger = {
        ...saudiPassenger('adult', 'Faisal', date),
        passportNumber: 'P71234567',
        passportCountry: 'SA',
        passportIssueDate: daysFromToday(-400),
        passportExpiryDate: daysFromToday(1500),
      }
      const body = await created(
        air('/air/api/reserve', {
          json: { refId: found.refId, api_token: user.api_token, passengers: [passenger], contact, ...extra },
        }),
      )
      return { booking: endpoints.flightReserve.response.parse(body).booking, quoted: quote.price.total }
    },

    /** The partner API as the demo partner calls it. */
    air,
  }
}

/** A signed-up traveller who is also a support agent. */
export async function newAgent(server: TestServer) {
  const agent = await newTraveller(server)
  await server.db.insert(supportAgents).values({ userId: agent.id })
  return agent
}

/** Calls as a signed-in user (their access token), in English unless told. */
export const callerOf =
  (server: () => TestServer) =>
  (user: User, path: string, options: RequestOptions = {}) =>
    server().request(path, {
      ...options,
      headers: { 'app-version': '68', ...options.headers, authorization: `Bearer ${user.access_token}` },
    })

/** A saved traveller (fnf) as the site sends one: an adult with a National ID and a passport. */
export const savedTraveller = {
  nickname: 'Dad',
  prefix: 'Mr',
  gender: 'male',
  firstName: 'Omar',
  lastName: 'Al Ghamdi',
  nationality: 'SA',
  dateOfBirth: '1968-03-02',
  nationalId: '1023456781',
  passportNumber: 'P1234567',
  passportCountry: 'SA',
  passportIssueDate: '2021-06-01',
  passportExpiryDate: '2031-05-31',
}
