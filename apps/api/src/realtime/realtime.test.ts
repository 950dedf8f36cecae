import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { messages, messagesAr, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { User } from '@rihla/api-contract'
import { REALTIME_EVENTS, userChannelName } from '@rihla/api-contract/realtime'
import Pusher from 'pusher'
import PusherClient from 'pusher-js'
import type { Channel, Options } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'
import { loadConfig } from '../config'
import { EmbeddedPusherServer } from './embeddedServer'
import { TIMESTAMP_WINDOW_SECONDS } from './httpApi'
import { createRealtime } from './realtime'
import { channelAuth, httpApiSignature, md5 } from './signatures'
import { UserEvents } from './userEvents'

const silent = { info: () => undefined, error: () => undefined }

let server: TestServer
let port: number
beforeAll(async () => {
  server = await startTestServer()
  port = Number(new URL(server.url).port)
})
afterAll(() => server.close())

const clients: PusherClient[] = []
const sockets: WebSocket[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
  for (const socket of sockets.splice(0)) socket.terminate()
})

const newUser = async (): Promise<User> =>
  endpoints.devCreateUser.response.parse((await server.request('/dev/users', { json: {} })).body).user

const connectionOptions = (): Options => ({
  cluster: 'sandbox',
  wsHost: '127.0.0.1',
  wsPort: port,
  forceTLS: false,
  enabledTransports: ['ws'],
  enableStats: false,
})

/** pusher-js authorizing through POST /api/v2/user/pusher/auth (JSON), as the browser client does. */
function clientFor(user: User, options: Partial<Options> = {}) {
  const client = new PusherClient(server.config.pusher.key, {
    ...connectionOptions(),
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        server
          .request('/api/v2/user/pusher/auth', {
            json: {
              api_key: user.api_key,
              api_token: user.api_token,
              socket_id: socketId,
              channel_name: channelName,
            },
          })
          .then(({ status, body }) => {
            if (status === 200) callback(null, endpoints.pusherAuth.response.parse(body))
            else callback(new Error(`Authorization refused with ${status}`), null)
          })
          .catch((error: unknown) => callback(error as Error, null))
      },
    },
    ...options,
  })
  clients.push(client)
  return client
}

async function connected(client: PusherClient) {
  if (client.connection.state === 'connected') return
  await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()))
}

function subscribed(channel: Channel) {
  return new Promise<void>((resolve, reject) => {
    if (channel.subscribed) resolve()
    channel.bind('pusher:subscription_succeeded', () => resolve())
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
  })
}

function nextEvent<T>(channel: Channel, event: string) {
  return new Promise<T>((resolve) => channel.bind(event, (data: T) => resolve(data)))
}

/** A raw WebSocket to the embedded server, collecting every frame it receives. */
function rawSocket(path = `/app/${server.config.pusher.key}?protocol=7&client=js&version=8.6.0`, at = port) {
  const socket = new WebSocket(`ws://127.0.0.1:${at}${path}`)
  sockets.push(socket)
  const frames: { event: string; channel?: string; data: unknown }[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (raw) => {
    frames.push(JSON.parse((raw as Buffer).toString('utf8')) as (typeof frames)[number])
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = once(socket, 'close').then(([code, reason]) => ({
    code: code as number,
    reason: String(reason),
  }))
  /** Resolves with the first frame (from the start) with this event name. */
  const frame = async (event: string) => {
    for (;;) {
      const found = frames.find((candidate) => candidate.event === event)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  const send = (message: unknown) => socket.send(JSON.stringify(message))
  return { socket, frames, frame, send, closed }
}

const triggerUrl = (path: string, query: Record<string, string>, secret = server.config.pusher.secret) => {
  const signature = httpApiSignature(secret, 'POST', path, query)
  return `${server.url}${path}?${new URLSearchParams({ ...query, auth_signature: signature }).toString()}`
}

describe('embedded Pusher-protocol server', () => {
  it('greets a protocol 7 client with its socket id and activity timeout, and answers pings', async () => {
    const { frame, send } = rawSocket()
    const greeting = await frame('pusher:connection_established')
    const data = JSON.parse(greeting.data as string) as { socket_id: string; activity_timeout: number }
    expect(data.socket_id).toMatch(/^\d+\.\d+$/)
    expect(data.activity_timeout).toBe(120)

    send({ event: 'pusher:ping', data: {} })
    await frame('pusher:pong')
  })

  it('subscribes a socket to a public channel and stops sending once it unsubscribes', async () => {
    const { frame, frames, send } = rawSocket()
    await frame('pusher:connection_established')
    send({ event: 'pusher:subscribe', data: { channel: 'public-news' } })
    expect(await frame('pusher_internal:subscription_succeeded')).toMatchObject({ channel: 'public-news' })
    server.realtime.embedded!.trigger(['public-news'], 'headline', '{"n":1}')
    expect(await frame('headline')).toEqual({ event: 'headline', channel: 'public-news', data: '{"n":1}' })

    send({ event: 'pusher:unsubscribe', data: { channel: 'public-news' } })
    // Frames arrive in order: once the pong is here, an event sent before it would be too.
    send({ event: 'pusher:ping', data: {} })
    await frame('pusher:pong')
    server.realtime.embedded!.trigger(['public-news'], 'later', '{}')
    send({ event: 'pusher:ping', data: {} })
    await vi.waitFor(() => expect(frames.filter((f) => f.event === 'pusher:pong')).toHaveLength(2))
    expect(frames.map((f) => f.event)).not.toContain('later')
  })

  it.each([
    ['an unknown key', '/app/not-our-key?protocol=7', 4001],
    ['no protocol version', `/app/rihla-sandbox-key`, 4008],
    ['a malformed version', `/app/rihla-sandbox-key?protocol=seven`, 4006],
    ['an older protocol', `/app/rihla-sandbox-key?protocol=6`, 4007],
  ])('refuses %s with the protocol error code', async (_case, path, code) => {
    const { frame, closed } = rawSocket(path)
    const error = await frame('pusher:error')
    expect(error.data).toMatchObject({ code })
    expect((await closed).code).toBe(code)
  })

  it('refuses WebSocket upgrades on other paths', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v2/settings/index`)
    const [error] = (await once(socket, 'error')) as [Error]
    expect(error.message).toMatch(/404/)
  })

  it('pings a quiet client and closes the connection (4201) when no pong comes', async () => {
    const embedded = new EmbeddedPusherServer({
      credentials: { key: 'k', secret: 'a-secret-for-this-test' },
      logger: silent,
      activityTimeoutSeconds: 1,
      pongTimeoutMs: 200,
    })
    const http = createServer()
    http.on('upgrade', (request, socket, head) => embedded.handleUpgrade(request, socket, head))
    http.listen(0, '127.0.0.1')
    await once(http, 'listening')
    try {
      const at = (http.address() as AddressInfo).port
      const answering = rawSocket('/app/k?protocol=7', at)
      const silent = rawSocket('/app/k?protocol=7', at)
      await answering.frame('pusher:ping')
      answering.send({ event: 'pusher:pong', data: {} })
      await silent.frame('pusher:ping')
      expect((await silent.closed).code).toBe(4201)
      expect(answering.socket.readyState).toBe(WebSocket.OPEN)
      await vi.waitFor(() => expect(embedded.connectionCount).toBe(1))
    } finally {
      await embedded.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    }
  })

  it('connects the official pusher-js client and subscribes it to its own private channel', async () => {
    const user = await newUser()
    const client = clientFor(user)
    await connected(client)
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/)
    await subscribed(client.subscribe(userChannelName(user.id)))
    await subscribed(client.subscribe('public-announcements'))
  })

  it("refuses another user's channel (403, logged) and a forged signature", async () => {
    const [user, other] = [await newUser(), await newUser()]
    const client = clientFor(user)
    await connected(client)
    const channel = client.subscribe(userChannelName(other.id))
    const error = await nextEvent<{ type: string; error: string }>(channel, 'pusher:subscription_error')
    expect(error).toMatchObject({ type: 'AuthError', error: 'Authorization refused with 403' })
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        message: 'Realtime authorization refused',
        details: expect.objectContaining({ channel: userChannelName(other.id), userId: user.id }) as unknown,
      }),
    )

    // A socket that signs its own subscription without the secret is refused by the server itself.
    const { frame, send } = rawSocket()
    const socketId = (
      JSON.parse((await frame('pusher:connection_established')).data as string) as { socket_id: string }
    ).socket_id
    send({
      event: 'pusher:subscribe',
      data: {
        channel: userChannelName(other.id),
        auth: channelAuth({ key: server.config.pusher.key, secret: 'guessed-secret-value' }, socketId, 'x'),
      },
    })
    const refusal = await frame('pusher:subscription_error')
    expect(refusal).toMatchObject({ channel: userChannelName(other.id) })
    expect(server.logs).toContainEqual(expect.objectContaining({ message: 'Realtime subscription refused' }))
  })

  it('authorizes through the library default path, form-encoded (pusher-js without a custom handler)', async () => {
    const user = await newUser()
    const client = clientFor(user, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: `${server.url}/pusher/auth`,
        params: { api_key: user.api_key, api_token: user.api_token },
      },
      userAuthentication: {
        transport: 'ajax',
        endpoint: `${server.url}/pusher/user-auth`,
        params: { api_key: user.api_key, api_token: user.api_token },
      },
    })
    await connected(client)
    await subscribed(client.subscribe(userChannelName(user.id)))

    // User sign-in: the server accepts the signed user data and lets it join its server-to-user channel.
    client.signin()
    await client.user.signinDonePromise
    expect(client.user.user_data).toEqual({ id: user.id })
    await subscribed(client.user.serverToUserChannel)
  })

  it('refuses client events', async () => {
    const user = await newUser()
    const client = clientFor(user)
    await connected(client)
    const channel = client.subscribe(userChannelName(user.id))
    await subscribed(channel)
    const error = new Promise<unknown>((resolve) => client.connection.bind('error', resolve))
    channel.trigger('client-typing', { at: 1 })
    expect(await error).toMatchObject({
      type: 'PusherError',
      data: { message: expect.stringMatching(/Client events/) as unknown },
    })
  })

  it('delivers what the services publish to the user’s channel only', async () => {
    const [user, other] = [await newUser(), await newUser()]
    const mine = clientFor(user).subscribe(userChannelName(user.id))
    const theirs = clientFor(other).subscribe(userChannelName(other.id))
    await Promise.all([subscribed(mine), subscribed(theirs)])
    const received: unknown[] = []
    theirs.bind(REALTIME_EVENTS.bookingUpdated, (data: unknown) => received.push(data))

    const event = { uuid: '6f1c1f55-91b7-4a5e-8a8e-0a4f2a4a9d11', status: 'cancelled' }
    const arrived = nextEvent(mine, REALTIME_EVENTS.bookingUpdated)
    server.userEvents.publish({ userId: user.id, event: REALTIME_EVENTS.bookingUpdated, data: event })
    expect(await arrived).toEqual(event)
    expect(received).toEqual([])
  })
})

describe('HTTP trigger API', () => {
  const publisher = (secret = server.config.pusher.secret) =>
    new Pusher({
      appId: server.config.pusher.appId,
      key: server.config.pusher.key,
      secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    })

  it('delivers events the pusher library triggers, singly and in batches, except to the excluded socket', async () => {
    const user = await newUser()
    const client = clientFor(user)
    const channel = client.subscribe(userChannelName(user.id))
    await subscribed(channel)

    const single = nextEvent(channel, 'payment-updated')
    const response = await publisher().trigger(userChannelName(user.id), 'payment-updated', { id: 1 })
    expect(response.status).toBe(200)
    expect(await single).toEqual({ id: 1 })

    const excluded: unknown[] = []
    channel.bind('excluded', (data: unknown) => excluded.push(data))
    await publisher().trigger(
      userChannelName(user.id),
      'excluded',
      {},
      { socket_id: client.connection.socket_id },
    )

    const batched = nextEvent(channel, 'batched')
    await publisher().triggerBatch([{ channel: userChannelName(user.id), name: 'batched', data: { n: 2 } }])
    expect(await batched).toEqual({ n: 2 })
    expect(excluded).toEqual([])
  })

  it('publishes through the pusher library when an external host is configured', async () => {
    // A second API process set up for "another Pusher-compatible server": this test server's own.
    const external = loadConfig({
      RIHLA_PUSHER_HOST: '127.0.0.1',
      RIHLA_PUSHER_PORT: String(port),
      RIHLA_PUSHER_TLS: 'off',
    })
    const userEvents = new UserEvents()
    const realtime = createRealtime({ config: external, logger: silent, userEvents })
    try {
      expect(realtime.embedded).toBeNull()
      const user = await newUser()
      const channel = clientFor(user).subscribe(userChannelName(user.id))
      await subscribed(channel)
      const arrived = nextEvent(channel, REALTIME_EVENTS.paymentUpdated)
      userEvents.publish({ userId: user.id, event: REALTIME_EVENTS.paymentUpdated, data: { via: 'http' } })
      expect(await arrived).toEqual({ via: 'http' })
    } finally {
      await realtime.close()
    }
  })

  it('refuses a bad signature, a stale timestamp, a tampered body and an unknown app, and logs each', async () => {
    await expect(publisher('not-the-real-secret-value').trigger('public-x', 'e', {})).rejects.toMatchObject({
      status: 401,
    })

    const body = JSON.stringify({ name: 'e', data: '{}', channels: ['public-x'] })
    const path = `/apps/${server.config.pusher.appId}/events`
    const now = Math.floor(Date.now() / 1000)
    const query = (timestamp: number, digest = md5(body)) => ({
      auth_key: server.config.pusher.key,
      auth_timestamp: String(timestamp),
      auth_version: '1.0',
      body_md5: digest,
    })
    const post = (url: string, sent = body) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent })

    expect((await post(triggerUrl(path, query(now)))).status).toBe(200)
    const stale = await post(triggerUrl(path, query(now - TIMESTAMP_WINDOW_SECONDS - 5)))
    expect(stale.status).toBe(401)
    expect(await stale.text()).toMatch(/Timestamp expired/)
    const tampered = await post(triggerUrl(path, query(now)), body.replace('public-x', 'public-y'))
    expect(tampered.status).toBe(401)
    expect((await post(triggerUrl('/apps/another-app/events', query(now)))).status).toBe(404)
    const invalid = JSON.stringify({ name: 'e', data: '{}' })
    expect((await post(triggerUrl(path, query(now, md5(invalid))), invalid)).status).toBe(400)

    const refused = server.logs.filter((entry) => entry.message === 'Realtime HTTP API request refused')
    expect(refused.map((entry) => entry.details?.status)).toEqual([401, 401, 401, 404, 400])
  })
})

describe('POST /api/v2/user/pusher/auth', () => {
  const ask = (json: unknown, locale?: 'en' | 'ar') =>
    server.request('/api/v2/user/pusher/auth', { json, ...(locale && { locale }) })

  it('signs the socket for the user’s own channel', async () => {
    const user = await newUser()
    const request = {
      api_key: user.api_key,
      api_token: user.api_token,
      socket_id: '123.456',
      channel_name: userChannelName(user.id),
    }
    const { status, body } = await ask(request)
    expect(status).toBe(200)
    expect(body).toEqual({ auth: channelAuth(server.config.pusher, '123.456', userChannelName(user.id)) })

    const form = await fetch(`${server.url}/api/v2/user/pusher/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(request).toString(),
    })
    expect(form.status).toBe(200)
    expect(await form.json()).toEqual(body)
  })

  it('refuses other channels, mismatched keys and ended sessions with 403, logging each', async () => {
    const [user, other] = [await newUser(), await newUser()]
    const own = {
      api_key: user.api_key,
      api_token: user.api_token,
      socket_id: '1.2',
      channel_name: userChannelName(user.id),
    }
    const cases = [
      { ...own, channel_name: userChannelName(other.id) },
      { ...own, channel_name: 'private-payments' },
      { ...own, api_key: other.api_key },
      { ...own, api_token: 'not-a-token' },
    ]
    const before = server.logs.length
    for (const request of cases) {
      const { status, body } = await ask(request, 'ar')
      expect(status).toBe(403)
      expect(body).toEqual({ message: messagesAr.realtimeChannelForbidden })
    }
    const logged = server.logs
      .slice(before)
      .filter((entry) => entry.message === 'Realtime authorization refused')
    expect(logged).toHaveLength(cases.length)

    await server.request('/api/v2/users/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect((await ask(own)).status).toBe(403)
  })

  it('names each missing or malformed field', async () => {
    const { status, body } = await ask({ api_key: '', socket_id: 'abc' })
    expect(status).toBe(400)
    expect(validationErrorSchema.parse(body).errors).toEqual([
      { field: 'api_key', message: messages.requiredField },
      { field: 'api_token', message: messages.requiredField },
      { field: 'socket_id', message: messages.invalidValue },
      { field: 'channel_name', message: messages.requiredField },
    ])
  })
})

describe('GET /api/v2/realtime/config', () => {
  it('points browsers at this server’s own host and port', async () => {
    const { status, body } = await server.request('/api/v2/realtime/config')
    expect(status).toBe(200)
    expect(endpoints.realtimeConfig.response.parse(body).realtime).toEqual({
      key: server.config.pusher.key,
      cluster: null,
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
    })
  })
})
