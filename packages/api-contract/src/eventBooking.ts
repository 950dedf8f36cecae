import { z } from 'zod/mini'
import { bookingSchema, userBookingGetRequestSchema } from './bookings'
import { moneySchema, pricingCurrencySchema, refIdSchema, requiredString } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { EVENT_MAX_TICKETS, eventDetailSchema, eventPassSchema, eventSummarySchema } from './events'
import { messages } from './messages'
import { bookingContactSchema } from './passenger'
import { priceBreakdownSchema } from './pricing'

// The event calls from chosen passes on (SPEC.md §7 Events): the quote (the server prices the passes and
// starts a session, RefID), the reservation, which takes the passes' capacity and waits for payment, and
// the booking's e-tickets. Loaded with the booking steps, not with the listings: its contact (phone) and
// booking schemas are most of a contract's weight.

/** A ticket line (SPEC.md §3): a pass and how many. */
export const ticketLineSchema = z.object({
  passId: requiredString(messages.requiredField),
  quantity: z
    .int({ error: messages.invalidValue })
    .check(
      z.minimum(1, { error: messages.invalidValue }),
      z.maximum(EVENT_MAX_TICKETS, { error: messages.eventMaxTickets }),
    ),
})
export type TicketLine = z.infer<typeof ticketLineSchema>

/**
 * The server prices the lines itself; a line over its pass's per-order limit is refused (400), one over
 * what is left of its pass (sold out, fewer left) is refused as a conflict (409).
 */
export const eventQuoteRequestSchema = z
  .object({
    eventId: requiredString(messages.requiredField),
    showId: requiredString(messages.eventShowRequired),
    lines: z
      .array(ticketLineSchema, { error: messages.eventPassRequired })
      .check(z.minLength(1, { error: messages.eventPassRequired })),
    currency: pricingCurrencySchema,
  })
  .check(
    z.superRefine((request, ctx) => {
      const total = request.lines.reduce((sum, line) => sum + line.quantity, 0)
      if (total > EVENT_MAX_TICKETS)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: messages.eventMaxTickets, input: request })
      const passes = request.lines.map((line) => line.passId)
      if (new Set(passes).size !== passes.length)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: messages.invalidValue, input: request })
    }),
  )
export type EventQuoteRequest = z.input<typeof eventQuoteRequestSchema>

export const quotedLineSchema = z.object({
  pass: eventPassSchema,
  quantity: z.int(),
  /** The pass's price times the quantity. */
  amount: moneySchema,
})
export const eventQuoteSchema = z
  .object({
    refId: z.string(),
    expiresAt: z.string(),
    event: eventSummarySchema,
    show: z.object({
      id: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      label: z.nullable(z.string()),
    }),
    lines: z.array(quotedLineSchema),
    tickets: z.int(),
    /** The event's detail rules the attendees step needs. */
    namedTickets: z.boolean(),
    minimumAge: z.int(),
    price: priceBreakdownSchema,
  })
  .register(z.globalRegistry, { id: 'EventQuote' })
export type EventQuote = z.infer<typeof eventQuoteSchema>

/** Reads a quote again (a reload of the attendees or review step). */
export const eventQuotedRequestSchema = z.object({ refId: refIdSchema })

export const attendeeSchema = z.object({
  /** Which pass of the quote this ticket is. */
  passId: requiredString(messages.requiredField),
  firstName: requiredString(messages.firstNameRequired).check(
    z.maxLength(50, { error: messages.invalidValue }),
  ),
  lastName: requiredString(messages.lastNameRequired).check(
    z.maxLength(50, { error: messages.invalidValue }),
  ),
})
export type Attendee = z.infer<typeof attendeeSchema>

/**
 * With named tickets, one attendee per ticket, as many of each pass as the quote holds (else 400
 * "The attendees do not match the tickets"); without, no attendees: the contact holds the order.
 */
export const eventReserveRequestSchema = z.object({
  refId: refIdSchema,
  attendees: z._default(z.array(attendeeSchema, { error: messages.invalidValue }), []),
  contact: bookingContactSchema,
})
export type EventReserveRequest = z.input<typeof eventReserveRequestSchema>

/** One e-ticket: the pass, who it is for, and once paid the signed reference its QR code carries. */
export const eventTicketSchema = z
  .object({
    passId: z.string(),
    passName: z.string(),
    /** The attendee's name with named tickets; null otherwise. */
    attendee: z.nullable(z.string()),
    price: moneySchema,
    /** Checked by POST /api/v2/tickets/verify at the gate, like train and bus tickets. */
    reference: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'EventTicket' })
export type EventTicket = z.infer<typeof eventTicketSchema>

export const eventBookingSchema = z.object({
  booking: bookingSchema,
  refId: z.string(),
  event: eventDetailSchema,
  show: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string(), label: z.nullable(z.string()) }),
  lines: z.array(quotedLineSchema),
  tickets: z.array(eventTicketSchema),
  price: priceBreakdownSchema,
  contact: z.object({ email: z.string(), phone: z.string() }),
})
export type EventBooking = z.infer<typeof eventBookingSchema>

export const eventBookingEndpoints = {
  eventQuote: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/quote',
    auth: 'none',
    body: eventQuoteRequestSchema,
    response: eventQuoteSchema,
  }),
  eventQuoted: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/quoted',
    auth: 'none',
    body: eventQuotedRequestSchema,
    response: eventQuoteSchema,
  }),
  eventReservation: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/reservation',
    auth: 'user',
    body: eventReserveRequestSchema,
    response: eventBookingSchema,
    status: 201,
  }),
  eventBookingDetail: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/events/booking-detail',
    auth: 'user',
    body: userBookingGetRequestSchema,
    response: eventBookingSchema,
  }),
} as const satisfies Record<string, Endpoint>
