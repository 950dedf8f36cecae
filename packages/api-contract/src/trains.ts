import { z } from 'zod/mini'
import { moneySchema, pricingCurrencySchema, refIdSchema, requiredString } from './common'
import { addDays, isIsoDate, todayInSaudiArabia } from './dates'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import type { Message } from './messages'
import { priceBreakdownSchema } from './pricing'

// The consumer API's railway calls (SPEC.md §7 Trains) up to a chosen train: the network, a search that
// starts a session (RefID), a train's coaches with their seats (choosing seats holds them). The
// reservation, its tickets and the ticket check are in ./trainBooking.

/** SPEC.md §5, §9: at most 4 seats per train booking, at least one adult. */
export const TRAIN_MAX_SEATS = 4
/** SAR sells tickets up to 12 weeks ahead. */
export const TRAIN_BOOKING_DAYS = 84
/** How long a reserved train booking waits for payment; its seats stay held meanwhile. */
export const TRAIN_PAYMENT_WINDOW_MINUTES = 20
/** A child (2–12) travels at this share of the adult fare; an infant travels free on a lap. */
export const CHILD_FARE_PERCENT = 50
/**
 * SAR's concession fares: a student (an adult with a student card), a traveller with a disability and
 * one carer travelling with them. The server prices them; each ticket names the concession it was sold
 * under, and the traveller shows the card at the gate.
 */
export const TRAIN_CONCESSIONS = ['student', 'disability', 'carer'] as const
export type TrainConcession = (typeof TRAIN_CONCESSIONS)[number]

export const TRAIN_CLASSES = ['economy', 'business', 'sleeper'] as const
export const trainClassSchema = z.enum(TRAIN_CLASSES, { error: messages.invalidValue })
export type TrainClass = z.infer<typeof trainClassSchema>

export const SEAT_POSITIONS = ['window', 'aisle', 'berth'] as const
export const SEAT_FACING = ['forward', 'backward'] as const
/** available; held_by_you (this session's); occupied (sold or held by someone else). */
export const SEAT_STATES = ['available', 'held_by_you', 'occupied'] as const

/** The last travel date on sale, counted from today in Saudi Arabia. */
export const lastTrainDate = (today: string = todayInSaudiArabia()) => addDays(today, TRAIN_BOOKING_DAYS)

// ——— network ———

export const trainStationSchema = z
  .object({ id: z.string(), name: z.string(), city: z.string(), line: z.string() })
  .register(z.globalRegistry, { id: 'TrainStation' })
export type TrainStation = z.infer<typeof trainStationSchema>

export const railwayLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  lengthKm: z.int(),
  /** In order along the line. */
  stations: z.array(trainStationSchema),
  classes: z.array(z.object({ class: trainClassSchema, name: z.string() })),
})
export const railwaysGeneralResponseSchema = z.object({
  operator: z.string(),
  lines: z.array(railwayLineSchema),
  maxSeats: z.int(),
  childFarePercent: z.int(),
})

// ——— search ———

interface GroundTripRules {
  maxSeats: number
  maxSeatsMessage: Message
  /** When set, a search without an adult is refused with it on `adults`; else adults count from 1. */
  adultRequired?: Message
  bookingDays: number
  beyondScheduleMessage: Message
}

/**
 * A train or bus search: two stops, a date and the party. Adults and children each take a seat, at most
 * `maxSeats` of them; infants sit on an adult's lap, so there are no more infants than adults.
 */
export function groundTripSearchSchema(rules: GroundTripRules) {
  const count = (min: number) =>
    z
      .int({ error: messages.invalidValue })
      .check(
        z.minimum(min, { error: messages.invalidValue }),
        z.maximum(rules.maxSeats, { error: rules.maxSeatsMessage }),
      )
  return z
    .object(
      {
        from: requiredString(messages.departureCityRequired),
        to: requiredString(messages.arrivalCityRequired),
        date: requiredString(messages.dateRequired).check(
          z.refine(isIsoDate, { error: messages.invalidValue }),
        ),
        adults: z._default(count(rules.adultRequired ? 0 : 1), 1),
        children: z._default(count(0), 0),
        infants: z._default(count(0), 0),
        currency: pricingCurrencySchema,
      },
      { error: messages.departureCityRequired },
    )
    .check(
      z.superRefine((search, ctx) => {
        const fail = (path: string, message: Message) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: search })
        if (rules.adultRequired && search.adults < 1) fail('adults', rules.adultRequired)
        if (search.adults + search.children > rules.maxSeats) fail('children', rules.maxSeatsMessage)
        if (search.infants > search.adults) fail('infants', messages.infantsExceedAdults)
        if (search.from === search.to) fail('to', messages.sameAirports)
        if (!isIsoDate(search.date)) return
        const today = todayInSaudiArabia()
        if (search.date < today) fail('date', messages.dateInPast)
        else if (search.date > addDays(today, rules.bookingDays)) fail('date', rules.beyondScheduleMessage)
      }),
    )
}

/** SPEC.md §5: at most 4 seats, at least one adult. */
export const trainSearchCriteriaSchema = groundTripSearchSchema({
  maxSeats: TRAIN_MAX_SEATS,
  maxSeatsMessage: messages.trainMaxSeats,
  adultRequired: messages.trainAdultRequired,
  bookingDays: TRAIN_BOOKING_DAYS,
  beyondScheduleMessage: messages.trainDateBeyondSchedule,
})
export type TrainSearchCriteria = z.output<typeof trainSearchCriteriaSchema>
export type TrainSearchCriteriaInput = z.input<typeof trainSearchCriteriaSchema>

export const trainStopSchema = z.object({
  station: trainStationSchema,
  /** ISO times with the +03:00 offset; null at the train's first (arrival) or last (departure) station. */
  arrival: z.nullable(z.string()),
  departure: z.nullable(z.string()),
})

/** A concession fare of a class: `percent` off, the adult fare it comes to, and its name and rule. */
export const trainConcessionFareSchema = z.object({
  id: z.enum(TRAIN_CONCESSIONS),
  percent: z.int(),
  /** One adult's fare under the concession. */
  fare: moneySchema,
  /** Named in the caller's language, as the ticket names it: "Student concession, 25% off". */
  label: z.string(),
  /** Who may take it, in the caller's language. */
  rule: z.string(),
})
export type TrainConcessionFare = z.infer<typeof trainConcessionFareSchema>

export const trainClassOfferSchema = z.object({
  class: trainClassSchema,
  name: z.string(),
  seatsLeft: z.int(),
  /** One adult's fare for the searched stretch, and a child's. */
  adultFare: moneySchema,
  childFare: moneySchema,
  /** Every traveller of the search together. */
  price: priceBreakdownSchema,
  /** The rise the train's load has brought (0, 15, 30 or 50): fares climb as the train fills. */
  demandPercent: z.int(),
  /** The concession fares of this class (absent from servers that sell none). */
  concessions: z.optional(z.array(trainConcessionFareSchema)),
})

export const trainSchema = z
  .object({
    /** The service's number, unique on its day (`HHR-8103`). */
    id: z.string(),
    line: z.string(),
    lineName: z.string(),
    from: trainStationSchema,
    to: trainStationSchema,
    departure: z.string(),
    arrival: z.string(),
    durationMinutes: z.int(),
    /** Every stop of the service, its first and last included. */
    stops: z.array(trainStopSchema),
    night: z.boolean(),
    classes: z.array(trainClassOfferSchema),
  })
  .register(z.globalRegistry, { id: 'Train' })
export type Train = z.infer<typeof trainSchema>

export const trainSearchResponseSchema = z.object({
  refId: z.string(),
  expiresAt: z.string(),
  search: z.object({
    from: trainStationSchema,
    to: trainStationSchema,
    date: z.string(),
    adults: z.int(),
    children: z.int(),
    infants: z.int(),
    currency: z.string(),
  }),
  trains: z.array(trainSchema),
})

// ——— seat map and seat holds ———

export const trainSeatSchema = z.object({
  /** Coach and seat: `3-12A`. */
  id: z.string(),
  row: z.int(),
  letter: z.string(),
  position: z.enum(SEAT_POSITIONS),
  /** Whether the traveller faces the way the train goes. */
  facing: z.enum(SEAT_FACING),
  /** A space for a wheelchair user (with the companion seat beside it). */
  wheelchair: z.boolean(),
  state: z.enum(SEAT_STATES),
})
export const trainCoachSchema = z.object({
  number: z.int(),
  class: trainClassSchema,
  /** Seat letters across the coach, `null` the aisle: `['A','B',null,'C','D']`. */
  layout: z.array(z.nullable(z.string())),
  /** A sleeper coach's berths come in cabins of this many. */
  cabinSize: z.nullable(z.int()),
  seats: z.array(trainSeatSchema),
})

/** With `seats`, the session holds exactly those seats (releasing others); without, it only shows the map. */
export const trainSeatmapRequestSchema = z.object({
  refId: refIdSchema,
  trainId: requiredString(messages.requiredField),
  class: trainClassSchema,
  seats: z.optional(
    z
      .array(requiredString(messages.invalidValue), { error: messages.invalidValue })
      .check(z.maxLength(TRAIN_MAX_SEATS, { error: messages.trainMaxSeats })),
  ),
})
export const trainSeatmapResponseSchema = z.object({
  refId: z.string(),
  trainId: z.string(),
  class: trainClassSchema,
  coaches: z.array(trainCoachSchema),
  /** The seats this session holds, in the order chosen, and until when. */
  held: z.array(z.string()),
  heldUntil: z.string(),
  /** The class's concession fares, as in the search's offer. */
  concessions: z.optional(z.array(trainConcessionFareSchema)),
})
export type TrainSeatmap = z.infer<typeof trainSeatmapResponseSchema>

export const trainsEndpoints = {
  railwaysGeneral: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/railways/general',
    auth: 'none',
    response: railwaysGeneralResponseSchema,
  }),
  railwaysSearch: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/railways/search',
    auth: 'none',
    body: trainSearchCriteriaSchema,
    response: trainSearchResponseSchema,
  }),
  railwaysSeatmap: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/railways/seatmap',
    auth: 'none',
    body: trainSeatmapRequestSchema,
    response: trainSeatmapResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
