// node scripts/bench/chat.mjs: issue 17's chat figure without building the site. 100 support chats at
// once on one API process (the embedded database and realtime server, as `npm run bench` serves them):
// each traveller's pusher-js client listens on their request's channel, one agent's client on all of
// them. Each round every chat sends one message at once, traveller → agent and agent → traveller in
// turn; a message's time runs from its POST to its event arriving at the other side's client.
// Figures are printed, never judged.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from '../lib/run.mjs'
import { runAlone } from './cleanup.mjs'
import { percentile } from './load.mjs'
import { json } from './partner.mjs'
import { startApi } from './servers.mjs'
import { milliseconds } from './table.mjs'

export const CHATS = 100
const ROUNDS = 6
/** A message not delivered by then is counted as lost, and the bench fails. */
const DELIVERY_TIMEOUT_MS = 15_000
/** The sandbox's seeded agent (apps/api/README.md). */
const AGENT = { email: 'agent1@rihla.sa', password: 'Rihla-agent-2025' }
const MESSAGE_EVENT = 'support-message'
const channelOf = (requestId) => `private-support-${requestId}`

const call = (apiUrl, path, { user, body } = {}) =>
  fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      locale: 'en',
      'app-version': '68',
      ...(user && { authorization: `Bearer ${user.access_token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json)

/** A traveller with a booking and a request about it. */
async function newChat(apiUrl) {
  const { user } = await call(apiUrl, '/dev/users', { body: {} })
  const { booking } = await call(apiUrl, '/dev/bookings/create', {
    user,
    body: { type: 'airline', amount: 45_000 },
  })
  const { request } = await call(apiUrl, '/api/v2/users/complaint', {
    user,
    body: { issue: 'other', order: booking.orderId, description: 'Benchmark chat' },
  })
  return { user, requestId: request.id }
}

/** A pusher-js client where the API says browsers connect, authorizing channels as `user`. */
function realtimeClient(apiUrl, { key, wsHost, wsPort, forceTLS }, user) {
  const Pusher = createRequire(join(root, 'apps/api/package.json'))('pusher-js')
  return new Pusher(key, {
    cluster: 'sandbox',
    wsHost,
    wsPort,
    forceTLS,
    enabledTransports: ['ws'],
    enableStats: false,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        call(apiUrl, '/api/v2/user/pusher/auth', {
          body: {
            api_key: user.api_key,
            api_token: user.api_token,
            socket_id: socketId,
            channel_name: channelName,
          },
        }).then(
          (answer) => callback(null, answer),
          (error) => callback(error, null),
        )
      },
    },
  })
}

const subscribed = (client, channelName) =>
  new Promise((resolve, reject) => {
    const channel = client.subscribe(channelName)
    channel.bind('pusher:subscription_succeeded', () => resolve(channel))
    channel.bind('pusher:subscription_error', (error) => reject(new Error(JSON.stringify(error))))
  })

/** Waits on a channel for the message event of one clientId: resolves with the time it arrived. */
function arrivals(channel) {
  const waiting = new Map()
  channel.bind(MESSAGE_EVENT, (message) => {
    waiting.get(message.clientId)?.(performance.now())
    waiting.delete(message.clientId)
  })
  return (clientId) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${clientId} not delivered`)), DELIVERY_TIMEOUT_MS)
      waiting.set(clientId, (at) => {
        clearTimeout(timer)
        resolve(at)
      })
    })
}

/** Message send → shown on the other side, p50/p95, with `chats` chats at once on a running API. */
export async function chatFigures(apiUrl, chats = CHATS) {
  const login = await call(apiUrl, '/api/v2/users/auth/login', { body: AGENT })
  const agent = login.user
  const { realtime } = await call(apiUrl, '/api/v2/realtime/config')
  console.log(`  ${chats} chats: travellers, bookings and requests`)
  const sessions = []
  for (let index = 0; index < chats; index++) sessions.push(await newChat(apiUrl))
  const agentClient = realtimeClient(apiUrl, realtime, agent)
  const clients = [agentClient]
  try {
    for (const session of sessions) {
      const client = realtimeClient(apiUrl, realtime, session.user)
      clients.push(client)
      session.atTraveller = arrivals(await subscribed(client, channelOf(session.requestId)))
      session.atAgent = arrivals(await subscribed(agentClient, channelOf(session.requestId)))
    }
    console.log(`  ${ROUNDS} rounds of ${chats} messages at once, each way in turn`)
    const latencies = { toAgent: [], toTraveller: [] }
    for (let round = 0; round < ROUNDS; round++) {
      const fromTraveller = round % 2 === 0
      const times = await Promise.all(
        sessions.map(async (session, index) => {
          const clientId = `bench-${round}-${index}`
          const delivered = (fromTraveller ? session.atAgent : session.atTraveller)(clientId)
          const path = fromTraveller
            ? `/api/v2/users/complaint/${session.requestId}/messages`
            : `/api/v2/support/desk/requests/${session.requestId}/messages`
          const sent = performance.now()
          await call(apiUrl, path, {
            user: fromTraveller ? session.user : agent,
            body: { clientId, body: `Message ${round} of chat ${index}` },
          })
          return (await delivered) - sent
        }),
      )
      latencies[fromTraveller ? 'toAgent' : 'toTraveller'].push(...times)
    }
    const all = [...latencies.toAgent, ...latencies.toTraveller]
    return {
      chats,
      messages: all.length,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      toAgentP95: percentile(latencies.toAgent, 95),
      toTravellerP95: percentile(latencies.toTraveller, 95),
    }
  } finally {
    for (const client of clients) client.disconnect()
  }
}

export function chatRows({ chats, messages, p50, p95 }) {
  return [
    {
      figure: `Support chat send → shown p50 (${chats} chats at once, ${messages} messages)`,
      value: milliseconds(p50),
    },
    { figure: 'Support chat send → shown p95', value: milliseconds(p95) },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone('chat', async () => {
    const { apiUrl } = await startApi()
    const figures = await chatFigures(apiUrl)
    for (const { figure, value } of chatRows(figures)) console.log(`${figure}: ${value}`)
    console.log(
      `  traveller → agent p95 ${milliseconds(figures.toAgentP95)}, agent → traveller p95 ${milliseconds(figures.toTravellerP95)}`,
    )
  })
}
