import { z } from 'zod/mini'
import { bookingSchema } from './bookings'
import { currencyCodeSchema, moneySchema } from './common'
import { addDays } from './dates'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import type { Message } from './messages'
import { bookingContactSchema, isIsoDate, todayInSaudiArabia } from './passenger'
import { priceBreakdownSchema } from './pricing'

// The hotel partner API (SPEC.md §7 `/hotels/api/*`): suggestions, search, one hotel's rooms and rates,
// quote, the quoted stay, reservation and booking detail. As with flights, everything after a search
// lives in a search session named by its RefID, which expires after inactivity (410 "Search Results
// Expired"); the server prices every call itself.

/** SPEC.md §3, §5, §9: at most 6 rooms per search. */
export const MAX_ROOMS = 6
export const MAX_ADULTS_PER_ROOM = 4
export const MAX_CHILDREN_PER_ROOM = 4
/** A hotel counts a guest under 18 as a child; an infant's age is 0. */
export const MAX_CHILD_AGE = 17
/** Longest stay one booking takes. */
export const MAX_NIGHTS = 30
/** Hotels open their rates about a year ahead: check-in is at most this many days from today. */
export const HOTEL_BOOKING_DAYS = 360
/** How long a reserved hotel booking waits for payment; its rooms stay held meanwhile. */
export const HOTEL_PAYMENT_WINDOW_MINUTES = 30

export const BOARD_BASES = ['room_only', 'breakfast', 'half_board'] as const
export const boardBasisSchema = z.enum(BOARD_BASES)
export type BoardBasis = z.infer<typeof boardBasisSchema>

export const BED_TYPES = ['king', 'queen', 'twin', 'double'] as const
export const bedTypeSchema = z.enum(BED_TYPES)
export type BedType = z.infer<typeof bedTypeSchema>

export const SUGGESTION_KINDS = ['city', 'district', 'landmark', 'hotel'] as const
export const suggestionKindSchema = z.enum(SUGGESTION_KINDS)
export type SuggestionKind = z.infer<typeof suggestionKindSchema>

/** What a hotel's distance is measured to: the Haram in Makkah, the Prophet's Mosque in Madinah, else the city centre. */
export const DISTANCE_ANCHORS = ['haram', 'prophets_mosque', 'city_centre'] as const

const required = (message: Message) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }))
const refIdSchema = required(messages.requiredField)
const isoDateSchema = required(messages.dateRequired).check(
  z.refine(isIsoDate, { error: messages.invalidValue }),
)
const countSchema = (min: number, max: number, tooMany: Message = messages.invalidValue) =>
  z
    .int({ error: messages.invalidValue })
    .check(z.minimum(min, { error: messages.invalidValue }), z.maximum(max, { error: tooMany }))

/** The last check-in date rates are open for, counted from today in Saudi Arabia (YYYY-MM-DD). */
export const lastCheckInDate = (today: string = todayInSaudiArabia()) => addDays(today, HOTEL_BOOKING_DAYS)

// ——— suggestions ———

export const suggestionsQuerySchema = z.object({ query: required(messages.cityRequired) })

/** A destination a search can start from; `id` is what the search sends back (`city:Makkah`, `hotel:mak-raffles`). */
export const hotelSuggestionSchema = z
  .object({
    id: z.string(),
    kind: suggestionKindSchema,
    /** In the language of the locale header. */
    name: z.string(),
    /** The city it is in (for a city, its country). */
    context: z.string(),
    hotels: z.int(),
  })
  .register(z.globalRegistry, { id: 'HotelSuggestion' })
export type HotelSuggestion = z.infer<typeof hotelSuggestionSchema>
export const suggestionsResponseSchema = z.object({ suggestions: z.array(hotelSuggestionSchema) })

// ——— search ———

/** One room of a search: its adults and each child's age (0–17). */
export const roomOccupancySchema = z.object(
  {
    adults: countSchema(1, MAX_ADULTS_PER_ROOM),
    childAges: z._default(
      z
        .array(
          z
            .int({ error: messages.childAgeRequired })
            .check(
              z.minimum(0, { error: messages.invalidValue }),
              z.maximum(MAX_CHILD_AGE, { error: messages.invalidValue }),
            ),
          { error: messages.invalidValue },
        )
        .check(z.maxLength(MAX_CHILDREN_PER_ROOM, { error: messages.invalidValue })),
      [],
    ),
  },
  { error: messages.invalidValue },
)
export type RoomOccupancy = z.output<typeof roomOccupancySchema>

export const hotelSearchCriteriaSchema = z
  .object(
    {
      /** A suggestion's id. */
      destination: required(messages.cityRequired),
      checkIn: isoDateSchema,
      checkOut: isoDateSchema,
      rooms: z
        .array(roomOccupancySchema, { error: messages.fillRequiredFields })
        .check(
          z.minLength(1, { error: messages.fillRequiredFields }),
          z.maxLength(MAX_ROOMS, { error: messages.maxRooms }),
        ),
      currency: z._default(currencyCodeSchema, 'SAR'),
    },
    { error: messages.cityRequired },
  )
  .check(
    z.superRefine((search, ctx) => {
      const fail = (path: string, message: Message) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: search })
      // A missing or malformed date is already reported on its field; the stay is checked once both are dates.
      if (!isIsoDate(search.checkIn) || !isIsoDate(search.checkOut)) return
      const today = todayInSaudiArabia()
      if (search.checkIn < today) fail('checkIn', messages.dateInPast)
      else if (search.checkIn > lastCheckInDate(today)) fail('checkIn', messages.checkInBeyondSchedule)
      if (search.checkOut <= search.checkIn) fail('checkOut', messages.checkOutAfterCheckIn)
      else if (search.checkOut > addDays(search.checkIn, MAX_NIGHTS)) fail('checkOut', messages.maxNights)
    }),
  )
export type HotelSearchCriteria = z.output<typeof hotelSearchCriteriaSchema>
export type HotelSearchCriteriaInput = z.input<typeof hotelSearchCriteriaSchema>

export const hotelSearchRequestSchema = z.object({ search: hotelSearchCriteriaSchema })

export const hotelPhotoSchema = z.object({
  /** Stable: the same hotel always has the same photos, in the same order. */
  id: z.string(),
  /** What it shows, in the language of the locale header (its alt text). */
  caption: z.string(),
  /** webp at 1x and 2x density, served by the site. */
  src: z.string(),
  src2x: z.string(),
})

export const amenitySchema = z.object({ id: z.string(), name: z.string() })

export const hotelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    city: z.object({ id: z.string(), name: z.string() }),
    district: z.string(),
    stars: z.int(),
    /** Guest rating out of 10, one decimal. */
    rating: z.number(),
    reviewCount: z.int(),
    amenities: z.array(amenitySchema),
    photos: z.array(hotelPhotoSchema),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
    distance: z.object({ meters: z.int(), to: z.enum(DISTANCE_ANCHORS), name: z.string() }),
  })
  .register(z.globalRegistry, { id: 'Hotel' })
export type Hotel = z.infer<typeof hotelSchema>

/** One hotel of a search's results: its lowest rate that fits every searched room, or none available. */
export const hotelOfferSchema = z
  .object({
    /** The ItineraryRefID of the routes: the hotel's id. */
    id: z.string(),
    hotel: hotelSchema,
    nights: z.int(),
    available: z.boolean(),
    /** The lowest price of the stay for all rooms, taxes included, and per night; null when not available. */
    total: z.nullable(moneySchema),
    perNight: z.nullable(moneySchema),
    freeCancellation: z.boolean(),
    boards: z.array(boardBasisSchema),
  })
  .register(z.globalRegistry, { id: 'HotelOffer' })
export type HotelOffer = z.infer<typeof hotelOfferSchema>

export const hotelSearchResponseSchema = z.object({
  refId: z.string(),
  expiresAt: z.iso.datetime(),
  search: hotelSearchCriteriaSchema,
  hotels: z.array(hotelOfferSchema),
})
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>

// ——— one hotel's rooms and rates ———

export const nightPriceSchema = z.object({ date: z.iso.date(), price: moneySchema })

/** A rate plan of a room type, priced for one room of the search's largest occupancy it fits. */
export const roomRateSchema = z
  .object({
    /** `{roomTypeId}:{board}:{flex|nr}`; the quote names rates by it. */
    id: z.string(),
    board: boardBasisSchema,
    refundable: z.boolean(),
    /** Until then cancelling is free; null for a non-refundable rate. */
    freeCancellationUntil: z.nullable(z.iso.datetime()),
    /** What cancelling costs after the deadline (the whole stay when non-refundable). */
    cancellationFee: moneySchema,
    /** Each night's price for one room, taxes included. */
    nights: z.array(nightPriceSchema),
    price: priceBreakdownSchema,
  })
  .register(z.globalRegistry, { id: 'RoomRate' })
export type RoomRate = z.infer<typeof roomRateSchema>

export const roomTypeOfferSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    bedType: bedTypeSchema,
    sizeSqm: z.int(),
    maxAdults: z.int(),
    maxChildren: z.int(),
    /** Rooms of this type still free on every night of the stay. */
    roomsLeft: z.int(),
    photos: z.array(hotelPhotoSchema),
    rates: z.array(roomRateSchema),
  })
  .register(z.globalRegistry, { id: 'RoomTypeOffer' })
export type RoomTypeOffer = z.infer<typeof roomTypeOfferSchema>

export const singleItineraryQuerySchema = z.object({ RefID: refIdSchema, ItineraryRefID: refIdSchema })
export const singleItineraryResponseSchema = z.object({
  search: hotelSearchCriteriaSchema,
  hotel: hotelSchema,
  nights: z.int(),
  rooms: z.array(roomTypeOfferSchema),
  expiresAt: z.iso.datetime(),
})
export type SingleItineraryResponse = z.infer<typeof singleItineraryResponseSchema>

// ——— quote ———

/** One rate per searched room, in the search's room order. */
export const hotelQuoteRequestSchema = z.object({
  RefID: refIdSchema,
  ItineraryRefID: refIdSchema,
  rates: z
    .array(required(messages.requiredField), { error: messages.fillRequiredFields })
    .check(
      z.minLength(1, { error: messages.fillRequiredFields }),
      z.maxLength(MAX_ROOMS, { error: messages.maxRooms }),
    ),
})

export const quotedRoomSchema = z.object({
  occupancy: roomOccupancySchema,
  roomTypeId: z.string(),
  roomName: z.string(),
  bedType: bedTypeSchema,
  rate: roomRateSchema,
})

export const hotelCancellationPolicySchema = z.object({
  /** True when every room's rate is refundable. */
  refundable: z.boolean(),
  /** The earliest of the rooms' free-cancellation deadlines; null when any rate is non-refundable. */
  freeCancellationUntil: z.nullable(z.iso.datetime()),
  /** What cancelling costs after the deadline, for all rooms. */
  feeAfterDeadline: moneySchema,
})

export const hotelQuoteSchema = z
  .object({
    refId: z.string(),
    hotel: hotelSchema,
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.int(),
    rooms: z.array(quotedRoomSchema),
    price: priceBreakdownSchema,
    cancellation: hotelCancellationPolicySchema,
    quotedAt: z.iso.datetime(),
    /** The rooms are held for the session until then; every call on the session extends it. */
    heldUntil: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'HotelQuote' })
export type HotelQuote = z.infer<typeof hotelQuoteSchema>
export const hotelQuoteResponseSchema = z.object({ quote: hotelQuoteSchema })

export const quotedQuerySchema = z.object({ RefID: refIdSchema })

// ——— reservation ———

/**
 * The lead guest of one room, as the guest form sends it; the server checks it with `passengerSchema`
 * (an adult who gives an age) and refuses a first name another room's lead guest already has.
 */
export const hotelGuestInputSchema = z.looseObject({}, { error: messages.fillRequiredFields })

export const hotelReserveRequestSchema = z.object({
  RefID: refIdSchema,
  /** The signed-in traveller's api_token: the booking becomes theirs (the bearer is the partner's). */
  api_token: required(messages.unauthenticated),
  guests: z
    .array(hotelGuestInputSchema, { error: messages.fillRequiredFields })
    .check(z.minLength(1, { error: messages.fillRequiredFields })),
  contact: bookingContactSchema,
  specialRequests: z._default(
    z.string({ error: messages.invalidValue }).check(z.maxLength(500, { error: messages.messageTooLong })),
    '',
  ),
})
export type HotelReserveRequest = z.input<typeof hotelReserveRequestSchema>

export const hotelGuestSchema = z.object({
  room: z.int(),
  prefix: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string(),
  age: z.nullable(z.int()),
})

export const hotelRefundSchema = z.object({
  amount: moneySchema,
  status: z.enum(['in_progress', 'refunded']),
  requestedAt: z.iso.datetime(),
  refundedAt: z.nullable(z.iso.datetime()),
})

export const hotelBookingSchema = z
  .object({
    booking: bookingSchema,
    refId: z.string(),
    /** The hotel's confirmation number, given when the booking is confirmed; null before. */
    confirmationNumber: z.nullable(z.string()),
    hotel: hotelSchema,
    address: z.string(),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.int(),
    rooms: z.array(quotedRoomSchema),
    guests: z.array(hotelGuestSchema),
    price: priceBreakdownSchema,
    cancellation: hotelCancellationPolicySchema,
    /** What cancelling now would cost and give back; shown before the traveller confirms. */
    cancellationNow: z.object({ fee: moneySchema, refund: moneySchema }),
    refund: z.nullable(hotelRefundSchema),
    contact: z.object({ email: z.string(), phone: z.string() }),
    specialRequests: z.string(),
  })
  .register(z.globalRegistry, { id: 'HotelBooking' })
export type HotelBooking = z.infer<typeof hotelBookingSchema>

export const hotelBookingDetailQuerySchema = z.object({
  UUID: z.pipe(required(messages.requiredField), z.uuid({ error: messages.invalidValue })),
  api_token: required(messages.unauthenticated),
})

/** The nights of a stay, check-in first (YYYY-MM-DD); the check-out day is not one. */
export const stayNights = (checkIn: string, checkOut: string): string[] => {
  const nights: string[] = []
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night)
  return nights
}

export const hotelsEndpoints = {
  hotelSuggestions: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/hotels/api/suggestions',
    auth: 'partner',
    query: suggestionsQuerySchema,
    response: suggestionsResponseSchema,
  }),
  hotelSearch: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/hotels/api/search',
    auth: 'partner',
    body: hotelSearchRequestSchema,
    response: hotelSearchResponseSchema,
  }),
  hotelSingleItinerary: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/hotels/api/single-itinerary',
    auth: 'partner',
    query: singleItineraryQuerySchema,
    response: singleItineraryResponseSchema,
  }),
  hotelQuote: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/hotels/api/quote',
    auth: 'partner',
    body: hotelQuoteRequestSchema,
    response: hotelQuoteResponseSchema,
  }),
  hotelQuoted: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/hotels/api/quoted',
    auth: 'partner',
    query: quotedQuerySchema,
    response: hotelQuoteResponseSchema,
  }),
  hotelReserve: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/hotels/api/reserve',
    auth: 'partner',
    body: hotelReserveRequestSchema,
    response: hotelBookingSchema,
    status: 201,
  }),
  hotelBookingDetail: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/hotels/api/bookings/get-detail',
    auth: 'partner',
    query: hotelBookingDetailQuerySchema,
    response: hotelBookingSchema,
  }),
} as const satisfies Record<string, Endpoint>
