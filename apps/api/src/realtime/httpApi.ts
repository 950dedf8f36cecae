import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { AppEnv } from '../http/env'
import type { Logger } from '../logger'
import type { EmbeddedPusherServer } from './embeddedServer'
import { httpApiSignature, md5, sameText } from './signatures'
import type { AppCredentials } from './signatures'

/** How far a request's auth_timestamp may be from the server's clock (Pusher's window). */
export const TIMESTAMP_WINDOW_SECONDS = 600
const MAX_DATA_BYTES = 10 * 1024
const MAX_CHANNELS = 100
const MAX_BATCH = 10

const channelName = z
  .string()
  .regex(/^[A-Za-z0-9_\-=@,.;]{1,164}$|^#server-to-user-[A-Za-z0-9_\-=@,.;]{1,164}$/)
const eventFields = {
  name: z.string().min(1).max(200),
  data: z.string().refine((data) => Buffer.byteLength(data) <= MAX_DATA_BYTES, 'data is over 10 KB'),
  socket_id: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
}
const triggerSchema = z
  .object({
    ...eventFields,
    channels: z.array(channelName).min(1).max(MAX_CHANNELS).optional(),
    channel: channelName.optional(),
  })
  .refine((event) => (event.channels === undefined) !== (event.channel === undefined), {
    message: 'give either channels or channel',
  })
const batchSchema = z.object({
  batch: z
    .array(z.object({ ...eventFields, channel: channelName }))
    .min(1)
    .max(MAX_BATCH),
})

export interface HttpApiOptions {
  appId: string
  credentials: AppCredentials
  logger: Logger
  now?: () => number
}

/**
 * The Channels HTTP API's trigger endpoints (POST /apps/{app_id}/events and /batch_events), so any
 * Pusher server library can publish to the embedded server. Every request is signed with the app's
 * secret; refusals answer in plain text like Pusher's and are logged.
 */
export function registerHttpApi(
  app: Hono<AppEnv>,
  server: EmbeddedPusherServer,
  { appId, credentials, logger, now = Date.now }: HttpApiOptions,
) {
  const refuse = (c: Context<AppEnv>, status: ContentfulStatusCode, reason: string) => {
    logger.info('Realtime HTTP API request refused', {
      path: c.req.path,
      status,
      reason,
      ip: c.get('clientIp'),
    })
    return c.text(reason, status)
  }

  /** Checks the app, key, timestamp, body digest and signature; null when the request is genuine. */
  const verify = (c: Context<AppEnv>, body: string) => {
    if (c.req.param('appId') !== appId) return refuse(c, 404, 'Unknown app')
    const query = c.req.query()
    const { auth_key, auth_timestamp, auth_version, body_md5, auth_signature } = query
    if (!auth_key || !sameText(auth_key, credentials.key)) return refuse(c, 401, 'Unknown auth_key')
    if (auth_version !== '1.0') return refuse(c, 401, 'auth_version must be 1.0')
    const timestamp = Number(auth_timestamp)
    const skew = Math.abs(now() / 1000 - timestamp)
    if (!auth_timestamp || !Number.isFinite(timestamp) || skew > TIMESTAMP_WINDOW_SECONDS) {
      return refuse(
        c,
        401,
        `Timestamp expired: given timestamp is not within ${TIMESTAMP_WINDOW_SECONDS}s of server time`,
      )
    }
    if (body !== '' && (!body_md5 || !sameText(body_md5, md5(body))))
      return refuse(c, 401, 'Invalid body_md5')
    const expected = httpApiSignature(credentials.secret, c.req.method, c.req.path, query)
    if (!auth_signature || !sameText(auth_signature, expected)) return refuse(c, 401, 'Invalid signature')
    return null
  }

  const parse = <T>(c: Context<AppEnv>, schema: z.ZodType<T>, body: string) => {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return { refusal: refuse(c, 400, 'The body is not JSON') }
    }
    const result = schema.safeParse(json)
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
      )
      return { refusal: refuse(c, 400, problems.join('; ')) }
    }
    return { value: result.data }
  }

  app.post('/apps/:appId/events', async (c) => {
    const body = await c.req.text()
    const refusal = verify(c, body)
    if (refusal) return refusal
    const parsed = parse(c, triggerSchema, body)
    if (!parsed.value) return parsed.refusal
    const { name, data, socket_id, channels, channel } = parsed.value
    server.trigger(channels ?? (channel ? [channel] : []), name, data, socket_id)
    return c.json({})
  })

  app.post('/apps/:appId/batch_events', async (c) => {
    const body = await c.req.text()
    const refusal = verify(c, body)
    if (refusal) return refusal
    const parsed = parse(c, batchSchema, body)
    if (!parsed.value) return parsed.refusal
    for (const event of parsed.value.batch) {
      server.trigger([event.channel], event.name, event.data, event.socket_id)
    }
    return c.json({})
  })
}
