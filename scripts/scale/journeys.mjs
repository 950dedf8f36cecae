// One traveller's trip through each vertical, as the API tests walk it: search, hold or quote, reserve.
// Paying is the same for every vertical (payment.mjs). Every call goes through `call`, which times it
// and records its answer's status, so the report sees each step's latency and every error by kind.
import { saudiDate } from '../bench/partner.mjs'
import { LINES } from '../bench/transit.mjs'

export const VERTICALS = ['flights', 'hotels', 'train', 'bus', 'events']

/** An answer that was not a success: its step and status (0 when the request never got an answer). */
export class StepError extends Error {
  constructor(step, status, text) {
    super(`${step}: ${status === 0 ? 'no answer' : `HTTP ${status}`} ${text.slice(0, 200)}`)
    this.step = step
    this.status = status
    this.text = text
  }
}

/**
 * Calls the API at `apiUrl` as the site does (consumer headers, the user's bearer token, or the
 * partner token for the partner API), and hands `record({ step, ms, status, at })` every call. Resolves
 * with the parsed body of a 2xx; rejects with a StepError otherwise.
 */
export function createCaller(apiUrl, partnerToken, record) {
  return async function call(step, path, { body, user, partner = false, method } = {}) {
    const headers = { 'content-type': 'application/json', locale: 'en', 'app-version': '68' }
    if (partner) headers.authorization = `Bearer ${partnerToken}`
    else if (user) headers.authorization = `Bearer ${user.access_token}`
    const sent = performance.now()
    const sentAt = Date.now()
    let status = 0
    let text = ''
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      text = error.cause?.code ?? error.name ?? String(error)
    }
    const failed = status < 200 || status > 299
    record({
      step,
      ms: performance.now() - sent,
      status,
      at: sentAt,
      ...(failed && { text: shortText(text) }),
    })
    if (failed) throw new StepError(step, status, text)
    return text ? JSON.parse(text) : null
  }
}

/** An error answer in a line: an HTML page (nginx's 502) by its title. */
export const shortText = (text) =>
  (/<title>([^<]*)<\/title>/i.exec(text)?.[1] ?? text).replace(/\s+/g, ' ').trim().slice(0, 160)

const pick = (list, seed) => {
  if (!list.length) throw new Error('nothing to choose from')
  return list[Math.abs(seed) % list.length]
}

/** A Saudi adult of 35 with a valid National ID, as the tests' `saudiPassenger`. */
function passenger(firstName, travelDate) {
  const born = new Date(`${travelDate}T00:00:00Z`)
  born.setUTCFullYear(born.getUTCFullYear() - 35)
  return {
    type: 'adult',
    prefix: 'Mr',
    gender: 'male',
    firstName,
    lastName: 'Alharbi',
    nationality: 'SA',
    dateOfBirth: born.toISOString().slice(0, 10),
    nationalId: '1023456781',
  }
}

const contact = (user) => ({ email: user.email, phone: '+966501234567' })
const NAMES = ['Faisal', 'Nora', 'Salem', 'Reem', 'Hind', 'Nasser', 'Sara', 'Omar']
/** Saudi airports: a domestic trip needs a National ID, not a passport. */
const AIRPORTS = ['RUH', 'JED', 'DMM', 'MED', 'AHB', 'TIF', 'TUU', 'GIZ']
const CITIES = ['city:Makkah', 'city:Riyadh', 'city:Jeddah', 'city:Madinah']
const BUS_PAIRS = [
  ['riyadh', 'dammam'],
  ['dammam', 'riyadh'],
  ['riyadh', 'al-ahsa'],
  ['riyadh', 'buraydah'],
]
const STATION_PAIRS = LINES.flatMap((stations) =>
  stations.flatMap((from) => stations.filter((to) => to !== from).map((to) => [from, to])),
)

/** Flights: search, quote the first fare, hold a free seat, reserve (partner API). */
async function flight(call, user, seed) {
  const [origin, destination] = pick(
    AIRPORTS.flatMap((from) => AIRPORTS.filter((to) => to !== from).map((to) => [from, to])),
    seed,
  )
  const date = saudiDate(10 + (seed % 20))
  const found = await call('search', '/air/api/search', {
    partner: true,
    body: {
      search: { tripType: 'one_way', legs: [{ origin, destination, date }], cabin: 'economy', adults: 1 },
    },
  })
  const itinerary = pick(found.itineraries.slice(0, 10), seed)
  await call('quote', '/air/api/quote', {
    partner: true,
    body: { refId: found.refId, itineraryRefId: itinerary.id, fareId: itinerary.fares[0].id },
  })
  const map = await call('hold', `/air/api/seatmap?refid=${found.refId}&segment=0-0`, { partner: true })
  const free = map.rows.flatMap((row) => row.seats).filter((seat) => seat.state === 'available')
  await call('hold', '/air/api/seatmap/hold', {
    partner: true,
    body: { refId: found.refId, segment: '0-0', passenger: 0, seat: pick(free, seed).seat },
  })
  const booked = await call('reserve', '/air/api/reserve', {
    partner: true,
    body: {
      refId: found.refId,
      api_token: user.api_token,
      passengers: [passenger(pick(NAMES, seed), date)],
      contact: contact(user),
    },
  })
  return booked.booking
}

/** Hotels: search a city, open a hotel, quote a room-only rate, reserve (partner API). */
async function hotel(call, user, seed) {
  const checkIn = 20 + (seed % 30)
  const found = await call('search', '/hotels/api/search', {
    partner: true,
    body: {
      search: {
        destination: pick(CITIES, seed),
        checkIn: saudiDate(checkIn),
        checkOut: saudiDate(checkIn + 2),
        rooms: [{ adults: 2 }],
      },
    },
  })
  const offer = pick(found.hotels.slice(0, 8), seed)
  const detail = await call(
    'quote',
    `/hotels/api/single-itinerary?RefID=${found.refId}&ItineraryRefID=${offer.id}`,
    { partner: true },
  )
  const rates = detail.rooms.flatMap((room) => room.rates)
  await call('quote', '/hotels/api/quote', {
    partner: true,
    body: { RefID: found.refId, ItineraryRefID: offer.id, rates: [pick(rates, seed).id] },
  })
  const booked = await call('reserve', '/hotels/api/reserve', {
    partner: true,
    body: {
      RefID: found.refId,
      api_token: user.api_token,
      guests: [
        {
          prefix: 'Mr',
          gender: 'male',
          firstName: pick(NAMES, seed),
          lastName: 'Alharbi',
          nationality: 'SA',
          age: 40,
        },
      ],
      contact: contact(user),
    },
  })
  return booked.booking
}

/** Trains: search, choose a free economy seat on the seat map, reserve. */
async function train(call, user, seed) {
  const [from, to] = pick(STATION_PAIRS, seed)
  const date = saudiDate(7 + (seed % 20))
  const found = await call('search', '/api/v2/railways/search', { body: { from, to, date, adults: 1 } })
  const trip = pick(found.trains, seed)
  const body = { refId: found.refId, trainId: trip.id, class: 'economy' }
  const map = await call('hold', '/api/v2/railways/seatmap', { body })
  const free = map.coaches
    .flatMap((coach) => coach.seats)
    .filter((seat) => seat.state === 'available' && !seat.wheelchair)
  await call('hold', '/api/v2/railways/seatmap', { body: { ...body, seats: [pick(free, seed).id] } })
  const booked = await call('reserve', '/api/v2/railways/reservation', {
    user,
    body: { refId: found.refId, passengers: [passenger(pick(NAMES, seed), date)], contact: contact(user) },
  })
  return booked.booking
}

/** Buses: search, hold a free seat, reserve in the Value fare family. */
async function bus(call, user, seed) {
  const [from, to] = pick(BUS_PAIRS, seed)
  const date = saudiDate(7 + (seed % 20))
  const found = await call('search', '/REST/API/bus_times', { body: { from, to, date, adults: 1 } })
  const departure = pick(found.departures, seed)
  const body = { refId: found.refId, departureId: departure.id }
  const deck = await call('hold', '/REST/API/seats_info', { body })
  const free = deck.seats.filter((seat) => seat.state === 'available' && !seat.family)
  await call('hold', '/REST/API/seats_info', { body: { ...body, seats: [pick(free, seed).id] } })
  const fares = await call('quote', '/REST/API/getFlexiFares', { body })
  const booked = await call('reserve', '/api/v2/buses/saveOrders', {
    user,
    body: {
      ...body,
      fareFamily: pick(fares.fares, seed).id,
      passengers: [passenger(pick(NAMES, seed), date)],
      contact: contact(user),
    },
  })
  return booked.booking
}

/** Events: search, open an event's shows, quote tickets of one pass, reserve. */
export async function eventTickets(call, user, seed, { events = ['riyadh-season'] } = {}) {
  const query = new URLSearchParams({ from: saudiDate(0), to: saudiDate(30) })
  await call('search', `/api/v2/events/search?${query}`)
  const event = pick(events, seed)
  const { shows } = await call('quote', '/api/v2/events/shows', { body: { event } })
  // The first shows' passes are nearly sold out (scale.mjs): travellers race for their last tickets,
  // then buy for later shows.
  const open = shows
    .map((show) => ({ show, passes: show.passes.filter((pass) => pass.availability !== 'sold_out') }))
    .filter((candidate) => candidate.passes.length)
  const { show, passes } = pick(open.slice(0, 4), seed)
  const pass = pick(passes, seed)
  const quote = await call('quote', '/api/v2/events/quote', {
    body: { eventId: event, showId: show.id, lines: [{ passId: pass.id, quantity: 1 + (seed % 2) }] },
  })
  const booked = await call('reserve', '/api/v2/events/reservation', {
    user,
    body: { refId: quote.refId, contact: contact(user) },
  })
  return booked.booking
}

const JOURNEYS = { flights: flight, hotels: hotel, train, bus, events: eventTickets }

/** The `vertical`'s search, hold or quote, and reservation for `user`: the Pending booking made. */
export const reserveTrip = (vertical, call, user, seed) => JOURNEYS[vertical](call, user, seed)
