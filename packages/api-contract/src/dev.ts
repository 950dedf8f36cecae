import { z } from 'zod/mini'
import { devWalletCreditRequestSchema, devWalletCreditResponseSchema } from './account'
import { bookingSchema, devBookingsResponseSchema } from './bookings'
import { pricingCurrencySchema } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { paymentSchema } from './payments'
import { BOOKING_TYPES } from './bookingKinds'
import { userSchema } from './widget'

/** Sandbox only: messages the server would have emailed or texted (contact form, later OTPs). */
export const outboxQuerySchema = z.object({
  to: z.optional(
    z.string({ error: messages.invalidValue }).check(z.maxLength(320, { error: messages.invalidValue })),
  ),
})

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.nullable(z.string()),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'OutboxMessage' })
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** Newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) })

/** Sandbox only: a fresh signed-in user for tests; the email is made up when not given. */
export const devUserRequestSchema = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  email: z.optional(z.email({ error: messages.invalidEmail })),
  phone: z.optional(z.string().check(z.regex(/^\+?[0-9]{8,15}$/, { error: messages.invalidValue }))),
})
export const devUserResponseSchema = z.object({ user: userSchema })

/**
 * Sandbox only: a Pending booking of the caller to pay, for tests and trying the payment screens.
 * `holds` inventory holds (seats, rooms or passes) are taken with it and released if it expires.
 */
export const devCreateBookingRequestSchema = z.object({
  type: z.enum(BOOKING_TYPES, { error: messages.invalidValue }),
  /** Integer minor units of `currency`. */
  amount: z.int({ error: messages.invalidValue }).check(z.positive({ error: messages.invalidValue })),
  currency: pricingCurrencySchema,
  expiresInSeconds: z._default(
    z
      .int({ error: messages.invalidValue })
      .check(
        z.minimum(1, { error: messages.invalidValue }),
        z.maximum(7 * 24 * 3600, { error: messages.invalidValue }),
      ),
    1800,
  ),
  holds: z._default(
    z
      .int({ error: messages.invalidValue })
      .check(z.minimum(0, { error: messages.invalidValue }), z.maximum(10, { error: messages.invalidValue })),
    0,
  ),
})
export type DevCreateBookingRequest = z.input<typeof devCreateBookingRequestSchema>
export const devCreateBookingResponseSchema = z.object({ booking: bookingSchema })

/** Sandbox only: the operator records that a bank transfer quoting `reference` arrived. */
export const devRecordBankTransferRequestSchema = z.object({
  reference: z
    .string({ error: messages.requiredField })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.requiredField }),
      z.maxLength(40, { error: messages.invalidValue }),
    ),
})
export const devRecordBankTransferResponseSchema = z.object({ payment: paymentSchema })

/**
 * Sandbox only: ends a flight search session now, as 20 idle minutes would, so tests can show the
 * "Search Results Expired" prompt; its seat holds lapse with it.
 */
export const devEndSearchSessionRequestSchema = z.object({
  refId: z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.minLength(1, { error: messages.requiredField })),
})
export const devEndSearchSessionResponseSchema = z.object({ refId: z.string(), expiresAt: z.iso.datetime() })

/** Sandbox only, for tests and people trying the product; the site never calls them. */
export const devEndpoints = {
  devOutbox: endpoint({
    surface: 'client',
    method: 'get',
    path: '/dev/outbox',
    auth: 'none',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    sandboxOnly: true,
  }),
  devCreateUser: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/users',
    auth: 'none',
    body: devUserRequestSchema,
    response: devUserResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  devWalletCredit: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/wallet/credit',
    auth: 'none',
    body: devWalletCreditRequestSchema,
    response: devWalletCreditResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  devBookings: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/bookings',
    auth: 'user',
    response: devBookingsResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  devCreateBooking: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/bookings/create',
    auth: 'user',
    body: devCreateBookingRequestSchema,
    response: devCreateBookingResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  devRecordBankTransfer: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/payments/bank-transfers',
    auth: 'none',
    body: devRecordBankTransferRequestSchema,
    response: devRecordBankTransferResponseSchema,
    sandboxOnly: true,
  }),
  devEndSearchSession: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/flights/sessions/end',
    auth: 'none',
    body: devEndSearchSessionRequestSchema,
    response: devEndSearchSessionResponseSchema,
    sandboxOnly: true,
  }),
} as const satisfies Record<string, Endpoint>
