import type { IncomingMessage } from 'node:http'
import { serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { pusherAuthRequestSchema } from '@rihla/api-contract/realtime'
import type { RealtimeConfig } from '@rihla/api-contract/realtime'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { z } from 'zod/mini'
import type { Config } from '../../config'
import { ServiceError } from '../../errors'
import type { AppDeps, AppEnv } from '../../http/env'
import type { Register } from '../../http/registrar'
import { registerHttpApi } from '../../realtime/httpApi'
import type { Realtime } from '../../realtime/realtime'
import { authenticateUser, authorizeChannel } from './service'
import type { Refusal } from './service'

/**
 * pusher-js posts its authorization requests form-encoded by default; such a body is handed on as the
 * JSON the contract route reads, so both kinds of caller meet the same validation and answers.
 */
const formAsJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    const fields = Object.fromEntries(new URLSearchParams(await c.req.raw.text()))
    const headers = new Headers(c.req.raw.headers)
    headers.set('content-type', 'application/json')
    headers.delete('content-length')
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(fields) })
  }
  await next()
}

/** The library's default paths, for Pusher clients set up without this app's own handler. */
const libraryChannelAuth = { ...endpoints.pusherAuth, path: '/pusher/auth' }
const libraryUserAuth = {
  ...endpoints.pusherAuth,
  path: '/pusher/user-auth',
  body: z.omit(pusherAuthRequestSchema, { channel_name: true }),
  response: z.object({ auth: z.string(), user_data: z.string() }),
}

/** Where browsers connect: the configured service, or this API's own host and port (its WebSockets). */
function realtimeConfigFor(
  { pusher, publicApiUrl }: Pick<Config, 'pusher' | 'publicApiUrl'>,
  c: Context<AppEnv>,
): RealtimeConfig {
  const { key, external } = pusher
  if (external) {
    return {
      key,
      cluster: external.cluster,
      wsHost: external.host,
      wsPort: external.host ? external.port : null,
      forceTLS: external.useTLS,
    }
  }
  if (publicApiUrl) {
    const url = new URL(publicApiUrl)
    const tls = url.protocol === 'https:'
    return {
      key,
      cluster: null,
      wsHost: url.hostname,
      wsPort: Number(url.port || (tls ? 443 : 80)),
      forceTLS: tls,
    }
  }
  // The site's web server proxies HTTP but not WebSockets: the browser must reach this server itself,
  // on the host name it used and the port this request really arrived on.
  const url = new URL(c.req.url)
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const port = incoming?.socket.localPort ?? Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  return { key, cluster: null, wsHost: url.hostname, wsPort: port, forceTLS: false }
}

export function registerRealtimeRoutes(
  app: Hono<AppEnv>,
  register: Register,
  { db, config, logger, realtime }: AppDeps & { realtime: Realtime },
) {
  const credentials = { key: config.pusher.key, secret: config.pusher.secret }

  const refuse = (c: Context<AppEnv>, refusal: Refusal, details: Record<string, unknown>): never => {
    logger.info('Realtime authorization refused', {
      ...details,
      reason: refusal.refused,
      ...(refusal.userId && { userId: refusal.userId }),
      ip: c.get('clientIp'),
    })
    throw new ServiceError('forbidden', serverMessages.realtimeChannelForbidden)
  }

  for (const endpoint of [endpoints.pusherAuth, libraryChannelAuth]) {
    register(
      endpoint,
      async (c, { body }) => {
        const result = await authorizeChannel(db, credentials, body)
        if ('refused' in result) {
          return refuse(c, result, { channel: body.channel_name, socketId: body.socket_id })
        }
        return result
      },
      { before: [formAsJson] },
    )
  }
  register(
    libraryUserAuth,
    async (c, { body }) => {
      const result = await authenticateUser(db, credentials, body)
      if ('refused' in result) return refuse(c, result, { socketId: body.socket_id })
      return result
    },
    { before: [formAsJson] },
  )

  register(endpoints.realtimeConfig, (c) => ({ realtime: realtimeConfigFor(config, c) }))

  if (realtime.embedded) {
    registerHttpApi(app, realtime.embedded, { appId: config.pusher.appId, credentials, logger })
  }
}
