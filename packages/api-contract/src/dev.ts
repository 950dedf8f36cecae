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
} as const satisfies Record<string, Endpoint>
