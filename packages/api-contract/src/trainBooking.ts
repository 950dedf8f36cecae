import { z } from 'zod/mini'
import { bookingSchema, userBookingGetRequestSchema } from './bookings'
import { moneySchema, refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { PASSENGER_TYPES, bookingContactSchema, passengerTypeSchema } from './passenger'
import { priceBreakdownSchema } from './pricing'
import { TRAIN_CONCESSIONS, trainClassSchema, trainSchema } from './trains'

// The railway calls from a chosen train on (SPEC.md §7 Trains): the reservation and its tickets, and the
// ticket check, which answers for a ticket's signed reference whoever shows it (a conductor's scanner). Loaded with the booking steps, not with the results: its passenger, contact (phone) and booking
// schemas are most of a contract's weight.

export const trainReservePassengerSchema = z.looseObject(
  {
    type: z.enum(PASSENGER_TYPES, { error: messages.invalidValue }),
    /** A concession fare the traveller claims; a carer travels with a traveller with a disability. */
    concession: z.optional(z.nullable(z.enum(TRAIN_CONCESSIONS, { error: messages.invalidValue }))),
  },
  { error: messages.invalidValue },
)
export const trainReserveRequestSchema = z.object({
  refId: refIdSchema,
  passengers: z
    .array(trainReservePassengerSchema, { error: messages.fillRequiredFields })
    .check(z.minLength(1, { error: messages.fillRequiredFields })),
  contact: bookingContactSchema,
})

/** One traveller's ticket: the seat (an infant has none) and, once paid, the signed reference its QR code carries. */
export const transitTicketSchema = z
  .object({
    type: passengerTypeSchema,
    firstName: z.string(),
    lastName: z.string(),
    seat: z.nullable(z.string()),
    fare: moneySchema,
    /** The concession the fare was given under, named in the caller's language; null at the full fare. */
    concession: z.nullable(z.string()),
    reference: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TransitTicket' })
export type TransitTicket = z.infer<typeof transitTicketSchema>

export const trainBookingSchema = z.object({
  booking: bookingSchema,
  refId: z.string(),
  train: trainSchema,
  class: trainClassSchema,
  /** The class's refund and cancellation rule, in the caller's language, as each ticket states it. */
  rules: z.array(z.string()),
  tickets: z.array(transitTicketSchema),
  price: priceBreakdownSchema,
  contact: z.object({ email: z.string(), phone: z.string() }),
})
export type TrainBooking = z.infer<typeof trainBookingSchema>

export const ticketVerifyRequestSchema = z.object({ reference: requiredString(messages.requiredField) })
export const ticketVerifyResponseSchema = z.object({
  valid: z.literal(true),
  bookingType: z.string(),
  orderId: z.string(),
  status: z.string(),
  traveller: z.string(),
  seat: z.nullable(z.string()),
  travelDate: z.nullable(z.string()),
})

export const trainBookingEndpoints = {
  railwaysReservation: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/railways/reservation',
    auth: 'user',
    body: trainReserveRequestSchema,
    response: trainBookingSchema,
    status: 201,
  }),
  railwaysBookingDetail: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/railways/booking-detail',
    auth: 'user',
    body: userBookingGetRequestSchema,
    response: trainBookingSchema,
  }),
  ticketVerify: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/tickets/verify',
    auth: 'none',
    body: ticketVerifyRequestSchema,
    response: ticketVerifyResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
