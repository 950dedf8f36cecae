import { z } from 'zod/mini'
import { moneySchema, pricingCurrencySchema, refIdSchema, requiredString } from './common'
import { addDays, isIsoDate, todayInSaudiArabia } from './dates'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import type { Message } from './messages'
import { priceBreakdownSchema } from './pricing'

// The hotel partner API (SPEC.md §7 `/hotels/api/*`) up to the choice of rooms: suggestions, search and
// one hotel's rooms and rates (the quote, the quoted stay, reservation and booking detail are in
// ./hotelBooking, with the guest, contact and booking schemas a results page has no use for). As with flights, everything after a search
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

const isoDateSchema = requiredString(messages.dateRequired).check(
  z.refine(isIsoDate, { error: messages.invalidValue }),
)
const countSchema = (min: number, max: number, tooMany: Message = messages.invalidValue) =>
  z
    .int({ error: messages.invalidValue })
    .check(z.minimum(min, { error: messages.invalidValue }), z.maximum(max, { error: tooMany }))

/** The last check-in date rates are open for, counted from today in Saudi Arabia (YYYY-MM-DD). */
export const lastCheckInDate = (today: string = todayInSaudiArabia()) => addDays(today, HOTEL_BOOKING_DAYS)

// ——— suggestions ———

export const suggestionsQuerySchema = z.object({ query: requiredString(messages.cityRequired) })

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
      destination: requiredString(messages.cityRequired),
      checkIn: isoDateSchema,
      checkOut: isoDateSchema,
      rooms: z
        .array(roomOccupancySchema, { error: messages.fillRequiredFields })
        .check(
          z.minLength(1, { error: messages.fillRequiredFields }),
          z.maxLength(MAX_ROOMS, { error: messages.maxRooms }),
        ),
      currency: pricingCurrencySchema,
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
} as const satisfies Record<string, Endpoint>
