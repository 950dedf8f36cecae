import { z } from 'zod/mini'
import { bookingStatusSchema } from './site'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'

/** The private channel of one user: only that user's session is authorized to subscribe. */
export const userChannelName = (userId: string) => `private-user-${userId}`

/** Event names on a user's channel, and what each carries. */
export const REALTIME_EVENTS = {
  /** `paymentUpdatedEventSchema` in `@rihla/api-contract/payments`. */
  paymentUpdated: 'payment-updated',
  bookingUpdated: 'booking-updated',
} as const

export const bookingUpdatedEventSchema = z.object({ uuid: z.uuid(), status: bookingStatusSchema })
export type BookingUpdatedEvent = z.infer<typeof bookingUpdatedEventSchema>

const requiredText = z
  .string({ error: messages.requiredField })
  .check(
    z.minLength(1, { error: messages.requiredField }),
    z.maxLength(200, { error: messages.invalidValue }),
  )

/** POST /api/v2/user/pusher/auth (SPEC.md §7): the user's keys and the channel the socket asks for. */
export const pusherAuthRequestSchema = z.object({
  api_key: requiredText,
  api_token: requiredText,
  socket_id: z
    .string({ error: messages.requiredField })
    .check(z.regex(/^\d+\.\d+$/, { error: messages.invalidValue })),
  channel_name: requiredText,
})
export type PusherAuthRequest = z.infer<typeof pusherAuthRequestSchema>

/** Channel authorization data as Pusher defines it: `key:hmac-sha256(socket_id:channel_name)`. */
export const pusherAuthResponseSchema = z.object({ auth: z.string(), channel_data: z.optional(z.string()) })
export type PusherAuthResponse = z.infer<typeof pusherAuthResponseSchema>

/**
 * Where the browser connects: the embedded Pusher-protocol server by default, or Pusher itself or any
 * compatible service when the API is configured for one.
 */
export const realtimeConfigSchema = z
  .object({
    key: z.string(),
    /** Set for Pusher's own clusters; then host and port are Pusher's. */
    cluster: z.nullable(z.string()),
    wsHost: z.nullable(z.string()),
    wsPort: z.nullable(z.int()),
    forceTLS: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'RealtimeConfig' })
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>

/** Realtime (SPEC.md §7): channel authorization and the connection settings. */
export const realtimeEndpoints = {
  pusherAuth: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/user/pusher/auth',
    auth: 'none',
    body: pusherAuthRequestSchema,
    response: pusherAuthResponseSchema,
  }),
  realtimeConfig: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/realtime/config',
    auth: 'none',
    response: z.object({ realtime: realtimeConfigSchema }),
  }),
} as const satisfies Record<string, Endpoint>
