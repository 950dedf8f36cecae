import { z } from 'zod/mini'
import { bookingSchema } from './bookings'
import { moneySchema } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { bookingStatusSchema } from './site'
import { deskRequestSchema, supportIdParamsSchema } from './support'

// Self-service cancellation and the refund tracker (issue 17). The region's sites send a traveller to a
// phone line to cancel; here a Confirmed flight, train, bus or event booking whose fare allows it is
// cancelled online. The server works out the fee and the refund from the booking's own fare rules; the
// client only shows them, and its confirmation carries the refund it showed so that a refund which changed
// meanwhile (a deadline passed) is never taken on an old figure.

/** Where a refund goes back to: the card it was paid with, or the Rihla wallet. */
export const REFUND_DESTINATIONS = ['card', 'wallet'] as const
export const refundDestinationSchema = z.enum(REFUND_DESTINATIONS)
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number]

/**
 * What cancelling a booking now would cost and give back. `allowed` false keeps the figures of the fare
 * rule (so a screen can say what the fare allows) and `reason` says why, in the caller's language; the
 * screen then offers a support request instead.
 */
export const cancellationQuoteSchema = z
  .object({
    uuid: z.uuid(),
    allowed: z.boolean(),
    /** Why it cannot be cancelled online now, in the language of the locale header; null when allowed. */
    reason: z.nullable(z.string()),
    /** The fare's cancellation rule in a sentence, in the language of the locale header. */
    rule: z.string(),
    /** What was paid; zero for an unpaid booking, which is cancelled without fee or refund. */
    paid: moneySchema,
    fee: moneySchema,
    refund: moneySchema,
    /** Null when nothing is refunded. */
    refundTo: z.nullable(refundDestinationSchema),
    /** When the payment provider is expected to have returned the money. */
    refundExpectedBy: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'CancellationQuote' })
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>

/** Who moved a booking: the traveller online, a support agent, the payment provider, or the system. */
export const BOOKING_ACTORS = ['traveller', 'agent', 'provider', 'system'] as const
export type BookingActor = (typeof BOOKING_ACTORS)[number]

/** One step of a booking's cancellation and refund, oldest first. */
export const refundStepSchema = z.object({
  status: bookingStatusSchema,
  at: z.iso.datetime(),
  /** Who moved it: the traveller online, a support agent, or the payment provider. */
  by: z.enum(BOOKING_ACTORS),
})
export type RefundStep = z.infer<typeof refundStepSchema>

/** A cancelled booking's refund and how far it has got; what the booking detail and its request show. */
export const refundTrackerSchema = z
  .object({
    uuid: z.uuid(),
    status: z.enum(['none', 'in_progress', 'refunded']),
    fee: moneySchema,
    refund: moneySchema,
    refundTo: z.nullable(refundDestinationSchema),
    refundExpectedBy: z.nullable(z.iso.datetime()),
    refundedAt: z.nullable(z.iso.datetime()),
    steps: z.array(refundStepSchema),
  })
  .register(z.globalRegistry, { id: 'RefundTracker' })
export type RefundTracker = z.infer<typeof refundTrackerSchema>

export const cancellationParamsSchema = z.object({
  uuid: z.uuid({ error: messages.invalidValue }),
})
export const cancellationQuoteResponseSchema = z.object({ quote: cancellationQuoteSchema })

/** The refund, in minor units, that the screen showed the traveller before they confirmed. */
export const cancelRequestSchema = z.object({
  expectedRefund: z
    .int({ error: messages.invalidValue })
    .check(z.minimum(0, { error: messages.invalidValue })),
})
export const cancelResponseSchema = z.object({
  booking: bookingSchema,
  refund: refundTrackerSchema,
})
export const refundTrackerResponseSchema = z.object({ refund: refundTrackerSchema })

/** The desk's answer to "approve cancellation": the request, the cancelled booking and its refund. */
export const deskCancellationResponseSchema = z.object({
  request: deskRequestSchema,
  booking: bookingSchema,
  refund: refundTrackerSchema,
})

const BOOKING = '/api/v2/bookings/{uuid}'

/** Cancellation and refunds. Loaded with the screens that call them. */
export const cancellationEndpoints = {
  cancellationQuote: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${BOOKING}/cancellation`,
    auth: 'user',
    params: cancellationParamsSchema,
    response: cancellationQuoteResponseSchema,
  }),
  cancelBooking: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${BOOKING}/cancellation`,
    auth: 'user',
    params: cancellationParamsSchema,
    body: cancelRequestSchema,
    response: cancelResponseSchema,
  }),
  refundTracker: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${BOOKING}/refund`,
    auth: 'user',
    params: cancellationParamsSchema,
    response: refundTrackerResponseSchema,
  }),
  deskCancellationQuote: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/support/desk/requests/{id}/cancellation',
    auth: 'user',
    params: supportIdParamsSchema,
    response: cancellationQuoteResponseSchema,
  }),
  deskApproveCancellation: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/support/desk/requests/{id}/cancellation',
    auth: 'user',
    params: supportIdParamsSchema,
    body: cancelRequestSchema,
    response: deskCancellationResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
