import { z } from 'zod/mini'
import { moneySchema, refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { priceBreakdownSchema } from './pricing'
import { SEAT_STATES, groundTripSearchSchema } from './trains'

// The consumer API's bus calls (SPEC.md §7 Buses): operators and coach classes, cities, the day's
// departures (a search session, RefID), a coach's photos, its deck with seats (choosing seats holds
// them), the four fare families with their rules and discounts. The order is in ./busBooking.

/** As for flights: at most 9 travellers with a seat in one order. */
export const BUS_MAX_SEATS = 9
/** Coaches are sold about three months ahead. */
export const BUS_BOOKING_DAYS = 90
export const BUS_PAYMENT_WINDOW_MINUTES = 20

export const BUS_CLASSES = ['standard', 'vip'] as const
export const busClassSchema = z.enum(BUS_CLASSES, { error: messages.invalidValue })
export type BusClass = z.infer<typeof busClassSchema>

/** SAPTCO's fare families, cheapest first. */
export const FARE_FAMILY_IDS = ['discounted', 'value', 'flexible', 'regular'] as const
export const fareFamilyIdSchema = z.enum(FARE_FAMILY_IDS, { error: messages.invalidValue })
export type FareFamilyId = z.infer<typeof fareFamilyIdSchema>

// ——— operators and cities ———

export const busOperatorSchema = z.object({ id: z.string(), name: z.string(), about: z.string() })
export const busesResponseSchema = z.object({
  operators: z.array(busOperatorSchema),
  classes: z.array(z.object({ class: busClassSchema, name: z.string(), perks: z.array(z.string()) })),
  /** The operator's rules as the traveller reads them: check-in, luggage, children, families. */
  rules: z.array(z.string()),
})

export const busCitySchema = z
  .object({ id: z.string(), name: z.string(), destinations: z.array(z.string()) })
  .register(z.globalRegistry, { id: 'BusCity' })
export const busCitiesResponseSchema = z.object({ cities: z.array(busCitySchema) })

// ——— departures ———

export const busSearchCriteriaSchema = groundTripSearchSchema({
  maxSeats: BUS_MAX_SEATS,
  maxSeatsMessage: messages.maxSeats,
  bookingDays: BUS_BOOKING_DAYS,
  beyondScheduleMessage: messages.busDateBeyondSchedule,
})
export type BusSearchCriteria = z.output<typeof busSearchCriteriaSchema>
export type BusSearchCriteriaInput = z.input<typeof busSearchCriteriaSchema>

export const busDepartureSchema = z
  .object({
    /** Unique on its day: `SAT-RUH-DMM-0730-VIP`. */
    id: z.string(),
    operator: busOperatorSchema,
    class: busClassSchema,
    className: z.string(),
    departure: z.string(),
    arrival: z.string(),
    durationMinutes: z.int(),
    seatsLeft: z.int(),
    /** The cheapest fare family's adult fare today, discounts applied. */
    fromFare: moneySchema,
  })
  .register(z.globalRegistry, { id: 'BusDeparture' })
export type BusDeparture = z.infer<typeof busDepartureSchema>

export const busTimesResponseSchema = z.object({
  refId: z.string(),
  expiresAt: z.string(),
  from: busCitySchema,
  to: busCitySchema,
  date: z.string(),
  departures: z.array(busDepartureSchema),
})

// ——— gallery ———

export const busGalleryRequestSchema = z.object({ class: busClassSchema })
export const busGalleryResponseSchema = z.object({
  photos: z.array(z.object({ id: z.string(), caption: z.string(), src: z.string(), src2x: z.string() })),
})

// ——— seats ———

export const busSeatSchema = z.object({
  /** Row and letter: `3C`. */
  id: z.string(),
  row: z.int(),
  letter: z.string(),
  position: z.enum(['window', 'aisle']),
  /** The front rows are kept for families: travellers with a child or an infant. */
  family: z.boolean(),
  state: z.enum(SEAT_STATES),
})
export const busSeatsRequestSchema = z.object({
  refId: refIdSchema,
  departureId: requiredString(messages.requiredField),
  seats: z.optional(
    z
      .array(requiredString(messages.invalidValue), { error: messages.invalidValue })
      .check(z.maxLength(BUS_MAX_SEATS, { error: messages.maxSeats })),
  ),
})
export const busSeatsResponseSchema = z.object({
  refId: z.string(),
  departureId: z.string(),
  class: busClassSchema,
  /** Seat letters across the deck, `null` the aisle; the driver and door are before row 1. */
  layout: z.array(z.nullable(z.string())),
  seats: z.array(busSeatSchema),
  held: z.array(z.string()),
  heldUntil: z.string(),
})
export type BusSeats = z.infer<typeof busSeatsResponseSchema>

// ——— fare families ———

export const busFlexiFaresRequestSchema = z.object({
  refId: refIdSchema,
  departureId: requiredString(messages.requiredField),
})
export const busDiscountSchema = z.object({
  kind: z.enum(['early_purchase']),
  percent: z.int(),
  /** Why it applies, in the caller's language: "Booked 21 days ahead: 15% off". */
  label: z.string(),
})
export const busFareFamilySchema = z
  .object({
    id: fareFamilyIdSchema,
    name: z.string(),
    baggageKg: z.int(),
    childBaggageKg: z.int(),
    /** A change of date or time: allowed, and its fee. */
    change: z.object({ allowed: z.boolean(), fee: z.nullable(moneySchema) }),
    /** Cancelling before departure, and the share of the fare refunded. */
    cancel: z.object({ allowed: z.boolean(), refundPercent: z.int() }),
    adultFare: moneySchema,
    childFare: moneySchema,
    discounts: z.array(busDiscountSchema),
    /** Every traveller of the search together. */
    price: priceBreakdownSchema,
  })
  .register(z.globalRegistry, { id: 'BusFareFamily' })
export type BusFareFamily = z.infer<typeof busFareFamilySchema>
/** Trip bundles on this route: `trips` one-way trips bought together, at `percent` off each. */
export const busBundleSchema = z.object({
  trips: z.int(),
  percent: z.int(),
  price: moneySchema,
  label: z.string(),
  /** One trip's share of the bundle's price. */
  perTripFare: z.optional(moneySchema),
  /** The trips are travelled within this many days of buying the bundle. */
  validDays: z.optional(z.int()),
})
/** A bundle an order bought: its first trip is the order's, the others are left to travel. */
export const busOrderBundleSchema = z.object({
  trips: z.int(),
  percent: z.int(),
  tripsLeft: z.int(),
  /** The last travel date of its trips, `YYYY-MM-DD`. */
  validUntil: z.string(),
  label: z.string(),
})
/** SAPTCO: travellers with a disability pay half; the concession is named on their ticket. */
export const BUS_CONCESSIONS = ['disability'] as const
export type BusConcession = (typeof BUS_CONCESSIONS)[number]
export const busConcessionSchema = z.object({
  id: z.enum(BUS_CONCESSIONS),
  percent: z.int(),
  label: z.string(),
  /** Who may take it, in the caller's language. */
  rule: z.optional(z.string()),
})
export type BusConcessionOffer = z.infer<typeof busConcessionSchema>
export const busFlexiFaresResponseSchema = z.object({
  refId: z.string(),
  departureId: z.string(),
  fares: z.array(busFareFamilySchema),
  bundles: z.array(busBundleSchema),
  concessions: z.array(busConcessionSchema),
})
export type BusFlexiFares = z.infer<typeof busFlexiFaresResponseSchema>

export const busesEndpoints = {
  buses: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/buses',
    auth: 'none',
    response: busesResponseSchema,
  }),
  busCities: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/buses/cities',
    auth: 'none',
    response: busCitiesResponseSchema,
  }),
  busTimes: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/REST/API/bus_times',
    auth: 'none',
    body: busSearchCriteriaSchema,
    response: busTimesResponseSchema,
  }),
  busGallery: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/buses/gallery',
    auth: 'none',
    body: busGalleryRequestSchema,
    response: busGalleryResponseSchema,
  }),
  busSeatsInfo: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/REST/API/seats_info',
    auth: 'none',
    body: busSeatsRequestSchema,
    response: busSeatsResponseSchema,
  }),
  busFlexiFares: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/REST/API/getFlexiFares',
    auth: 'none',
    body: busFlexiFaresRequestSchema,
    response: busFlexiFaresResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
