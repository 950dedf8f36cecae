import { z } from 'zod/mini'
import { devWalletCreditRequestSchema, devWalletCreditResponseSchema } from './account'
import { devBookingsResponseSchema } from './bookings'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
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

/** Sandbox only, for tests and people trying the product; the site never calls them. */
export const devEndpoints = {
  devOutbox: endpoint({
    surface: 'client',
    method: 'get',
    path: '/dev/outbox',
    summary: 'Sandbox only: the latest emails and text messages the server would have sent, newest first',
    auth: 'none',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    sandboxOnly: true,
  }),
  devCreateUser: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/users',
    summary: 'Sandbox only: create a user with a signed-in session, for tests',
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
    summary: "Sandbox only: add a transaction to a user's wallet, for tests",
    auth: 'none',
    body: devWalletCreditRequestSchema,
    response: devWalletCreditResponseSchema,
    status: 201,
    sandboxOnly: true,
    errors: { 404: 'No user has this email or id' },
  }),
  devBookings: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/bookings',
    summary: 'Sandbox only: give the caller the sample bookings the demo user has (all types, many statuses)',
    auth: 'user',
    response: devBookingsResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
} as const satisfies Record<string, Endpoint>
