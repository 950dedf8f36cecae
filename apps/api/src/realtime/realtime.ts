import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { userChannelName } from '@rihla/api-contract/realtime'
import Pusher from 'pusher'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { errorDetails } from '../logger'
import { EmbeddedPusherServer } from './embeddedServer'
import type { EmbeddedServerOptions } from './embeddedServer'
import type { UserEvents } from './userEvents'

export interface RealtimeOptions {
  config: Pick<Config, 'pusher'>
  logger: Logger
  userEvents: UserEvents
  /** Protocol timings of the embedded server (tests shorten them). */
  timings?: Pick<EmbeddedServerOptions, 'activityTimeoutSeconds' | 'pongTimeoutMs'>
}

export type Realtime = ReturnType<typeof createRealtime>

/**
 * Realtime delivery for one server process. Every event the services publish goes to the user's
 * private channel: through the embedded Pusher-protocol server, or, when a Pusher host or cluster is
 * configured, through that service's HTTP API (and no embedded server runs). Delivery failures are
 * logged, never thrown: the change itself has already happened.
 */
export function createRealtime({ config, logger, userEvents, timings }: RealtimeOptions) {
  const { appId, key, secret, external } = config.pusher
  const embedded = external
    ? null
    : new EmbeddedPusherServer({ credentials: { key, secret }, logger, ...timings })

  let send: (channel: string, event: string, data: unknown) => Promise<unknown>
  if (embedded) {
    send = (channel, event, data) =>
      Promise.resolve().then(() => embedded.trigger([channel], event, JSON.stringify(data)))
  } else {
    const common = { appId, key, secret, useTLS: external?.useTLS ?? true, timeout: 10_000 }
    const pusher = external?.host
      ? new Pusher({ ...common, host: external.host, ...(external.port && { port: String(external.port) }) })
      : new Pusher({ ...common, cluster: external?.cluster ?? 'mt1' })
    send = (channel, event, data) => pusher.trigger(channel, event, data)
  }

  const unsubscribe = userEvents.subscribe(({ userId, channel: named, event, data }) => {
    const channel = named ?? userChannelName(userId)
    send(channel, event, data).catch((error: unknown) => {
      logger.error('Realtime event not delivered', { channel, event, ...errorDetails(error) })
    })
  })

  return {
    /** Null when events go to an external Pusher service. */
    embedded,
    /** For the HTTP server's `upgrade` event: WebSocket connections to `/app/{key}`; anything else is refused. */
    handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (embedded?.handleUpgrade(request, socket, head)) return
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    },
    async close() {
      unsubscribe()
      await embedded?.close()
    },
  }
}
