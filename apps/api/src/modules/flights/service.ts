import { randomBytes } from 'node:crypto'
import { isMessage, messages, serverMessages } from '@rihla/api-contract'
import type { Locale, LocalizedText, Message, Money } from '@rihla/api-contract'
import {
  CALENDAR_MAX_DAYS,
  CHANGE_DEADLINE_HOURS,
  FLIGHT_PAYMENT_WINDOW_MINUTES,
  QUOTE_VALIDITY_MINUTES,
  SEARCH_SESSION_IDLE_MINUTES,
} from '@rihla/api-contract/flights'
import type {
  Airport,
  Fare,
  FlightBooking,
  Itinerary,
  Quote,
  SearchCriteria,
  SeatSelection,
  SeatmapResponse,
  calendarFaresQuerySchema,
  reserveRequestSchema,
  searchRequestSchema,
} from '@rihla/api-contract/flights'
import { passengerSchema, todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { and, eq, inArray, isNull, like, lte, gt } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import {
  alliances,
  bookingEvents,
  bookings,
  flightBookings,
  flightSessions,
  inventoryHolds,
} from '../../db/schema'
import type { StoredSeat } from '../../db/schema'
import { FieldError, FieldErrors, ServiceError } from '../../errors'
import { findLiveSession } from '../accounts/service'
import { toBooking } from '../bookings/service'
import { SSR_OPTIONS, baggageOptions, mealOptions, seatPlan, seatResourceKey } from './addons'
import {
  CONTENT_PROVIDERS,
  FARE_FAMILIES,
  familiesOf,
  isDomesticTrip,
  legOptions,
  localTime,
  seatsLeft,
  segmentsOf,
} from './inventory'
import type { FareFamily, LegOption, Network, PlannedItinerary } from './inventory'
import { itinerariesOf, networkOf, ratesOf, searchKeyOf } from './network'
import { convert, fareBreakdownSar, priceIn, priceStepsSince } from './pricing'
import type { PassengerCounts, Rates, SarBreakdown } from './pricing'

type SessionRow = typeof flightSessions.$inferSelect
type SearchRequest = z.output<typeof searchRequestSchema>
type ReserveRequest = z.output<typeof reserveRequestSchema>
type CalendarQuery = z.output<typeof calendarFaresQuerySchema>

const IDLE_MS = SEARCH_SESSION_IDLE_MINUTES * 60_000
const QUOTE_VALIDITY_MS = QUOTE_VALIDITY_MINUTES * 60_000
const PAYMENT_WINDOW_MS = FLIGHT_PAYMENT_WINDOW_MINUTES * 60_000

/** What turns planned flights into the contract's shapes: the network, rates and the caller's language. */
interface View {
  network: Network
  rates: Rates
  locale: Locale
  currency: string
}

/**
 * Rates are read through `db` (a transaction's own handle); the network through `reference`, the
 * database handle it was loaded with (callers load it before a transaction: on PGlite a query outside an
 * open transaction would wait for it to end).
 */
const viewOf = async (db: Db, locale: Locale, currency: string, reference: Db = db): Promise<View> => {
  const [network, rates] = await Promise.all([networkOf(reference), ratesOf(db)])
  return { network, rates, locale, currency }
}

const text = (view: Pick<View, 'locale'>, value: LocalizedText) => value[view.locale]

// ——— airports and alliances ———

/** The busiest airports first: Saudi hubs, then the routes most flown from them. */
const POPULAR = ['RUH', 'JED', 'DMM', 'MED', 'DXB', 'CAI', 'IST', 'DOH', 'AHB', 'LHR', 'KHI', 'DEL']

function toAirport(network: Network, iata: string, locale: Locale): Airport {
  const airport = network.airports.get(iata)!
  return {
    iata,
    name: locale === 'ar' ? airport.nameAr : airport.nameEn,
    city: locale === 'ar' ? airport.cityAr : airport.cityEn,
    countryCode: airport.countryCode,
    domestic: airport.domestic,
    timezone: airport.timezone,
  }
}

export async function homeAirports(db: Db, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  const saudi = [...network.airports.values()].filter((airport) => airport.domestic).map((a) => a.iata)
  const rank = (iata: string) => (POPULAR.includes(iata) ? POPULAR.indexOf(iata) : POPULAR.length)
  return saudi
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((iata) => toAirport(network, iata, locale))
}

export async function popularAirports(db: Db, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  return POPULAR.filter((iata) => network.airports.has(iata)).map((iata) => toAirport(network, iata, locale))
}

/** Folds case, Arabic diacritics and letter variants, so "جده" finds "جدة" and "abha" finds "Abha". */
const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0300-\u036f]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim()

const MAX_AIRPORT_MATCHES = 20

export async function searchAirports(db: Db, query: string, locale: Locale): Promise<Airport[]> {
  const network = await networkOf(db)
  const wanted = fold(query)
  const scored: [number, string][] = []
  for (const airport of network.airports.values()) {
    const names = [airport.cityEn, airport.cityAr, airport.nameEn, airport.nameAr].map(fold)
    let score: number | null = null
    if (airport.iata.toLowerCase() === wanted) score = 0
    else if (names.some((name) => name.startsWith(wanted))) score = 1
    else if (names.some((name) => name.split(/\s+/).some((word) => word.startsWith(wanted)))) score = 2
    else if (names.some((name) => name.includes(wanted))) score = 3
    if (score !== null) scored.push([score + (airport.domestic ? 0 : 0.5), airport.iata])
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, MAX_AIRPORT_MATCHES)
    .map(([, iata]) => toAirport(network, iata, locale))
}

export async function getAirport(db: Db, iata: string, locale: Locale): Promise<Airport> {
  const network = await networkOf(db)
  if (!network.airports.has(iata)) throw new ServiceError('not_found', serverMessages.notFound)
  return toAirport(network, iata, locale)
}

export async function listAlliances(db: Db, locale: Locale) {
  const [network, rows] = await Promise.all([networkOf(db), db.select().from(alliances)])
  return rows
    .map((row) => ({
      id: row.id as 'skyteam' | 'star' | 'oneworld',
      name: locale === 'ar' ? row.nameAr : row.nameEn,
      airlines: [...network.airlines.values()]
        .filter((airline) => airline.allianceId === row.id)
        .map((airline) => airline.iata)
        .sort(),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
}

// ——— rendering planned flights ———

const countsOf = (search: SearchCriteria): PassengerCounts => ({
  adults: search.adults,
  children: search.children,
  infants: search.infants,
})

function airlineOf(view: View, code: string) {
  const airline = view.network.airlines.get(code)
  return { code, name: airline ? (view.locale === 'ar' ? airline.nameAr : airline.nameEn) : code }
}

function toFare(
  view: View,
  planned: PlannedItinerary,
  family: FareFamily,
  counts: PassengerCounts,
  priceSteps: number,
): Fare {
  const fee = (sar: number | null | false): Money | null =>
    typeof sar === 'number' ? convert(sar * 100, view.currency, view.rates) : null
  return {
    id: family.id,
    cabin: family.cabin,
    family: text(view, family.name),
    baggage: { checkedPieces: family.checkedPieces, checkedKg: family.checkedKg, cabinKg: family.cabinKg },
    changeable: family.changeFeeSar !== false,
    changeUntil:
      family.changeFeeSar === false
        ? null
        : new Date(planned.legs[0]!.segments[0]!.departsAt - CHANGE_DEADLINE_HOURS * 3_600_000).toISOString(),
    changeFee: fee(family.changeFeeSar),
    refundable: family.refundFeeSar !== false,
    refundFee: fee(family.refundFeeSar),
    seatsLeft: seatsLeft(planned, family),
    price: priceIn(
      fareBreakdownSar(view.network, planned, family, counts, priceSteps),
      view.currency,
      view.rates,
    ),
  }
}

function toItinerary(
  view: View,
  planned: PlannedItinerary,
  families: FareFamily[],
  counts: PassengerCounts,
  priceSteps = 0,
): Itinerary {
  return {
    id: planned.id,
    provider: planned.provider,
    validatingAirline: airlineOf(view, planned.validatingAirline),
    legs: planned.legs.map((leg, legIndex) => {
      const first = leg.segments[0]!
      const last = leg.segments.at(-1)!
      return {
        origin: first.origin,
        destination: last.destination,
        stops: leg.segments.length - 1,
        durationMinutes: Math.round((last.arrivesAt - first.departsAt) / 60_000),
        layovers: leg.segments.slice(1).map((segment, index) => ({
          airport: segment.origin,
          minutes: Math.round((segment.departsAt - leg.segments[index]!.arrivesAt) / 60_000),
        })),
        segments: leg.segments.map((segment, index) => {
          const zone = (iata: string) => view.network.airports.get(iata)!.timezone
          return {
            id: `${legIndex}-${index}`,
            flightNumber: segment.flightNumber,
            airline: airlineOf(view, segment.airline),
            aircraft: segment.aircraft,
            origin: segment.origin,
            destination: segment.destination,
            departsAt: new Date(segment.departsAt).toISOString(),
            arrivesAt: new Date(segment.arrivesAt).toISOString(),
            departureLocal: localTime(segment.departsAt, zone(segment.origin)),
            arrivalLocal: localTime(segment.arrivesAt, zone(segment.destination)),
            durationMinutes: Math.round((segment.arrivesAt - segment.departsAt) / 60_000),
            distanceKm: segment.distanceKm,
          }
        }),
      }
    }),
    fares: families
      .map((family) => toFare(view, planned, family, counts, priceSteps))
      .sort((a, b) => a.price.total.amount - b.price.total.amount),
  }
}

const travelDateOf = (view: View, planned: PlannedItinerary) => {
  const first = planned.legs[0]!.segments[0]!
  return localTime(first.departsAt, view.network.airports.get(first.origin)!.timezone).slice(0, 10)
}

// ——— sessions ———

const searchOf = (session: SessionRow) => session.search as unknown as SearchCriteria

/** The session, if it is still alive; an unknown or expired one is "Search Results Expired" (410). */
async function openSession(db: Db, refId: string, now: Date, lock = false): Promise<SessionRow> {
  const query = db.select().from(flightSessions).where(eq(flightSessions.refId, refId)).limit(1)
  const [session] = lock ? await query.for('update') : await query
  if (!session || session.expiresAt <= now) throw new ServiceError('gone', serverMessages.searchExpired)
  return session
}

/** Ended sessions are kept an hour (their RefIDs answer "Search Results Expired" either way), then deleted. */
const ENDED_SESSION_KEPT_MS = 3600_000

/** Deletes search sessions that ended over an hour ago; their seat holds lapsed with them. */
export async function forgetEndedSearchSessions(db: Db, now: Date = new Date()) {
  const forgotten = await db
    .delete(flightSessions)
    .where(lte(flightSessions.expiresAt, new Date(now.getTime() - ENDED_SESSION_KEPT_MS)))
    .returning({ refId: flightSessions.refId })
  return { forgotten: forgotten.length }
}

/** Every call on a session keeps it (and the seats held for it) alive for another idle period. */
async function touch(db: Db, session: SessionRow, now: Date, changes: Partial<SessionRow> = {}) {
  const expiresAt = new Date(now.getTime() + IDLE_MS)
  const [updated] = await db
    .update(flightSessions)
    .set({ ...changes, expiresAt, updatedAt: now })
    .where(eq(flightSessions.refId, session.refId))
    .returning()
  const seats = changes.seats ?? session.seats
  if (seats.length && !session.bookingId) {
    await db
      .update(inventoryHolds)
      .set({ expiresAt })
      .where(
        and(
          inArray(
            inventoryHolds.id,
            seats.map((seat) => seat.holdId),
          ),
          isNull(inventoryHolds.bookingId),
          isNull(inventoryHolds.releasedAt),
        ),
      )
  }
  return updated!
}

function findItinerary(network: Network, search: SearchCriteria, itineraryId: string): PlannedItinerary {
  const planned = itinerariesOf(network, search).find((itinerary) => itinerary.id === itineraryId)
  if (!planned) throw new ServiceError('not_found', messages.flightDetailsError)
  return planned
}

/** `prefix` is where the search sits in the request body. */
function checkAirports(network: Network, search: SearchCriteria, prefix: string) {
  const unknown: { field: string; userMessage: Message }[] = []
  search.legs.forEach((leg, index) => {
    if (!network.airports.has(leg.origin))
      unknown.push({ field: `${prefix}legs.${index}.origin`, userMessage: messages.invalidValue })
    if (!network.airports.has(leg.destination))
      unknown.push({ field: `${prefix}legs.${index}.destination`, userMessage: messages.invalidValue })
  })
  if (unknown.length) throw new FieldErrors(unknown)
}

export function contentProviders() {
  return CONTENT_PROVIDERS.map(({ id, name }) => ({ id, name }))
}

/** Checks what POST /content-providers is given: the same search POST /search will run. */
export async function checkSearch(db: Db, search: SearchCriteria) {
  checkAirports(await networkOf(db), search, '')
  if (!(await ratesOf(db)).has(search.currency)) throw new FieldError('currency', messages.invalidCurrency)
}

const newRefId = () => randomBytes(12).toString('base64url')

export async function searchFlights(db: Db, request: SearchRequest, locale: Locale, now = new Date()) {
  const { search, provider } = request
  const view = await viewOf(db, locale, search.currency)
  checkAirports(view.network, search, 'search.')
  if (!view.rates.has(search.currency)) throw new FieldError('search.currency', messages.invalidCurrency)
  if (provider && !CONTENT_PROVIDERS.some((known) => known.id === provider))
    throw new FieldError('provider', messages.invalidValue)

  const searchKey = searchKeyOf(search)
  const [existing] = request.refId
    ? await db.select().from(flightSessions).where(eq(flightSessions.refId, request.refId)).limit(1)
    : []
  let session: SessionRow
  if (existing && existing.expiresAt > now && existing.searchKey === searchKey && !existing.bookingId) {
    session = await touch(db, existing, now, { searches: existing.searches + 1 })
  } else {
    const [created] = await db
      .insert(flightSessions)
      .values({
        refId: newRefId(),
        search: search,
        searchKey,
        expiresAt: new Date(now.getTime() + IDLE_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    session = created!
  }
  const counts = countsOf(search)
  const itineraries = itinerariesOf(view.network, search)
    .filter((planned) => !provider || planned.provider === provider)
    .map((planned) => ({ planned, families: familiesOf(planned, search.cabin) }))
    .filter(({ families }) => families.length > 0)
    .map(({ planned, families }) => toItinerary(view, planned, families, counts))
    .sort(
      (a, b) => a.fares[0]!.price.total.amount - b.fares[0]!.price.total.amount || a.id.localeCompare(b.id),
    )
  return {
    refId: session.refId,
    expiresAt: session.expiresAt.toISOString(),
    provider: provider ?? null,
    search,
    itineraries,
  }
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A round trip's calendar prices return a week later. */
const CALENDAR_RETURN_AFTER_DAYS = 7

export async function calendarFares(db: Db, query: CalendarQuery) {
  const view = await viewOf(db, 'en', query.currency)
  if (!view.rates.has(query.currency)) throw new FieldError('currency', messages.invalidCurrency)
  for (const [field, iata] of [
    ['from_iata', query.from_iata],
    ['to_iata', query.to_iata],
  ] as const) {
    if (!view.network.airports.has(iata)) throw new FieldError(field, messages.invalidValue)
  }
  if (query.from_iata === query.to_iata) throw new FieldError('to_iata', messages.sameAirports)
  const economyLight = FARE_FAMILIES[0]!
  const one = { adults: 1, children: 0, infants: 0 }
  const halalasOf = (legs: LegOption[]) => {
    const planned = { id: '', provider: '', validatingAirline: '', legs, lowCost: false }
    const parts = fareBreakdownSar(view.network, planned, economyLight, one, 0)
    return Object.values(parts).reduce((sum, part) => sum + part, 0)
  }
  // The option whose whole fare is lowest: a nonstop flight's fewer airport charges can beat a cheaper base.
  const cheapestLeg = (origin: string, destination: string, date: string) =>
    legOptions(view.network, origin, destination, date)
      .map((option) => ({ option, halalas: halalasOf([option]) }))
      .sort((a, b) => a.halalas - b.halalas)[0]?.option
  const days = Math.min(query.days, CALENDAR_MAX_DAYS)
  const today = todayInSaudiArabia()
  return {
    fares: Array.from({ length: days }, (_, index) => {
      const date = addDays(query.date, index)
      if (date < today) return { date, price: null }
      const out = cheapestLeg(query.from_iata, query.to_iata, date)
      const back =
        query.trip_type === 'round_trip'
          ? cheapestLeg(query.to_iata, query.from_iata, addDays(date, CALENDAR_RETURN_AFTER_DAYS))
          : undefined
      if (!out || (query.trip_type === 'round_trip' && !back)) return { date, price: null }
      const planned: PlannedItinerary = {
        id: date,
        provider: CONTENT_PROVIDERS[0].id,
        validatingAirline: out.carrier,
        legs: back ? [out, back] : [out],
        lowCost: false,
      }
      const price = priceIn(
        fareBreakdownSar(view.network, planned, economyLight, one, 0),
        view.currency,
        view.rates,
      )
      return { date, price: price.total }
    }),
  }
}

export async function getFares(
  db: Db,
  refId: string,
  itineraryRefId: string,
  locale: Locale,
  now = new Date(),
) {
  const session = await openSession(db, refId, now)
  const search = searchOf(session)
  const view = await viewOf(db, locale, search.currency)
  const planned = findItinerary(view.network, search, itineraryRefId)
  await touch(db, session, now)
  const counts = countsOf(search)
  return {
    itinerary: toItinerary(view, planned, familiesOf(planned, search.cabin), counts),
    fares: familiesOf(planned).map((family) => toFare(view, planned, family, counts, 0)),
  }
}

export async function sessionItinerary(
  db: Db,
  refId: string,
  itineraryRefId: string,
  locale: Locale,
  now = new Date(),
) {
  const session = await openSession(db, refId, now)
  const search = searchOf(session)
  const view = await viewOf(db, locale, search.currency)
  const planned = findItinerary(view.network, search, itineraryRefId)
  const touched = await touch(db, session, now)
  return {
    search,
    itinerary: toItinerary(view, planned, familiesOf(planned, search.cabin), countsOf(search)),
    expiresAt: touched.expiresAt.toISOString(),
  }
}

// ——— quotes ———

interface Quoted {
  session: SessionRow
  search: SearchCriteria
  view: View
  planned: PlannedItinerary
  family: FareFamily
  priceSteps: number
  quotedAt: Date
}

/**
 * The session and what its quote is about. In a transaction, `lock` keeps other calls on the session
 * waiting until it ends, and `reference` is the database handle whose reference data is already loaded.
 */
async function quotedSession(
  db: Db,
  refId: string,
  locale: Locale,
  now: Date,
  { lock = false, reference = db }: { lock?: boolean; reference?: Db } = {},
): Promise<Quoted> {
  const session = await openSession(db, refId, now, lock)
  if (!session.quote) throw new ServiceError('conflict', serverMessages.fareNotQuoted)
  const search = searchOf(session)
  const view = await viewOf(db, locale, search.currency, reference)
  const planned = findItinerary(view.network, search, session.quote.itineraryId)
  const family = FARE_FAMILIES.find((candidate) => candidate.id === session.quote!.fareId)!
  return {
    session,
    search,
    view,
    planned,
    family,
    priceSteps: session.quote.priceSteps,
    quotedAt: new Date(session.quote.quotedAt),
  }
}

function toQuote(quoted: Omit<Quoted, 'session'> & { refId: string }): Quote {
  const { view, planned, family, search, priceSteps, quotedAt } = quoted
  const counts = countsOf(search)
  const fare = toFare(view, planned, family, counts, priceSteps)
  return {
    refId: quoted.refId,
    itinerary: toItinerary(view, planned, familiesOf(planned, search.cabin), counts, priceSteps),
    fare,
    passengers: counts,
    price: fare.price,
    quotedAt: quotedAt.toISOString(),
    validUntil: new Date(quotedAt.getTime() + QUOTE_VALIDITY_MS).toISOString(),
    domestic: isDomesticTrip(view.network, planned),
    travelDate: travelDateOf(view, planned),
  }
}

export async function quoteFare(
  db: Db,
  request: { refId: string; itineraryRefId: string; fareId: string },
  locale: Locale,
  now = new Date(),
) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const session = await openSession(tx, request.refId, now, true)
    if (session.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    const search = searchOf(session)
    const view = await viewOf(tx, locale, search.currency, db)
    const planned = findItinerary(view.network, search, request.itineraryRefId)
    const family = familiesOf(planned).find((candidate) => candidate.id === request.fareId)
    if (!family) throw new FieldError('fareId', messages.invalidValue)
    // Seats belong to a flight and cabin: a new choice lets the old seats go.
    const keepSeats =
      session.quote?.itineraryId === planned.id &&
      FARE_FAMILIES.find((known) => known.id === session.quote?.fareId)?.cabin === family.cabin
    if (!keepSeats) await releaseSeats(tx, session.seats, now)
    await touch(tx, session, now, {
      quote: { itineraryId: planned.id, fareId: family.id, quotedAt: now.toISOString(), priceSteps: 0 },
      seats: keepSeats ? session.seats : [],
    })
    return toQuote({ refId: session.refId, search, view, planned, family, priceSteps: 0, quotedAt: now })
  })
}

/** Re-prices the session's quote by the sandbox rule; the answer tells the old and new totals. */
export async function requote(db: Db, refId: string, locale: Locale, now = new Date()) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, refId, locale, now, { lock: true, reference: db })
    const before = toQuote({ ...quoted, refId })
    const steps = quoted.session.bookingId ? 0 : priceStepsSince(quoted.quotedAt, now)
    const priceSteps = quoted.priceSteps + steps
    if (!quoted.session.bookingId) {
      await touch(tx, quoted.session, now, {
        quote: { ...quoted.session.quote!, quotedAt: now.toISOString(), priceSteps },
      })
    }
    const quote = quoted.session.bookingId ? before : toQuote({ ...quoted, refId, priceSteps, quotedAt: now })
    return {
      quote,
      previousTotal: before.price.total,
      newTotal: quote.price.total,
      priceChanged: quote.price.total.amount !== before.price.total.amount,
    }
  })
}

function toSelections(view: View, quoted: Pick<Quoted, 'planned'>, seats: StoredSeat[], heldUntil: Date) {
  const segments = segmentsOf(quoted.planned)
  return seats.map((stored): SeatSelection => {
    const segment = segments.find((candidate) => candidate.id === stored.segment)!.segment
    const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === stored.seat)!
    return {
      segment: stored.segment,
      passenger: stored.passenger,
      seat: stored.seat,
      price: convert(seat.halalas, view.currency, view.rates),
      heldUntil: heldUntil.toISOString(),
    }
  })
}

export async function sessionQuote(
  db: Db,
  refId: string,
  refresh: boolean,
  locale: Locale,
  now = new Date(),
) {
  if (refresh) {
    const requoted = await requote(db, refId, locale, now)
    const quoted = await quotedSession(db, refId, locale, now)
    return {
      quote: requoted.quote,
      seats: toSelections(quoted.view, quoted, quoted.session.seats, quoted.session.expiresAt),
      previousTotal: requoted.previousTotal,
      priceChanged: requoted.priceChanged,
      expiresAt: quoted.session.expiresAt.toISOString(),
    }
  }
  const quoted = await quotedSession(db, refId, locale, now)
  const session = await touch(db, quoted.session, now)
  return {
    quote: toQuote({ ...quoted, refId }),
    seats: toSelections(quoted.view, quoted, session.seats, session.expiresAt),
    previousTotal: null,
    priceChanged: false,
    expiresAt: session.expiresAt.toISOString(),
  }
}

// ——— add-ons ———

export async function baggage(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await touch(db, quoted.session, now)
  return {
    options: baggageOptions(quoted.view.network, quoted.planned).map((option) => ({
      id: option.id,
      leg: option.leg,
      kg: option.kg,
      price: convert(option.halalas, quoted.view.currency, quoted.view.rates),
    })),
  }
}

export async function meals(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await touch(db, quoted.session, now)
  return {
    options: mealOptions(quoted.planned).map((meal) => ({
      code: meal.code,
      name: text(quoted.view, meal.name),
      segment: meal.segment,
      price: convert(meal.halalas, quoted.view.currency, quoted.view.rates),
    })),
  }
}

export async function specialServices(db: Db, refId: string, locale: Locale, now = new Date()) {
  const quoted = await quotedSession(db, refId, locale, now)
  await touch(db, quoted.session, now)
  return { options: SSR_OPTIONS.map((option) => ({ code: option.code, name: option.name[locale] })) }
}

// ——— seats ———

function segmentOf(planned: PlannedItinerary, id: string) {
  const found = segmentsOf(planned).find((candidate) => candidate.id === id)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  return found.segment
}

async function releaseSeats(db: Db, seats: StoredSeat[], now: Date) {
  if (!seats.length) return
  await db
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(
          inventoryHolds.id,
          seats.map((seat) => seat.holdId),
        ),
        isNull(inventoryHolds.releasedAt),
      ),
    )
}

export async function seatmap(
  db: Db,
  refId: string,
  segmentId: string,
  locale: Locale,
  now = new Date(),
): Promise<SeatmapResponse> {
  const quoted = await quotedSession(db, refId, locale, now)
  const segment = segmentOf(quoted.planned, segmentId)
  const session = await touch(db, quoted.session, now)
  const prefix = seatResourceKey(segment, '')
  const holds = await db
    .select({ id: inventoryHolds.id, key: inventoryHolds.resourceKey })
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, 'seat'),
        like(inventoryHolds.resourceKey, `${prefix}%`),
        isNull(inventoryHolds.releasedAt),
        gt(inventoryHolds.expiresAt, now),
      ),
    )
  const mine = new Set(session.seats.map((seat) => seat.holdId))
  const heldBy = new Map(holds.map((hold) => [hold.key.slice(prefix.length), mine.has(hold.id)]))
  const plan = seatPlan(segment)
  const rows = new Map<number, SeatmapResponse['rows'][number]>()
  for (const seat of plan.seats) {
    const held = heldBy.get(seat.seat)
    const state =
      held === true
        ? 'held_by_you'
        : seat.cabin !== quoted.family.cabin
          ? 'other_cabin'
          : seat.sold || held === false
            ? 'occupied'
            : 'available'
    const row = rows.get(seat.row) ?? { row: seat.row, seats: [] }
    row.seats.push({
      seat: seat.seat,
      cabin: seat.cabin,
      state,
      price: convert(seat.halalas, quoted.view.currency, quoted.view.rates),
      exitRow: seat.exitRow,
    })
    rows.set(seat.row, row)
  }
  return {
    segment: segmentId,
    flightNumber: segment.flightNumber,
    aircraft: segment.aircraft,
    layout: plan.layout,
    rows: [...rows.values()],
  }
}

/**
 * Holds a seat for one passenger of the session. The partial unique index on open holds admits one
 * hold per seat, so of any number of concurrent requests for a seat exactly one gets it; the others
 * are told it was taken. A hold that lapsed without a booking is released first, so its seat sells again.
 */
export async function holdSeat(
  db: Db,
  request: { refId: string; segment: string; passenger: number; seat: string },
  locale: Locale,
  now = new Date(),
) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, request.refId, locale, now, { lock: true, reference: db })
    if (quoted.session.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    const segment = segmentOf(quoted.planned, request.segment)
    const counts = countsOf(quoted.search)
    // Infants sit on a lap: only adults and children get seats.
    if (request.passenger >= counts.adults + counts.children)
      throw new FieldError('passenger', messages.invalidValue)
    const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === request.seat)
    if (!seat || seat.sold || seat.cabin !== quoted.family.cabin)
      throw new ServiceError('conflict', serverMessages.seatUnavailable)

    const expiresAt = new Date(now.getTime() + IDLE_MS)
    const key = seatResourceKey(segment, seat.seat)
    let seats = quoted.session.seats
    const current = seats.find(
      (held) => held.segment === request.segment && held.passenger === request.passenger,
    )
    if (current?.seat !== seat.seat) {
      const others = seats.find((held) => held.segment === request.segment && held.seat === seat.seat)
      if (others) throw new ServiceError('conflict', serverMessages.seatTaken)
      await tx
        .update(inventoryHolds)
        .set({ releasedAt: now })
        .where(
          and(
            eq(inventoryHolds.resourceType, 'seat'),
            eq(inventoryHolds.resourceKey, key),
            isNull(inventoryHolds.bookingId),
            isNull(inventoryHolds.releasedAt),
            lte(inventoryHolds.expiresAt, now),
          ),
        )
      const [hold] = await tx
        .insert(inventoryHolds)
        .values({ resourceType: 'seat', resourceKey: key, expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: inventoryHolds.id })
      if (!hold) throw new ServiceError('conflict', serverMessages.seatTaken)
      if (current) await releaseSeats(tx, [current], now)
      seats = [
        ...seats.filter((held) => held !== current),
        { segment: request.segment, passenger: request.passenger, seat: seat.seat, holdId: hold.id },
      ]
    }
    const session = await touch(tx, quoted.session, now, { seats })
    return { seats: toSelections(quoted.view, quoted, session.seats, session.expiresAt) }
  })
}

// ——— reservation ———

/** Passengers are listed adults first, then children, then infants, as the quote counts them. */
const expectedTypes = (counts: PassengerCounts): PassengerType[] => [
  ...Array<PassengerType>(counts.adults).fill('adult'),
  ...Array<PassengerType>(counts.children).fill('child'),
  ...Array<PassengerType>(counts.infants).fill('infant'),
]

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newPnr = () => [...randomBytes(6)].map((byte) => PNR_LETTERS[byte % PNR_LETTERS.length]).join('')

const TYPE_LABELS: Record<PassengerType, LocalizedText> = {
  adult: { en: 'Adults', ar: 'البالغون' },
  child: { en: 'Children', ar: 'الأطفال' },
  infant: { en: 'Infants', ar: 'الرضع' },
}

interface StoredAddons {
  baggage: { passenger: number; leg: number; kg: number; halalas: number }[]
  meals: { passenger: number; segment: string; code: string; halalas: number }[]
  ssr: { passenger: number; code: string }[]
  seats: { passenger: number; segment: string; seat: string; halalas: number }[]
}

interface StoredFlight {
  planned: PlannedItinerary
  familyId: string
  priceSteps: number
  search: SearchCriteria
  parts: SarBreakdown
}

function checkPassengers(
  request: ReserveRequest,
  counts: PassengerCounts,
  rules: { travelDate: string; domestic: boolean; today: string },
) {
  const expected = expectedTypes(counts)
  if (
    request.passengers.length !== expected.length ||
    request.passengers.some((passenger, index) => passenger.type !== expected[index])
  ) {
    throw new FieldError('passengers', serverMessages.passengersMismatch)
  }
  const problems: { field: string; userMessage: Message }[] = []
  const checked = request.passengers.map((passenger, index) => {
    const result = passengerSchema({
      type: passenger.type,
      travelDate: rules.travelDate,
      today: rules.today,
      requirePassport: !rules.domestic,
      requireNationalId: rules.domestic,
    }).safeParse(passenger)
    if (result.success) return { type: passenger.type, ...result.data }
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const field = ['passengers', index, ...issue.path].join('.')
      if (seen.has(field)) continue
      seen.add(field)
      problems.push({ field, userMessage: isMessage(issue.message) ? issue.message : messages.invalidValue })
    }
    return null
  })
  if (problems.length) throw new FieldErrors(problems)
  return checked.filter((passenger) => passenger !== null)
}

function chooseAddons(
  quoted: Quoted,
  request: ReserveRequest,
  counts: PassengerCounts,
): Omit<StoredAddons, 'seats'> {
  const travellers = counts.adults + counts.children + counts.infants
  const problems: { field: string; userMessage: Message }[] = []
  const bad = (field: string) => problems.push({ field, userMessage: messages.invalidValue })
  const bags = baggageOptions(quoted.view.network, quoted.planned)
  const menu = mealOptions(quoted.planned)
  const baggageChosen = request.baggage.flatMap((choice, index) => {
    const option = bags.find((candidate) => candidate.id === choice.optionId)
    if (!option || choice.passenger < 0 || choice.passenger >= travellers)
      return (bad(`baggage.${index}`), [])
    return [{ passenger: choice.passenger, leg: option.leg, kg: option.kg, halalas: option.halalas }]
  })
  const mealsChosen = request.meals.flatMap((choice, index) => {
    const meal = menu.find(
      (candidate) => candidate.code === choice.code && candidate.segment === choice.segment,
    )
    if (!meal || choice.passenger < 0 || choice.passenger >= travellers) return (bad(`meals.${index}`), [])
    return [{ passenger: choice.passenger, segment: meal.segment, code: meal.code, halalas: meal.halalas }]
  })
  const ssrChosen = request.ssr.flatMap((choice, index) => {
    const known = SSR_OPTIONS.some((option) => option.code === choice.code)
    if (!known || choice.passenger < 0 || choice.passenger >= travellers) return (bad(`ssr.${index}`), [])
    return [{ passenger: choice.passenger, code: choice.code }]
  })
  if (problems.length) throw new FieldErrors(problems)
  return { baggage: baggageChosen, meals: mealsChosen, ssr: ssrChosen }
}

function placeTitle(network: Network, planned: PlannedItinerary, search: SearchCriteria): LocalizedText {
  const city = (iata: string, locale: Locale) => {
    const airport = network.airports.get(iata)!
    return locale === 'ar' ? airport.cityAr : airport.cityEn
  }
  const first = planned.legs[0]!
  const from = first.segments[0]!.origin
  const to = first.segments.at(-1)!.destination
  if (search.tripType === 'multi_city') {
    const stops = [from, ...planned.legs.map((leg) => leg.segments.at(-1)!.destination)]
    return {
      en: stops.map((iata) => city(iata, 'en')).join(' – '),
      ar: stops.map((iata) => city(iata, 'ar')).join(' – '),
    }
  }
  const back = search.tripType === 'round_trip'
  return {
    en: `${city(from, 'en')} to ${city(to, 'en')}${back ? ' and back' : ''}`,
    ar: `${city(from, 'ar')} إلى ${city(to, 'ar')}${back ? ' ذهابًا وعودة' : ''}`,
  }
}

/** The user whose api_token the partner passed on; the booking becomes theirs. */
async function travellerOf(db: Db, apiToken: string, now: Date) {
  const live = await findLiveSession(db, 'api_token', apiToken, now)
  if (!live) throw new ServiceError('unauthenticated', messages.unauthenticated)
  return live.user.id
}

export async function reserve(db: Db, request: ReserveRequest, locale: Locale, now = new Date()) {
  const userId = await travellerOf(db, request.api_token, now)
  await networkOf(db)
  const bookingId = await db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, request.refId, locale, now, { lock: true, reference: db })
    const { session, search, view, planned, family } = quoted
    if (session.bookingId) {
      const [booked] = await tx.select().from(bookings).where(eq(bookings.id, session.bookingId)).limit(1)
      if (booked?.userId === userId) return booked.id
      throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    }
    // The price is the server's own quote: one older than its validity must be re-quoted first.
    if (priceStepsSince(quoted.quotedAt, now) > 0)
      throw new ServiceError('conflict', serverMessages.paymentPriceChanged)
    const counts = countsOf(search)
    const domestic = isDomesticTrip(view.network, planned)
    const travelDate = travelDateOf(view, planned)
    const passengers = checkPassengers(request, counts, {
      travelDate,
      domestic,
      today: todayInSaudiArabia(now),
    })
    const chosen = chooseAddons(quoted, request, counts)

    const segments = segmentsOf(planned)
    const seats = session.seats.map((held) => {
      const segment = segments.find((candidate) => candidate.id === held.segment)!.segment
      const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === held.seat)!
      return { passenger: held.passenger, segment: held.segment, seat: held.seat, halalas: seat.halalas }
    })
    const addons: StoredAddons = { ...chosen, seats }
    const addonHalalas = [...addons.baggage, ...addons.meals, ...addons.seats].reduce(
      (sum, item) => sum + item.halalas,
      0,
    )
    const parts: SarBreakdown = {
      ...fareBreakdownSar(view.network, planned, family, counts, quoted.priceSteps),
      addons: addonHalalas,
    }
    const price = priceIn(parts, search.currency, view.rates)
    const paymentExpiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
    const airline = view.network.airlines.get(planned.validatingAirline)
    const title = placeTitle(view.network, planned, search)
    const firstSegment = planned.legs[0]!.segments[0]!
    const lastSegment = planned.legs.at(-1)!.segments.at(-1)!
    const flightNumbers = segments.map(({ segment }) => segment.flightNumber).join(', ')
    const countsText = (locale: Locale) =>
      (['adult', 'child', 'infant'] as const)
        .map(
          (type) => [type, expectedTypes(counts).filter((candidate) => candidate === type).length] as const,
        )
        .filter(([, count]) => count > 0)
        .map(([type, count]) => `${TYPE_LABELS[type][locale]}: ${count}`)
        .join(locale === 'ar' ? '، ' : ', ')

    const [booking] = await tx
      .insert(bookings)
      .values({
        userId,
        type: 'airline',
        status: 'Pending',
        orderRef: `RH-FL-${randomBytes(5).toString('hex').toUpperCase()}`,
        pnr: newPnr(),
        providerEn: airline?.nameEn ?? planned.validatingAirline,
        providerAr: airline?.nameAr ?? planned.validatingAirline,
        titleEn: title.en,
        titleAr: title.ar,
        totalAmount: price.total.amount,
        currency: search.currency,
        paymentExpiresAt,
        travelStartsAt: new Date(firstSegment.departsAt),
        travelEndsAt: new Date(lastSegment.arrivesAt),
        details: [
          { label: { en: 'Flights', ar: 'الرحلات' }, value: { en: flightNumbers, ar: flightNumbers } },
          { label: { en: 'Fare', ar: 'السعر' }, value: family.name },
          {
            label: { en: 'Passengers', ar: 'المسافرون' },
            value: { en: countsText('en'), ar: countsText('ar') },
          },
        ],
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await tx
      .insert(bookingEvents)
      .values({ bookingId: booking!.id, toStatus: 'Pending', reason: 'flight reserved', createdAt: now })
    const stored: StoredFlight = {
      planned,
      familyId: family.id,
      priceSteps: quoted.priceSteps,
      search,
      parts,
    }
    await tx.insert(flightBookings).values({
      bookingId: booking!.id,
      refId: session.refId,
      itinerary: stored as unknown as Record<string, unknown>,
      fare: { familyId: family.id },
      passengers,
      addons: addons as unknown as Record<string, unknown>,
      price: parts,
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      createdAt: now,
    })
    // The seats now wait for the payment: they go back on sale if the booking expires unpaid.
    if (session.seats.length) {
      await tx
        .update(inventoryHolds)
        .set({ bookingId: booking!.id, expiresAt: paymentExpiresAt })
        .where(
          inArray(
            inventoryHolds.id,
            session.seats.map((seat) => seat.holdId),
          ),
        )
    }
    await touch(tx, session, now, { bookingId: booking!.id })
    return booking!.id
  })
  return { userId, detail: await flightBookingDetail(db, userId, bookingId, locale, now) }
}

async function flightBookingDetail(
  db: Db,
  userId: string,
  uuid: string,
  locale: Locale,
  now: Date,
): Promise<FlightBooking> {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  const { bookings: row, flight_bookings: flight } = found
  const stored = flight.itinerary as unknown as StoredFlight
  const addons = flight.addons as unknown as StoredAddons
  const view = await viewOf(db, locale, row.currency)
  const family = FARE_FAMILIES.find((candidate) => candidate.id === stored.familyId)!
  const counts = countsOf(stored.search)
  const money = (halalas: number) => convert(halalas, row.currency, view.rates)
  const segments = segmentsOf(stored.planned)
  const menu = mealOptions(stored.planned)
  return {
    booking: toBooking(row, locale, now),
    refId: flight.refId,
    itinerary: toItinerary(view, stored.planned, [family], counts, stored.priceSteps),
    fare: toFare(view, stored.planned, family, counts, stored.priceSteps),
    passengers: flight.passengers.map((passenger) => ({
      type: passenger.type as PassengerType,
      prefix: String(passenger.prefix),
      firstName: String(passenger.firstName),
      lastName: String(passenger.lastName),
      dateOfBirth: typeof passenger.dateOfBirth === 'string' ? passenger.dateOfBirth : null,
      nationality: String(passenger.nationality),
    })),
    addons: {
      baggage: addons.baggage.map(({ halalas, ...item }) => ({ ...item, price: money(halalas) })),
      meals: addons.meals.map(({ halalas, code, ...item }) => ({
        ...item,
        name: menu.find((meal) => meal.code === code)?.name[locale] ?? code,
        price: money(halalas),
      })),
      ssr: addons.ssr.map(({ code, passenger }) => ({
        passenger,
        name: SSR_OPTIONS.find((option) => option.code === code)?.name[locale] ?? code,
      })),
      seats: addons.seats
        .filter((seat) => segments.some((candidate) => candidate.id === seat.segment))
        .map(({ halalas, ...seat }) => ({
          ...seat,
          price: money(halalas),
          heldUntil: (row.paymentExpiresAt ?? row.updatedAt).toISOString(),
        })),
    },
    price: priceIn(stored.parts, row.currency, view.rates),
    contact: { email: flight.contactEmail, phone: flight.contactPhone },
  }
}

export async function bookingDetail(
  db: Db,
  apiToken: string,
  uuid: string,
  locale: Locale,
  now = new Date(),
) {
  const userId = await travellerOf(db, apiToken, now)
  return { userId, detail: await flightBookingDetail(db, userId, uuid, locale, now) }
}
