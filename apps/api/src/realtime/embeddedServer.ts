import { randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import type { Logger } from '../logger'
import { channelAuth, sameText, userAuth } from './signatures'
import type { AppCredentials } from './signatures'

/** The only protocol version pusher-js 8 speaks; older clients are refused with the protocol's codes. */
export const PROTOCOL_VERSION = 7

/** Pusher's limit on one client message. */
const MAX_MESSAGE_BYTES = 10 * 1024
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/
const SERVER_TO_USER_PREFIX = '#server-to-user-'

/** Close codes of the Pusher protocol (4000-4099: do not reconnect; 4200-4299: reconnect). */
export const CLOSE_CODES = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  reconnect: 4200,
  pongNotReceived: 4201,
} as const

export interface EmbeddedServerOptions {
  credentials: AppCredentials
  logger: Logger
  /** Seconds of client silence before the server pings (sent to the client in the handshake). */
  activityTimeoutSeconds?: number
  /** How long a pinged client has to answer before the connection is closed. */
  pongTimeoutMs?: number
}

interface Connection {
  socketId: string
  ws: WebSocket
  channels: Set<string>
  /** Set by `pusher:signin`: the user this connection authenticated as. */
  userId: string | null
  activityTimer?: NodeJS.Timeout
  pongTimer?: NodeJS.Timeout
}

interface ClientMessage {
  event: string
  channel?: unknown
  data: Record<string, unknown>
}

function parseClientMessage(raw: string): ClientMessage | null {
  let message: unknown
  try {
    message = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof message !== 'object' || message === null) return null
  const { event, channel, data } = message as Record<string, unknown>
  if (typeof event !== 'string') return null
  // Clients may send data as an object or as a JSON string (as the server does).
  let decoded: unknown = data
  if (typeof data === 'string') {
    try {
      decoded = JSON.parse(data)
    } catch {
      decoded = {}
    }
  }
  const fields = typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : {}
  return { event, channel, data: fields }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A Pusher Channels server (WebSocket protocol 7) for one app, on the API's own HTTP server: public and
 * private channels, user sign-in, ping/pong with activity checks. Client events and presence channels
 * are not offered. Events come in through `trigger` (the HTTP API and the in-process publisher).
 */
export class EmbeddedPusherServer {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  readonly #connections = new Map<string, Connection>()
  readonly #channels = new Map<string, Set<Connection>>()
  readonly #credentials: AppCredentials
  readonly #logger: Logger
  readonly #activityTimeoutSeconds: number
  readonly #pongTimeoutMs: number

  constructor({
    credentials,
    logger,
    activityTimeoutSeconds = 120,
    pongTimeoutMs = 30_000,
  }: EmbeddedServerOptions) {
    this.#credentials = credentials
    this.#logger = logger
    this.#activityTimeoutSeconds = activityTimeoutSeconds
    this.#pongTimeoutMs = pongTimeoutMs
  }

  /** Connections open now (for tests and health). */
  get connectionCount() {
    return this.#connections.size
  }

  /**
   * Takes an HTTP upgrade for `/app/{key}`; answers false for any other path so the caller can refuse
   * it. A bad key or protocol still gets a WebSocket, closed with the protocol's error code, because
   * that is how Pusher clients learn not to retry.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = /^\/app\/([^/]+)$/.exec(url.pathname)
    if (!match) return false
    const key = decodeURIComponent(match[1] ?? '')
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      const refusal = this.#refusal(key, url.searchParams.get('protocol'))
      if (refusal) {
        this.#logger.info('Realtime connection refused', { code: refusal.code, reason: refusal.message })
        ws.send(JSON.stringify({ event: 'pusher:error', data: refusal }))
        ws.close(refusal.code, refusal.message)
        return
      }
      this.#open(ws)
    })
    return true
  }

  /**
   * Sends an event to every connection subscribed to the channels, except the one that caused it.
   * `data` is sent as the string it is (clients decode JSON themselves).
   */
  trigger(channels: readonly string[], event: string, data: string, exceptSocketId?: string) {
    for (const channel of channels) {
      const subscribers = this.#channels.get(channel)
      if (!subscribers) continue
      const framed = JSON.stringify({ event, channel, data })
      for (const connection of subscribers) {
        if (connection.socketId === exceptSocketId || connection.ws.readyState !== WebSocket.OPEN) continue
        connection.ws.send(framed)
      }
    }
  }

  /** Closes every connection with "reconnect" (4200), so clients come back when the server does. */
  async close() {
    for (const connection of this.#connections.values()) {
      connection.ws.close(CLOSE_CODES.reconnect, 'Server shutting down')
    }
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()))
  }

  #refusal(key: string, protocol: string | null) {
    if (!sameText(key, this.#credentials.key)) {
      return { code: CLOSE_CODES.appDoesNotExist, message: `App key ${key} does not exist` }
    }
    if (protocol === null)
      return { code: CLOSE_CODES.noProtocolVersion, message: 'No protocol version supplied' }
    if (!/^\d+$/.test(protocol))
      return { code: CLOSE_CODES.invalidVersion, message: 'Invalid version string format' }
    if (Number(protocol) !== PROTOCOL_VERSION) {
      return { code: CLOSE_CODES.unsupportedProtocol, message: `Unsupported protocol version ${protocol}` }
    }
    return null
  }

  #newSocketId() {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`
      if (!this.#connections.has(id)) return id
    }
  }

  #open(ws: WebSocket) {
    const connection: Connection = { socketId: this.#newSocketId(), ws, channels: new Set(), userId: null }
    this.#connections.set(connection.socketId, connection)
    ws.on('message', (raw, isBinary) => {
      this.#sawActivity(connection)
      if (isBinary) return
      const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)
      this.#onMessage(connection, bytes.toString('utf8'))
    })
    // A protocol-level pong (or ping) from the client counts as activity too.
    ws.on('pong', () => this.#sawActivity(connection))
    ws.on('ping', () => this.#sawActivity(connection))
    ws.on('close', () => this.#forget(connection))
    ws.on('error', () => ws.terminate())
    this.#send(connection, 'pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: this.#activityTimeoutSeconds,
    })
    this.#sawActivity(connection)
  }

  /** After a quiet activity timeout the server pings; no answer within the pong timeout closes (4201). */
  #sawActivity(connection: Connection) {
    clearTimeout(connection.activityTimer)
    clearTimeout(connection.pongTimer)
    connection.pongTimer = undefined
    connection.activityTimer = setTimeout(() => {
      this.#send(connection, 'pusher:ping', {})
      connection.pongTimer = setTimeout(() => {
        connection.ws.close(CLOSE_CODES.pongNotReceived, 'Pong reply not received')
      }, this.#pongTimeoutMs)
    }, this.#activityTimeoutSeconds * 1000)
  }

  #forget(connection: Connection) {
    clearTimeout(connection.activityTimer)
    clearTimeout(connection.pongTimer)
    for (const channel of connection.channels) this.#leave(connection, channel)
    this.#connections.delete(connection.socketId)
  }

  #send(connection: Connection, event: string, data: unknown, channel?: string) {
    if (connection.ws.readyState !== WebSocket.OPEN) return
    // The protocol sends event data as a JSON string; errors carry theirs as an object.
    const payload = event === 'pusher:error' ? data : JSON.stringify(data)
    connection.ws.send(
      JSON.stringify(channel === undefined ? { event, data: payload } : { event, channel, data: payload }),
    )
  }

  #error(connection: Connection, code: number | null, message: string) {
    this.#send(connection, 'pusher:error', { code, message })
  }

  #onMessage(connection: Connection, raw: string) {
    const message = parseClientMessage(raw)
    if (!message) {
      this.#error(connection, null, 'Invalid message: expected a JSON object with an event name')
      return
    }
    switch (message.event) {
      case 'pusher:ping':
        this.#send(connection, 'pusher:pong', {})
        return
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        this.#subscribe(connection, message.data)
        return
      case 'pusher:unsubscribe': {
        const channel = text(message.data.channel)
        if (channel) this.#leave(connection, channel)
        return
      }
      case 'pusher:signin':
        this.#signIn(connection, message.data)
        return
    }
    if (message.event.startsWith('client-')) {
      this.#logger.info('Realtime client event refused', {
        socketId: connection.socketId,
        event: message.event,
      })
      this.#error(connection, null, 'Client events are not enabled for this app')
    }
  }

  #subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = text(data.channel) ?? ''
    const refuse = (reason: string, status: number) => {
      this.#logger.info('Realtime subscription refused', { socketId: connection.socketId, channel, reason })
      this.#send(
        connection,
        'pusher:subscription_error',
        { type: 'AuthError', error: reason, status },
        channel,
      )
    }
    if (channel.startsWith(SERVER_TO_USER_PREFIX)) {
      // The channel pusher-js joins after sign-in; only the signed-in user's own.
      if (connection.userId === null || channel !== `${SERVER_TO_USER_PREFIX}${connection.userId}`) {
        refuse('This connection is not signed in as that user', 403)
        return
      }
    } else if (!CHANNEL_NAME.test(channel)) {
      refuse('Invalid channel name', 400)
      return
    } else if (channel.startsWith('presence-')) {
      refuse('Presence channels are not offered by this server', 400)
      return
    } else if (channel.startsWith('private-')) {
      const auth = text(data.auth)
      if (!auth || !sameText(auth, channelAuth(this.#credentials, connection.socketId, channel))) {
        refuse('Invalid signature for this socket and channel', 401)
        return
      }
    }
    connection.channels.add(channel)
    let subscribers = this.#channels.get(channel)
    if (!subscribers) this.#channels.set(channel, (subscribers = new Set()))
    subscribers.add(connection)
    this.#send(connection, 'pusher_internal:subscription_succeeded', {}, channel)
  }

  #leave(connection: Connection, channel: string) {
    connection.channels.delete(channel)
    const subscribers = this.#channels.get(channel)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) this.#channels.delete(channel)
  }

  #signIn(connection: Connection, data: Record<string, unknown>) {
    const auth = text(data.auth)
    const userData = text(data.user_data)
    let userId: unknown
    try {
      userId = userData ? (JSON.parse(userData) as { id?: unknown }).id : undefined
    } catch {
      userId = undefined
    }
    const valid =
      auth !== undefined &&
      userData !== undefined &&
      sameText(auth, userAuth(this.#credentials, connection.socketId, userData))
    if (!valid || typeof userId !== 'string' || userId === '') {
      this.#logger.info('Realtime sign-in refused', { socketId: connection.socketId })
      this.#error(connection, CLOSE_CODES.unauthorized, 'Invalid user authentication')
      connection.ws.close(CLOSE_CODES.unauthorized, 'Invalid user authentication')
      return
    }
    connection.userId = userId
    this.#send(connection, 'pusher:signin_success', { user_data: userData })
  }
}
