import { z } from 'zod/mini'
import { bookingSchema } from './bookings'
import { moneySchema, refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { cabinSchema, fareSchema, itinerarySchema } from './flights'
import { messages } from './messages'
import { PASSENGER_TYPES, bookingContactSchema, passengerTypeSchema } from './passenger'
import { priceBreakdownSchema } from './pricing'

// The flight partner API from a chosen fare on (SPEC.md §7): quotes and requotes, add-ons and seats,
// the session's quote, the reservation and booking details. Loaded with the booking steps, not with
// the results: its passenger, contact (phone) and booking schemas are most of a contract's weight.

/** A yes/no flag in a query string: 1, 0, true or false; absent is no. */
const queryFlag = z._default(
  z.pipe(
    z.enum(['0', '1', 'true', 'false'], { error: messages.invalidValue }),
    z.transform((flag) => flag === '1' || flag === 'true'),
  ),
  false,
)

// ——— quotes ———

export const quoteRequestSchema = z.object({
  refId: refIdSchema,
  itineraryRefId: refIdSchema,
  fareId: refIdSchema,
})

export const quoteSchema = z
  .object({
    refId: z.string(),
    itinerary: itinerarySchema,
    fare: fareSchema,
    passengers: z.object({ adults: z.int(), children: z.int(), infants: z.int() }),
    price: priceBreakdownSchema,
    quotedAt: z.iso.datetime(),
    /** Until then the price holds; afterwards requote. */
    validUntil: z.iso.datetime(),
    domestic: z.boolean(),
    /** The first departure's local date: passengers' ages and passports are measured on it. */
    travelDate: z.iso.date(),
  })
  .register(z.globalRegistry, { id: 'Quote' })
export type Quote = z.infer<typeof quoteSchema>
export const quoteResponseSchema = z.object({ quote: quoteSchema })

export const requoteRequestSchema = z.object({ refId: refIdSchema })
export const requoteResponseSchema = z.object({
  quote: quoteSchema,
  previousTotal: moneySchema,
  newTotal: moneySchema,
  priceChanged: z.boolean(),
})
export type RequoteResponse = z.infer<typeof requoteResponseSchema>

// ——— add-ons and seats ———

export const sessionQuerySchema = z.object({ refid: refIdSchema })

export const baggageOptionSchema = z.object({
  id: z.string(),
  /** Leg the extra baggage travels on. */
  leg: z.int(),
  kg: z.int(),
  price: moneySchema,
})
export const baggageResponseSchema = z.object({ options: z.array(baggageOptionSchema) })

export const mealOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  segment: z.string(),
  price: moneySchema,
})
export const mealResponseSchema = z.object({ options: z.array(mealOptionSchema) })

export const ssrOptionSchema = z.object({ code: z.string(), name: z.string() })
export const ssrResponseSchema = z.object({ options: z.array(ssrOptionSchema) })

export const seatmapQuerySchema = z.object({
  refid: refIdSchema,
  segment: requiredString(messages.requiredField),
})

export const SEAT_STATES = ['available', 'occupied', 'held_by_you', 'other_cabin'] as const
export const seatSchema = z.object({
  seat: z.string(),
  cabin: cabinSchema,
  state: z.enum(SEAT_STATES),
  price: moneySchema,
  /** Exit row: more legroom, adults only. */
  exitRow: z.boolean(),
})
export const seatRowSchema = z.object({ row: z.int(), seats: z.array(seatSchema) })
export const seatmapResponseSchema = z.object({
  segment: z.string(),
  flightNumber: z.string(),
  aircraft: z.string(),
  /** Letters left to right with '' marking an aisle. */
  layout: z.array(z.string()),
  rows: z.array(seatRowSchema),
})
export type SeatmapResponse = z.infer<typeof seatmapResponseSchema>

const passengerIndexSchema = z
  .int({ error: messages.invalidValue })
  .check(z.minimum(0, { error: messages.invalidValue }))

export const seatHoldRequestSchema = z.object({
  refId: refIdSchema,
  segment: refIdSchema,
  /** Index of the passenger (adults, then children) in the quote. */
  passenger: passengerIndexSchema,
  seat: z.pipe(
    requiredString(messages.requiredField),
    z.string().check(z.toUpperCase(), z.regex(/^[0-9]{1,2}[A-K]$/, { error: messages.invalidValue })),
  ),
})
export const seatSelectionSchema = z.object({
  segment: z.string(),
  passenger: z.int(),
  seat: z.string(),
  price: moneySchema,
  heldUntil: z.iso.datetime(),
})
export type SeatSelection = z.infer<typeof seatSelectionSchema>
export const seatHoldResponseSchema = z.object({ seats: z.array(seatSelectionSchema) })

export const getQuoteQuerySchema = z.object({ refid: refIdSchema, refresh: queryFlag })
export const getQuoteResponseSchema = z.object({
  quote: quoteSchema,
  seats: z.array(seatSelectionSchema),
  /** Set when `refresh` re-priced the quote. */
  previousTotal: z.nullable(moneySchema),
  priceChanged: z.boolean(),
  expiresAt: z.iso.datetime(),
})

// ——— reservation ———

/**
 * A passenger as the passenger-details form sends it; the server checks each one with
 * `passengerSchema` of `@rihla/api-contract/passenger` for its type, on the travel date, with the
 * documents the trip needs (national ID at home, passport abroad).
 */
export const reservePassengerSchema = z.looseObject(
  { type: z.enum(PASSENGER_TYPES, { error: messages.invalidValue }) },
  { error: messages.invalidValue },
)

const passengerIndex = passengerIndexSchema
const choiceText = z.string({ error: messages.invalidValue })

export const reserveRequestSchema = z.object({
  refId: refIdSchema,
  /** The signed-in traveller's api_token: the booking becomes theirs (the bearer is the partner's). */
  api_token: requiredString(messages.unauthenticated),
  passengers: z
    .array(reservePassengerSchema, { error: messages.fillRequiredFields })
    .check(z.minLength(1, { error: messages.fillRequiredFields })),
  contact: bookingContactSchema,
  baggage: z._default(
    z.array(z.object({ passenger: passengerIndex, optionId: choiceText }, { error: messages.invalidValue }), {
      error: messages.invalidValue,
    }),
    [],
  ),
  meals: z._default(
    z.array(
      z.object(
        { passenger: passengerIndex, segment: choiceText, code: choiceText },
        { error: messages.invalidValue },
      ),
      {
        error: messages.invalidValue,
      },
    ),
    [],
  ),
  ssr: z._default(
    z.array(z.object({ passenger: passengerIndex, code: choiceText }, { error: messages.invalidValue }), {
      error: messages.invalidValue,
    }),
    [],
  ),
})
export type ReserveRequest = z.input<typeof reserveRequestSchema>

export const flightAddonsSchema = z.object({
  baggage: z.array(z.object({ passenger: z.int(), leg: z.int(), kg: z.int(), price: moneySchema })),
  meals: z.array(z.object({ passenger: z.int(), segment: z.string(), name: z.string(), price: moneySchema })),
  ssr: z.array(z.object({ passenger: z.int(), name: z.string() })),
  seats: z.array(seatSelectionSchema),
})

export const flightPassengerSchema = z.object({
  type: passengerTypeSchema,
  prefix: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.nullable(z.string()),
  nationality: z.string(),
  /** The 13-digit e-ticket number (airline prefix and serial), issued when the booking is confirmed. */
  ticketNumber: z.nullable(z.string()),
  /** What this traveller may carry under the fare: an infant on a lap has no cabin bag and a smaller checked one. */
  baggage: z.object({ cabinKg: z.int(), checkedPieces: z.int(), checkedKg: z.int() }),
})

export const flightBookingSchema = z
  .object({
    booking: bookingSchema,
    refId: z.string(),
    itinerary: itinerarySchema,
    fare: fareSchema,
    passengers: z.array(flightPassengerSchema),
    addons: flightAddonsSchema,
    price: priceBreakdownSchema,
    contact: z.object({ email: z.string(), phone: z.string() }),
  })
  .register(z.globalRegistry, { id: 'FlightBooking' })
export type FlightBooking = z.infer<typeof flightBookingSchema>
export const reserveResponseSchema = flightBookingSchema

export const bookingDetailQuerySchema = z.object({
  uuid: z.pipe(requiredString(messages.requiredField), z.uuid({ error: messages.invalidValue })),
  api_token: requiredString(messages.unauthenticated),
})

/** The flight partner API from a chosen fare on (SPEC.md §7). Loaded with the booking steps. */
export const flightBookingEndpoints = {
  flightQuote: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/quote',
    auth: 'partner',
    body: quoteRequestSchema,
    response: quoteResponseSchema,
  }),
  flightRequote: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/requote',
    auth: 'partner',
    body: requoteRequestSchema,
    response: requoteResponseSchema,
  }),
  flightReserve: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/reserve',
    auth: 'partner',
    body: reserveRequestSchema,
    response: reserveResponseSchema,
    status: 201,
  }),
  sessionQuote: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/session-log/get-quote',
    auth: 'partner',
    query: getQuoteQuerySchema,
    response: getQuoteResponseSchema,
  }),
  flightBaggage: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/baggage',
    auth: 'partner',
    query: sessionQuerySchema,
    response: baggageResponseSchema,
  }),
  flightMeals: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/meal',
    auth: 'partner',
    query: sessionQuerySchema,
    response: mealResponseSchema,
  }),
  flightSsr: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/ssr',
    auth: 'partner',
    query: sessionQuerySchema,
    response: ssrResponseSchema,
  }),
  flightSeatmap: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/seatmap',
    auth: 'partner',
    query: seatmapQuerySchema,
    response: seatmapResponseSchema,
  }),
  flightSeatHold: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/air/api/seatmap/hold',
    auth: 'partner',
    body: seatHoldRequestSchema,
    response: seatHoldResponseSchema,
  }),
  flightBookingDetail: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/bookings/get-detail',
    auth: 'partner',
    query: bookingDetailQuerySchema,
    response: flightBookingSchema,
  }),
} as const satisfies Record<string, Endpoint>
