import { z } from 'zod/mini'
import { allianceCodeSchema } from './alliances'
import { moneySchema, pricingCurrencySchema, refIdSchema, requiredString } from './common'
import { isIsoDate, todayInSaudiArabia } from './dates'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import type { Message } from './messages'
import { priceBreakdownSchema } from './pricing'

// The flight partner API (SPEC.md §7), up to the choice of a fare: airports, calendar fares, search,
// fares, the session's itinerary and airline pages. Everything after a search lives in a search session
// named by its RefID, which expires after inactivity (410 "Search Results Expired"). Quotes, add-ons,
// seats, the reservation and booking details are in ./flightBooking: they carry the passenger, contact
// (phone) and booking schemas, which a results page has no use for.

export const TRIP_TYPES = ['one_way', 'round_trip', 'multi_city'] as const
export const tripTypeSchema = z.enum(TRIP_TYPES, { error: messages.invalidValue })
export type TripType = z.infer<typeof tripTypeSchema>

export const CABINS = ['economy', 'premium_economy', 'business'] as const
export const cabinSchema = z.enum(CABINS, { error: messages.invalidValue })
export type Cabin = z.infer<typeof cabinSchema>

/** SPEC.md §1: multi-city trips have 2 to 5 legs; §9 and airline practice: at most 9 seats. */
export const MULTI_CITY_MIN_LEGS = 2
export const MULTI_CITY_MAX_LEGS = 5
export const MAX_SEATS = 9
/** Changes are allowed up to this many hours before departure (SPEC.md §1, §9). */
export const CHANGE_DEADLINE_HOURS = 48
/** A search session ends after this much inactivity; every call on it extends it. */
export const SEARCH_SESSION_IDLE_MINUTES = 20
/** A quote's price holds this long; afterwards the fare is re-priced (requote) before it can be reserved. */
export const QUOTE_VALIDITY_MINUTES = 10
/** How long a reserved flight booking waits for payment. */
export const FLIGHT_PAYMENT_WINDOW_MINUTES = 30
export const CALENDAR_MAX_DAYS = 62

/** Airlines publish schedules about a year ahead: a flight date is at most this many days from today. */
export const FLIGHT_SCHEDULE_DAYS = 360

/** The last date flights can be searched on, counted from today in Saudi Arabia (YYYY-MM-DD). */
export function lastFlightDate(today: string = todayInSaudiArabia()): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + FLIGHT_SCHEDULE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10)
}

/** The day's error of a flight date: before today, or past the published schedule. */
function flightDateError(date: string): Message | null {
  const today = todayInSaudiArabia()
  if (date < today) return messages.dateInPast
  if (date > lastFlightDate(today)) return messages.dateBeyondSchedule
  return null
}

const iataSchema = (message: Message) =>
  z.pipe(
    requiredString(message),
    z.string().check(z.toUpperCase(), z.regex(/^[A-Z]{3}$/, { error: messages.invalidValue })),
  )

const isoDateSchema = (message: Message) =>
  requiredString(message).check(z.refine(isIsoDate, { error: messages.invalidValue }))

/** A whole number in a query string, within bounds. */
const queryInt = (min: number, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.invalidValue })), z.transform(Number))
    .check(z.refine((n) => n >= min && n <= max, { error: messages.invalidValue }))

// ——— airports and alliances ———

export const airportSchema = z
  .object({
    iata: z.string(),
    /** Name and city in the language of the locale header. */
    name: z.string(),
    city: z.string(),
    countryCode: z.string(),
    /** Inside Saudi Arabia: domestic trips need the national ID, international ones a passport. */
    domestic: z.boolean(),
    timezone: z.string(),
  })
  .register(z.globalRegistry, { id: 'Airport' })
export type Airport = z.infer<typeof airportSchema>

export const airportsResponseSchema = z.object({ airports: z.array(airportSchema) })
export type AirportsResponse = z.infer<typeof airportsResponseSchema>

export const airportsQuerySchema = z.object({ query: requiredString(messages.requiredField) })
export const airportGetQuerySchema = z.object({ iata: iataSchema(messages.requiredField) })
export const airportResponseSchema = z.object({ airport: airportSchema })

export const allianceSchema = z.object({
  id: allianceCodeSchema,
  name: z.string(),
  /** IATA codes of the member airlines in the reference data. */
  airlines: z.array(z.string()),
})
export const alliancesResponseSchema = z.object({ alliances: z.array(allianceSchema) })

// ——— calendar fares ———

export const calendarFaresQuerySchema = z.object({
  date: isoDateSchema(messages.dateRequired).check(
    z.superRefine((date, ctx) => {
      const problem = flightDateError(date)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: date })
    }),
  ),
  from_iata: iataSchema(messages.departureCityRequired),
  to_iata: iataSchema(messages.arrivalCityRequired),
  trip_type: z._default(z.enum(['one_way', 'round_trip'], { error: messages.invalidValue }), 'one_way'),
  days: z._default(queryInt(1, CALENDAR_MAX_DAYS), 30),
  currency: pricingCurrencySchema,
  /** The class and party the fares are for, as the search beside them: Economy and one adult unless said. */
  cabin: z._default(cabinSchema, 'economy'),
  adults: z._default(queryInt(1, MAX_SEATS), 1),
  children: z._default(queryInt(0, MAX_SEATS), 0),
  infants: z._default(queryInt(0, MAX_SEATS), 0),
})

export const calendarFareSchema = z.object({
  date: z.iso.date(),
  /**
   * The lowest fare of the cabin asked for, for the whole party (a round trip returns a week later);
   * null when nothing flies that day in that cabin.
   */
  price: z.nullable(moneySchema),
})
export const calendarFaresResponseSchema = z.object({ fares: z.array(calendarFareSchema) })
export type CalendarFaresResponse = z.infer<typeof calendarFaresResponseSchema>

// ——— search ———

export const searchLegSchema = z.object(
  {
    origin: iataSchema(messages.departureCityRequired),
    destination: iataSchema(messages.arrivalCityRequired),
    date: isoDateSchema(messages.dateRequired),
  },
  { error: messages.departureCityRequired },
)

const countSchema = (min: number) =>
  z.int({ error: messages.invalidValue }).check(z.minimum(min, { error: messages.invalidValue }))

/**
 * A search: one leg for one way, the outbound leg and `returnDate` for a round trip, 2–5 legs for
 * multi-city. Infants travel on an adult's lap, so never more infants than adults; at most 9 seats.
 */
export const searchCriteriaSchema = z
  .object(
    {
      tripType: z._default(tripTypeSchema, 'one_way'),
      legs: z
        .array(searchLegSchema, { error: messages.departureCityRequired })
        .check(
          z.minLength(1, { error: messages.departureCityRequired }),
          z.maxLength(MULTI_CITY_MAX_LEGS, { error: messages.multiCityLegs }),
        ),
      returnDate: z.optional(z.nullable(z.string({ error: messages.invalidValue }))),
      cabin: z._default(cabinSchema, 'economy'),
      adults: z._default(countSchema(1).check(z.maximum(MAX_SEATS, { error: messages.maxSeats })), 1),
      children: z._default(countSchema(0).check(z.maximum(MAX_SEATS, { error: messages.maxSeats })), 0),
      infants: z._default(countSchema(0).check(z.maximum(MAX_SEATS, { error: messages.maxSeats })), 0),
      currency: pricingCurrencySchema,
    },
    { error: messages.departureCityRequired },
  )
  .check(
    z.superRefine((search, ctx) => {
      const fail = (path: (string | number)[], message: Message) =>
        ctx.addIssue({ code: 'custom', path, message, input: search })
      const [first] = search.legs
      if (search.tripType === 'round_trip') {
        const back = search.returnDate?.trim() ?? ''
        if (back === '' || !first?.date) fail(['returnDate'], messages.bothDatesRequired)
        else if (!isIsoDate(back)) fail(['returnDate'], messages.invalidValue)
        else if (back < first.date) fail(['returnDate'], messages.returnBeforeDeparture)
        else if (back > lastFlightDate()) fail(['returnDate'], messages.dateBeyondSchedule)
        if (search.legs.length !== 1) fail(['legs'], messages.invalidValue)
      } else if (search.tripType === 'one_way' && search.legs.length !== 1) {
        fail(['legs'], messages.invalidValue)
      } else if (search.tripType === 'multi_city' && search.legs.length < MULTI_CITY_MIN_LEGS) {
        fail(['legs'], messages.multiCityLegs)
      }
      search.legs.forEach((leg, index) => {
        if (leg.origin === leg.destination) fail(['legs', index, 'destination'], messages.sameAirports)
        const dateProblem = flightDateError(leg.date)
        if (dateProblem) fail(['legs', index, 'date'], dateProblem)
        const previous = search.legs[index - 1]
        if (previous && leg.date < previous.date) fail(['legs', index, 'date'], messages.legsOutOfOrder)
      })
      if (search.infants > search.adults) fail(['infants'], messages.infantsExceedAdults)
      if (search.adults + search.children > MAX_SEATS) fail(['children'], messages.maxSeats)
    }),
  )
export type SearchCriteria = z.output<typeof searchCriteriaSchema>
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>

export const contentProviderSchema = z.object({ id: z.string(), name: z.string() })
export type ContentProvider = z.infer<typeof contentProviderSchema>
export const contentProvidersResponseSchema = z.object({ providers: z.array(contentProviderSchema) })

/**
 * POST /search. Without `provider` every provider's results come at once; with it, only that provider's,
 * so results can arrive progressively. `refId` adds the answer to an existing session of the same search
 * (a new session starts when it has expired or searched something else).
 */
export const searchRequestSchema = z.object({
  search: searchCriteriaSchema,
  provider: z.optional(z.string({ error: messages.invalidValue })),
  refId: z.optional(z.string({ error: messages.invalidValue })),
})
export type SearchRequest = z.input<typeof searchRequestSchema>

export const layoverSchema = z.object({ airport: z.string(), minutes: z.int() })

export const segmentSchema = z.object({
  /** Stable within the itinerary: leg index and segment index, e.g. `0-1`. */
  id: z.string(),
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }),
  aircraft: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Instants (UTC) and the local wall-clock times at each airport. */
  departsAt: z.iso.datetime(),
  arrivesAt: z.iso.datetime(),
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.int(),
  distanceKm: z.int(),
})
export type Segment = z.infer<typeof segmentSchema>

export const legSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  segments: z.array(segmentSchema),
  stops: z.int(),
  layovers: z.array(layoverSchema),
  durationMinutes: z.int(),
})
export type Leg = z.infer<typeof legSchema>

export const fareSchema = z
  .object({
    id: z.string(),
    cabin: cabinSchema,
    family: z.string(),
    baggage: z.object({ checkedPieces: z.int(), checkedKg: z.int(), cabinKg: z.int() }),
    /** Changes allowed until CHANGE_DEADLINE_HOURS before departure; fee null when free. */
    changeable: z.boolean(),
    /** The last moment a change is accepted (48 hours before the first departure); null when not changeable. */
    changeUntil: z.nullable(z.iso.datetime()),
    changeFee: z.nullable(moneySchema),
    refundable: z.boolean(),
    refundFee: z.nullable(moneySchema),
    seatsLeft: z.int(),
    price: priceBreakdownSchema,
  })
  .register(z.globalRegistry, { id: 'Fare' })
export type Fare = z.infer<typeof fareSchema>

export const itinerarySchema = z
  .object({
    /** The ItineraryRefID of the routes; stable for the same search. */
    id: z.string(),
    provider: z.string(),
    validatingAirline: z.object({ code: z.string(), name: z.string() }),
    legs: z.array(legSchema),
    /** The fare families of the searched cabin, cheapest first. */
    fares: z.array(fareSchema),
  })
  .register(z.globalRegistry, { id: 'Itinerary' })
export type Itinerary = z.infer<typeof itinerarySchema>

export const searchResponseSchema = z.object({
  refId: z.string(),
  expiresAt: z.iso.datetime(),
  /** The provider answered for, or null when all did. */
  provider: z.nullable(z.string()),
  search: searchCriteriaSchema,
  itineraries: z.array(itinerarySchema),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>

// ——— fares ———

export const itineraryRefSchema = z.object({ refId: refIdSchema, itineraryRefId: refIdSchema })

export const getFaresResponseSchema = z.object({
  itinerary: itinerarySchema,
  /** Every cabin's fare families, for an upgrade. */
  fares: z.array(fareSchema),
})

// ——— session log ———

export const getItineraryQuerySchema = z.object({ refid: refIdSchema, itinerary_refid: refIdSchema })
export const getItineraryResponseSchema = z.object({
  search: searchCriteriaSchema,
  itinerary: itinerarySchema,
  expiresAt: z.iso.datetime(),
})

// ——— airlines ———

/** An airline's information page (`/flights/{pageSlug}`), named by a readable slug: `saudia`, `riyadh-air`. */
export const airlineSlugSchema = z.pipe(
  requiredString(messages.requiredField),
  z.string().check(z.toLowerCase(), z.regex(/^[a-z0-9-]{1,80}$/, { error: messages.invalidValue })),
)

export const airlineSummarySchema = z.object({
  slug: z.string(),
  code: z.string(),
  /** In the language of the locale header. */
  name: z.string(),
})
export type AirlineSummary = z.infer<typeof airlineSummarySchema>
export const airlinesResponseSchema = z.object({ airlines: z.array(airlineSummarySchema) })

export const airlinePageQuerySchema = z.object({ slug: airlineSlugSchema })

/** A fare family's rules as the search prices them; fees in Saudi riyals, null when free. */
export const fareFamilyRulesSchema = z.object({
  id: z.string(),
  cabin: cabinSchema,
  family: z.string(),
  baggage: z.object({ checkedPieces: z.int(), checkedKg: z.int(), cabinKg: z.int() }),
  changeable: z.boolean(),
  changeFee: z.nullable(moneySchema),
  refundable: z.boolean(),
  refundFee: z.nullable(moneySchema),
})
export type FareFamilyRules = z.infer<typeof fareFamilyRulesSchema>

/** A nonstop route the airline flies in our network. */
export const airlineRouteSchema = z.object({
  origin: airportSchema,
  destination: airportSchema,
  distanceKm: z.int(),
  durationMinutes: z.int(),
})
export type AirlineRoute = z.infer<typeof airlineRouteSchema>

export const airlinePageSchema = z
  .object({
    slug: z.string(),
    code: z.string(),
    icao: z.string(),
    /** In the language of the locale header, and in the other language. */
    name: z.string(),
    names: z.object({ en: z.string(), ar: z.string() }),
    country: z.object({ code: z.string(), name: z.string() }),
    alliance: z.nullable(z.object({ id: allianceCodeSchema, name: z.string() })),
    /** Low-cost carriers sell Economy only. */
    lowCost: z.boolean(),
    hubs: z.array(airportSchema),
    fareFamilies: z.array(fareFamilyRulesSchema),
    /** The busiest of its routes first. */
    routes: z.array(airlineRouteSchema),
    /** How many routes it flies in all. */
    routeCount: z.int(),
  })
  .register(z.globalRegistry, { id: 'AirlinePage' })
export type AirlinePage = z.infer<typeof airlinePageSchema>
export const airlinePageResponseSchema = z.object({ airline: airlinePageSchema })

/** The flight partner API up to the choice of a fare (SPEC.md §7). Loaded with the flight screens. */
export const flightsEndpoints = {
  airportsHome: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airports/home',
    auth: 'partner',
    response: airportsResponseSchema,
  }),
  airportsPopular: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airports/popular',
    auth: 'partner',
    response: airportsResponseSchema,
  }),
  airportsSearch: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airports',
    auth: 'partner',
    query: airportsQuerySchema,
    response: airportsResponseSchema,
  }),
  airportGet: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airports/get',
    auth: 'partner',
    query: airportGetQuerySchema,
    response: airportResponseSchema,
  }),
  calendarFares: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/calendar-fares',
    auth: 'partner',
    query: calendarFaresQuerySchema,
    response: calendarFaresResponseSchema,
  }),
  contentProviders: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/content-providers',
    auth: 'partner',
    body: searchCriteriaSchema,
    response: contentProvidersResponseSchema,
  }),
  flightSearch: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/search',
    auth: 'partner',
    body: searchRequestSchema,
    response: searchResponseSchema,
  }),
  getFares: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/get-fares',
    auth: 'partner',
    body: itineraryRefSchema,
    response: getFaresResponseSchema,
  }),
  sessionItinerary: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/session-log/get-itinerary',
    auth: 'partner',
    query: getItineraryQuerySchema,
    response: getItineraryResponseSchema,
  }),
  alliances: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/alliances',
    auth: 'partner',
    response: alliancesResponseSchema,
  }),
  airlines: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airlines',
    auth: 'partner',
    response: airlinesResponseSchema,
  }),
  airlinePage: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/airlines/get',
    auth: 'partner',
    query: airlinePageQuerySchema,
    response: airlinePageResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
