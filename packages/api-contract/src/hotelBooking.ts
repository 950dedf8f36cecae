import { z } from 'zod/mini'
import { bookingSchema } from './bookings'
import { moneySchema, refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { MAX_ROOMS, bedTypeSchema, hotelSchema, roomOccupancySchema, roomRateSchema } from './hotels'
import { messages } from './messages'
import { bookingContactSchema } from './passenger'
import { priceBreakdownSchema } from './pricing'

// The hotel partner API from the chosen rooms on (SPEC.md §7 `/hotels/api/*`): the quote, the quoted
// stay, reservation and booking detail. Loaded with the booking steps, not with the results: its guest,
// contact (phone) and booking schemas are most of a contract's weight.

// ——— quote ———

/** One rate per searched room, in the search's room order. */
export const hotelQuoteRequestSchema = z.object({
  RefID: refIdSchema,
  ItineraryRefID: refIdSchema,
  rates: z
    .array(requiredString(messages.requiredField), { error: messages.fillRequiredFields })
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
  api_token: requiredString(messages.unauthenticated),
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
  UUID: z.pipe(requiredString(messages.requiredField), z.uuid({ error: messages.invalidValue })),
  api_token: requiredString(messages.unauthenticated),
})

/** The hotel partner API from the chosen rooms on (SPEC.md §7). Loaded with the booking steps. */
export const hotelBookingEndpoints = {
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
