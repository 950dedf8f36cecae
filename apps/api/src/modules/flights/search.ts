import { messages } from '@rihla/api-contract'
import type { Locale, Message } from '@rihla/api-contract'
import { CALENDAR_MAX_DAYS, MAX_SEATS, lastFlightDate } from '@rihla/api-contract/flights'
import type {
  SearchCriteria,
  calendarFaresQuerySchema,
  searchRequestSchema,
} from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { FieldError, FieldErrors } from '../../errors'
import { CONTENT_PROVIDERS, FARE_FAMILIES, LOW_COST, familiesOf, legOptions } from './inventory'
import type { LegOption, Network, PlannedItinerary } from './inventory'
import { networkOf, searchKeyOf } from './network'
import { hasRate, priceIn, ratesOf } from '../inventory/pricing'
import { fareBreakdownSar } from './pricing'
import { countsOf, toFare, toItinerary, viewOf } from './render'
import type { ItineraryThread, SearchHead } from './itineraryThread'
import { searchItineraries } from './itineraries'
import { findItinerary, flightSearches } from './sessions'
import type { FlightSession } from './sessions'
import { addDays } from '@rihla/api-contract/dates'

type SearchRequest = z.output<typeof searchRequestSchema>
type CalendarQuery = z.output<typeof calendarFaresQuerySchema>

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
  if (!hasRate(await ratesOf(db), search.currency)) throw new FieldError('currency', messages.invalidCurrency)
}

/** Checks a search and opens (or adds to) its session; the itineraries are then built from `view`. */
async function startSearch(db: Db, request: SearchRequest, locale: Locale, now: Date) {
  const { search, provider } = request
  const view = await viewOf(db, locale, search.currency)
  checkAirports(view.network, search, 'search.')
  if (!hasRate(view.rates, search.currency)) throw new FieldError('search.currency', messages.invalidCurrency)
  if (provider && !CONTENT_PROVIDERS.some((known) => known.id === provider))
    throw new FieldError('provider', messages.invalidValue)

  const searchKey = searchKeyOf(search)
  const existing = request.refId ? await flightSearches.find(db, request.refId) : null
  // A client searching provider by provider adds to its session; any other search starts a new one.
  const session: FlightSession =
    existing && existing.expiresAt > now && existing.searchKey === searchKey && !existing.bookingId
      ? await flightSearches.renew(db, existing, now, { searches: existing.searches + 1 })
      : await flightSearches.create(db, search, searchKey, now)
  const head: SearchHead = {
    refId: session.refId,
    expiresAt: session.expiresAt.toISOString(),
    provider: provider ?? null,
    search,
  }
  return { view, head }
}

export async function searchFlights(db: Db, request: SearchRequest, locale: Locale, now = new Date()) {
  const { view, head } = await startSearch(db, request, locale, now)
  return { ...head, itineraries: searchItineraries(view, head.search, head.provider) }
}

/**
 * The same answer as `searchFlights`, as JSON in UTF-8, built and written on `thread` while this thread
 * goes on with other requests.
 */
export async function searchFlightsJson(
  db: Db,
  request: SearchRequest,
  locale: Locale,
  thread: ItineraryThread,
  now = new Date(),
) {
  const { view, head } = await startSearch(db, request, locale, now)
  return thread.answerJson(view, head)
}

/** A round trip's calendar prices return a week later. */
const CALENDAR_RETURN_AFTER_DAYS = 7

export async function calendarFares(db: Db, query: CalendarQuery) {
  const view = await viewOf(db, 'en', query.currency)
  if (!hasRate(view.rates, query.currency)) throw new FieldError('currency', messages.invalidCurrency)
  for (const [field, iata] of [
    ['from_iata', query.from_iata],
    ['to_iata', query.to_iata],
  ] as const) {
    if (!view.network.airports.has(iata)) throw new FieldError(field, messages.invalidValue)
  }
  if (query.from_iata === query.to_iata) throw new FieldError('to_iata', messages.sameAirports)
  if (query.infants > query.adults) throw new FieldError('infants', messages.infantsExceedAdults)
  if (query.adults + query.children > MAX_SEATS) throw new FieldError('children', messages.maxSeats)
  // The cabin's cheapest family (each cabin's families come cheapest first), for the party searched:
  // the strip above a Business search shows Business prices for everyone travelling.
  const family = FARE_FAMILIES.find((candidate) => candidate.cabin === query.cabin)!
  const party = { adults: query.adults, children: query.children, infants: query.infants }
  // Low-cost airlines sell Economy only, so above it only the other airlines' flights have a price.
  const sellsCabin = (option: LegOption) => query.cabin === 'economy' || !LOW_COST.has(option.carrier)
  const halalasOf = (legs: LegOption[]) => {
    const planned = { id: '', provider: '', validatingAirline: '', legs, lowCost: false }
    const parts = fareBreakdownSar(view.network, planned, family, party, 0)
    return Object.values(parts).reduce((sum, part) => sum + part, 0)
  }
  // The option whose whole fare is lowest: a nonstop flight's fewer airport charges can beat a cheaper base.
  const cheapestLeg = (origin: string, destination: string, date: string) =>
    legOptions(view.network, origin, destination, date)
      .filter(sellsCabin)
      .map((option) => ({ option, halalas: halalasOf([option]) }))
      .sort((a, b) => a.halalas - b.halalas)[0]?.option
  const days = Math.min(query.days, CALENDAR_MAX_DAYS)
  const today = todayInSaudiArabia()
  // The query's first day is within the schedule (the contract checks it); later days past it have none.
  const lastDate = lastFlightDate(today)
  return {
    fares: Array.from({ length: days }, (_, index) => {
      const date = addDays(query.date, index)
      if (date < today || date > lastDate) return { date, price: null }
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
        fareBreakdownSar(view.network, planned, family, party, 0),
        view.currency,
        view.rates,
      )
      return { date, price: price.total }
    }),
  }
}

/** One itinerary of a live session, priced in the session's currency; the call keeps the session alive. */
async function openItinerary(db: Db, refId: string, itineraryRefId: string, locale: Locale, now: Date) {
  const session = await flightSearches.open(db, refId, now)
  const search = session.search
  const view = await viewOf(db, locale, search.currency)
  const planned = findItinerary(view.network, search, itineraryRefId)
  const touched = await flightSearches.renew(db, session, now)
  return { search, view, planned, touched }
}

export async function getFares(
  db: Db,
  refId: string,
  itineraryRefId: string,
  locale: Locale,
  now = new Date(),
) {
  const { search, view, planned } = await openItinerary(db, refId, itineraryRefId, locale, now)
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
  const { search, view, planned, touched } = await openItinerary(db, refId, itineraryRefId, locale, now)
  return {
    search,
    itinerary: toItinerary(view, planned, familiesOf(planned, search.cabin), countsOf(search)),
    expiresAt: touched.expiresAt.toISOString(),
  }
}
