import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_DESK_CHANNEL,
  SUPPORT_EVENTS,
  supportChannelName,
} from '@rihla/api-contract/support'
import type { SupportMessage, SupportRequest } from '@rihla/api-contract/support'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookings,
  supportAgents,
  supportAttachmentFiles,
  supportAttachments,
  supportMessages,
} from '../../db/schema'
import { DEMO_AGENT_PASSWORD, DEMO_AGENTS } from '../../db/seed/supportAgents'
import { fieldErrors } from '../../testing/consumer'
import { countRows } from '../../testing/rows'
import { subscribeAs } from '../../testing/pusherClient'
import { startTestServer } from '../../testing/testServer'
import { postgresAttachmentStore } from './attachmentStore'
import { UNSENT_ATTACHMENT_TTL_MS, deleteUnsentAttachments } from './attachments'
import type { RequestOptions, TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const newUser = async (): Promise<User> =>
  endpoints.devCreateUser.response.parse((await server.request('/dev/users', { json: {} })).body).user

const as = (user: User, path: string, options: RequestOptions = {}) =>
  server.request(path, {
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${user.access_token}` },
  })

async function newAgent(): Promise<User> {
  const agent = await newUser()
  await server.db.insert(supportAgents).values({ userId: agent.id })
  return agent
}

/** A traveller with one booking, whose order ID a request names. */
async function travellerWithBooking() {
  const user = await newUser()
  const { status, body } = await as(user, '/dev/bookings/create', {
    json: { type: 'airline', amount: 45_000 },
  })
  expect(status).toBe(201)
  return { user, booking: endpoints.devCreateBooking.response.parse(body).booking }
}

async function newRequest(): Promise<{ user: User; request: SupportRequest }> {
  const { user, booking } = await travellerWithBooking()
  const { status, body } = await as(user, '/api/v2/users/complaint', {
    json: { issue: 'baggage', order: booking.orderId, description: 'My bag did not arrive in Jeddah.' },
  })
  expect(status).toBe(201)
  return { user, request: endpoints.supportCreate.response.parse(body).request }
}

const send = async (user: User, path: string, clientId: string, body = `message ${clientId}`) => {
  const answer = await as(user, path, { json: { clientId, body } })
  return { status: answer.status, body: answer.body }
}
const sent = (body: unknown): SupportMessage => endpoints.supportSend.response.parse(body).message

const statusOf = async (user: User, id: string) =>
  endpoints.supportThread.response.parse((await as(user, `/api/v2/users/complaint/${id}`)).body).request
    .status

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

async function upload(user: User, bytes: Uint8Array, name = 'receipt.png', locale = 'en') {
  const response = await fetch(
    `${server.url}/api/v2/users/complaint/attachments?name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.access_token}`,
        'content-type': 'application/octet-stream',
        locale,
      },
      body: bytes,
    },
  )
  return { status: response.status, body: await response.json() }
}

describe('support requests of a traveller', () => {
  it('creates a request about their booking, lists it and shows its chat', async () => {
    const { user, booking } = await travellerWithBooking()
    const created = await as(user, '/api/v2/users/complaint', {
      json: {
        issue: 'change',
        order: booking.orderId,
        description: '  Please move my flight a day later.  ',
      },
    })
    expect(created.status).toBe(201)
    const request = endpoints.supportCreate.response.parse(created.body).request
    expect(request).toMatchObject({
      issue: 'change',
      status: 'open',
      description: 'Please move my flight a day later.',
      booking: { uuid: booking.uuid, orderId: booking.orderId, type: 'airline', title: booking.title },
      lastMessage: { author: 'traveller', body: 'Please move my flight a day later.' },
      unreadCount: 0,
    })
    expect(request.ticketNumber).toMatch(/^RS-\d{6,}$/)

    const list = endpoints.supportList.response.parse((await as(user, '/api/v2/users/complaint')).body)
    expect(list).toMatchObject({ total: 1, requests: [{ id: request.id }] })
    for (const [id, total] of [
      [request.id, 1],
      [(await newRequest()).request.id, 0],
      ['RS-1', 0],
    ] as const) {
      const one = await as(user, `/api/v2/users/complaint?complain_id=${id}`)
      expect(endpoints.supportList.response.parse(one.body).total).toBe(total)
    }
    const closedOnly = await as(user, '/api/v2/users/complaint?status=closed')
    expect(endpoints.supportList.response.parse(closedOnly.body)).toMatchObject({ total: 0, requests: [] })
  })

  it('refuses a missing issue, order or description with the spec’s message, in Arabic too', async () => {
    const { user } = await travellerWithBooking()
    for (const [locale, text] of [
      ['en', messages.requiredField],
      ['ar', messagesAr.requiredField],
    ] as const) {
      const { status, body } = await as(user, '/api/v2/users/complaint', {
        json: { issue: '', order: ' ', description: '' },
        locale,
      })
      expect(status).toBe(400)
      expect(fieldErrors(body)).toEqual({ issue: text, order: text, description: text })
    }
    const tooLong = await as(user, '/api/v2/users/complaint', {
      json: { issue: 'other', order: 'X', description: 'a'.repeat(2001) },
    })
    expect(fieldErrors(tooLong.body)).toEqual({ description: messages.messageTooLong })
  })

  it('accepts only an order of the caller’s own bookings', async () => {
    const { booking } = await travellerWithBooking()
    const stranger = await newUser()
    const { status, body } = await as(stranger, '/api/v2/users/complaint', {
      json: { issue: 'payment', order: booking.orderId, description: 'Charged twice' },
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual({ order: serverMessages.supportOrderUnknown })
  })

  it('tells another user that a request, its messages and its attachments do not exist', async () => {
    const { user, request } = await newRequest()
    const uploaded = endpoints.supportUpload.response.parse((await upload(user, PNG)).body).attachment
    expect(
      (
        await as(user, `/api/v2/users/complaint/${request.id}/messages`, {
          json: { clientId: 'c-1', body: 'Photo of the tag', attachmentIds: [uploaded.id] },
        })
      ).status,
    ).toBe(201)
    const stranger = await newUser()
    const base = `/api/v2/users/complaint/${request.id}`
    for (const [path, options] of [
      [base, {}],
      [`${base}/messages`, { json: { clientId: 'x', body: 'hi' } }],
      [`${base}/read`, { method: 'POST' }],
      [`${base}/typing`, { method: 'POST' }],
      [`${base}/reopen`, { method: 'POST' }],
      [`/api/v2/users/complaint/attachments/${uploaded.id}`, {}],
      ['/api/v2/users/complaint/not-an-id', {}],
    ] as const) {
      const { status, body } = await as(stranger, path, options)
      expect({ path, status, body }).toEqual({
        path,
        status: 404,
        body: { message: serverMessages.notFound },
      })
    }
    const list = endpoints.supportList.response.parse((await as(stranger, '/api/v2/users/complaint')).body)
    expect(list.total).toBe(0)
    expect(await countRows(server.db, supportMessages)).toBeGreaterThan(0)
    const strangerMessages = await server.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.requestId, request.id), eq(supportMessages.clientId, 'x')))
    expect(strangerMessages).toEqual([])
  })

  it('pages history and answers what a reconnecting client missed after its last message', async () => {
    const { user, request } = await newRequest()
    const path = `/api/v2/users/complaint/${request.id}/messages`
    const ids = [request.lastMessage!.id]
    for (let i = 1; i <= 5; i++) ids.push(sent((await send(user, path, `m-${i}`)).body).id)
    const read = async (query: string) =>
      endpoints.supportThread.response.parse(
        (await as(user, `/api/v2/users/complaint/${request.id}${query}`)).body,
      )
    const newest = await read('?limit=2')
    expect(newest.messages.map((m) => m.id)).toEqual(ids.slice(4))
    expect(newest.hasMore).toBe(true)
    const older = await read(`?limit=3&before=${ids[4]}`)
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(1, 4))
    expect(older.hasMore).toBe(true)
    const missed = await read(`?after=${ids[2]}`)
    expect(missed.messages.map((m) => m.id)).toEqual(ids.slice(3))
    expect(missed.hasMore).toBe(false)
    const foreign = await newRequest()
    const refused = await as(
      user,
      `/api/v2/users/complaint/${request.id}?after=${foreign.request.lastMessage!.id}`,
    )
    expect(refused.status).toBe(400)
  })
})

describe('messages by client id', () => {
  it('stores one message for the same clientId sent twice and answers the stored one', async () => {
    const { user, request } = await newRequest()
    const path = `/api/v2/users/complaint/${request.id}/messages`
    const first = await send(user, path, 'same', 'Hello')
    const again = await send(user, path, 'same', 'Hello (retried)')
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(sent(again.body)).toEqual(sent(first.body))
    const stored = await server.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.requestId, request.id), eq(supportMessages.clientId, 'same')))
    expect(stored).toHaveLength(1)
  })

  it('stores one message when the same clientId arrives several times at once', async () => {
    const { user, request } = await newRequest()
    const path = `/api/v2/users/complaint/${request.id}/messages`
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(user, path, 'burst', 'At once')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201))
    expect(new Set(answers.map((answer) => sent(answer.body).id)).size).toBe(1)
    const stored = await server.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.requestId, request.id), eq(supportMessages.clientId, 'burst')))
    expect(stored).toHaveLength(1)
  })
})

describe('status of a request', () => {
  it('moves with the conversation and refuses moves the rules do not allow', async () => {
    const { user, request } = await newRequest()
    const agent = await newAgent()
    const desk = `/api/v2/support/desk/requests/${request.id}`
    const mine = `/api/v2/users/complaint/${request.id}`
    const setStatus = (status: string) => as(agent, `${desk}/status`, { json: { status } })

    expect((await send(agent, `${desk}/messages`, 'a-1')).status).toBe(201)
    expect(await statusOf(user, request.id)).toBe('awaiting_customer')
    expect((await send(user, `${mine}/messages`, 't-1')).status).toBe(201)
    expect(await statusOf(user, request.id)).toBe('open')

    expect((await setStatus('resolved')).status).toBe(200)
    expect((await send(user, `${mine}/messages`, 't-2')).status).toBe(201)
    expect(await statusOf(user, request.id)).toBe('open')

    expect((await as(user, `${mine}/reopen`, { method: 'POST' })).status).toBe(409)
    expect((await setStatus('closed')).status).toBe(200)
    for (const refused of [
      await send(user, `${mine}/messages`, 't-3'),
      await send(agent, `${desk}/messages`, 'a-2'),
      await setStatus('open'),
    ]) {
      expect(refused.status).toBe(409)
    }
    expect((await send(user, `${mine}/messages`, 't-1')).status).toBe(201)
    const reopened = await as(user, `${mine}/reopen`, { method: 'POST' })
    expect(endpoints.supportReopen.response.parse(reopened.body).request.status).toBe('open')
    expect((await send(user, `${mine}/messages`, 't-3')).status).toBe(201)
    const invalid = await as(agent, `${desk}/status`, { json: { status: 'lost' } })
    expect(fieldErrors(invalid.body)).toEqual({ status: messages.invalidValue })
  })
})

describe('the agent desk', () => {
  it('refuses every desk call to a signed-in user who is not an agent', async () => {
    const { user, request } = await newRequest()
    const desk = `/api/v2/support/desk`
    for (const [path, options] of [
      [`${desk}/queue`, {}],
      [`${desk}/canned-replies`, {}],
      [`${desk}/requests/${request.id}`, {}],
      [`${desk}/requests/${request.id}/assign`, { method: 'POST' }],
      [`${desk}/requests/${request.id}/status`, { json: { status: 'closed' } }],
      [`${desk}/requests/${request.id}/messages`, { json: { clientId: 'x', body: 'I am an agent' } }],
      [`${desk}/requests/${request.id}/read`, { method: 'POST' }],
      [`${desk}/requests/${request.id}/typing`, { method: 'POST' }],
    ] as const) {
      const { status, body } = await as(user, path, options)
      expect({ path, status, body }).toEqual({
        path,
        status: 403,
        body: { message: serverMessages.supportAgentsOnly },
      })
    }
    expect(await statusOf(user, request.id)).toBe('open')
  })

  it('shows the queue oldest first, assigns, and shows the traveller’s booking beside the chat', async () => {
    const first = await newRequest()
    const second = await newRequest()
    const agent = await newAgent()
    const queue = async (query = '') =>
      endpoints.deskQueue.response
        .parse((await as(agent, `/api/v2/support/desk/queue${query}`)).body)
        .requests.map((request) => request.id)
    const all = await queue()
    expect(all.indexOf(first.request.id)).toBeLessThan(all.indexOf(second.request.id))
    expect(await queue('?assigned=me')).toEqual([])

    const assigned = await as(agent, `/api/v2/support/desk/requests/${second.request.id}/assign`, {
      method: 'POST',
    })
    expect(endpoints.deskAssign.response.parse(assigned.body).request.assignee).toMatchObject({
      id: agent.id,
    })
    expect(await queue('?assigned=me')).toEqual([second.request.id])
    expect(await queue('?assigned=unassigned')).not.toContain(second.request.id)

    const thread = endpoints.deskThread.response.parse(
      (await as(agent, `/api/v2/support/desk/requests/${first.request.id}`, { locale: 'ar' })).body,
    )
    const [booking] = await server.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.request.booking.uuid))
    expect(thread.booking).toMatchObject({
      uuid: booking!.id,
      orderId: booking!.orderRef,
      title: booking!.titleAr,
    })
    expect(thread.request.traveller.email).toBe(first.user.email)
    expect(thread.messages.map((m) => m.body)).toEqual([first.request.description])

    const canned = endpoints.deskCannedReplies.response.parse(
      (await as(agent, '/api/v2/support/desk/canned-replies')).body,
    )
    expect(canned.replies.length).toBeGreaterThan(0)
    for (const reply of canned.replies) expect(reply.body.ar).not.toBe(reply.body.en)
  })

  it('admits the seeded sandbox agents', async () => {
    const [seeded] = DEMO_AGENTS
    const login = await server.request('/api/v2/users/auth/login', {
      json: { email: seeded.email, password: DEMO_AGENT_PASSWORD },
    })
    expect(login.status).toBe(200)
    const agent = endpoints.login.response.parse(login.body).user
    expect((await as(agent, '/api/v2/support/desk/queue')).status).toBe(200)
  })
})

describe('attachments', () => {
  const stored = async () => ({
    rows: await countRows(server.db, supportAttachments),
    files: await countRows(server.db, supportAttachmentFiles),
  })

  it('stores a checked image, serves it to its owner and, once sent, to the agent only', async () => {
    const { user, request } = await newRequest()
    const { status, body } = await upload(user, PNG, 'tag "photo".png')
    expect(status).toBe(201)
    const attachment = endpoints.supportUpload.response.parse(body).attachment
    expect(attachment).toMatchObject({ type: 'image/png', size: PNG.length, name: 'tag "photo".png' })

    const download = (caller: User) =>
      fetch(`${server.url}/api/v2/users/complaint/attachments/${attachment.id}`, {
        headers: { authorization: `Bearer ${caller.access_token}` },
      })
    const agent = await newAgent()
    expect((await download(agent)).status).toBe(404)

    const message = sent(
      (
        await as(user, `/api/v2/users/complaint/${request.id}/messages`, {
          json: { clientId: 'with-file', body: 'The tag', attachmentIds: [attachment.id] },
        })
      ).body,
    )
    expect(message.attachments).toEqual([attachment])
    for (const caller of [user, agent]) {
      const response = await download(caller)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="tag _photo_.png"; filename*=UTF-8''${encodeURIComponent('tag "photo".png')}`,
      )
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    }
    expect((await download(await newUser())).status).toBe(404)

    const reuse = await as(user, `/api/v2/users/complaint/${request.id}/messages`, {
      json: { clientId: 'again', body: 'Same file', attachmentIds: [attachment.id] },
    })
    expect(fieldErrors(reuse.body)).toEqual({ attachmentIds: serverMessages.attachmentUnknown })
  })

  it('refuses a file of another kind whatever its name, and an oversized one, storing nothing', async () => {
    const user = await newUser()
    const before = await stored()
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const wrong = await upload(user, svg, 'receipt.png')
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong.body)).toEqual({ file: serverMessages.attachmentTypeRefused })
    const arabic = await upload(user, svg, 'receipt.pdf', 'ar')
    expect(fieldErrors(arabic.body)).toEqual({ file: messagesAr.attachmentTypeRefused })

    const big = new Uint8Array(SUPPORT_ATTACHMENT_MAX_BYTES + 1)
    big.set(PNG)
    const oversized = await upload(user, big)
    expect(oversized).toEqual({ status: 413, body: { message: serverMessages.attachmentTooLarge } })
    expect(await stored()).toEqual(before)
  })
})

describe('unsent attachments', () => {
  it('are deleted with their bytes a day after upload; sent ones stay', async () => {
    const { user, request } = await newRequest()
    const unsent = endpoints.supportUpload.response.parse((await upload(user, PNG)).body).attachment
    const kept = endpoints.supportUpload.response.parse((await upload(user, PNG)).body).attachment
    await as(user, `/api/v2/users/complaint/${request.id}/messages`, {
      json: { clientId: 'keeps-file', body: 'Sent', attachmentIds: [kept.id] },
    })
    const [row] = await server.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.id, unsent.id))
    const files = await countRows(server.db, supportAttachmentFiles)
    const store = postgresAttachmentStore(server.db)

    const early = new Date(row!.createdAt.getTime() + UNSENT_ATTACHMENT_TTL_MS - 1000)
    expect(await deleteUnsentAttachments(server.db, store, early)).toBe(0)
    const late = new Date(row!.createdAt.getTime() + UNSENT_ATTACHMENT_TTL_MS + 1000)
    expect(await deleteUnsentAttachments(server.db, store, late)).toBeGreaterThanOrEqual(1)
    expect(
      await server.db.select().from(supportAttachments).where(eq(supportAttachments.id, unsent.id)),
    ).toEqual([])
    expect(await store.get(row!.storageKey)).toBeNull()
    expect(await countRows(server.db, supportAttachmentFiles)).toBeLessThan(files)
    const sentFile = await fetch(`${server.url}/api/v2/users/complaint/attachments/${kept.id}`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(sentFile.status).toBe(200)
  })
})

describe('realtime', () => {
  const authorize = (user: User, channel: string) =>
    server.request('/api/v2/user/pusher/auth', {
      json: { api_key: user.api_key, api_token: user.api_token, socket_id: '123.456', channel_name: channel },
    })

  it('authorizes a request’s channel for its traveller and agents only', async () => {
    const { user, request } = await newRequest()
    const channel = supportChannelName(request.id)
    expect((await authorize(user, channel)).status).toBe(200)
    expect((await authorize(await newAgent(), channel)).status).toBe(200)
    const refused = await authorize(await newUser(), channel)
    expect(refused).toMatchObject({ status: 403, body: { message: serverMessages.realtimeChannelForbidden } })
    expect((await authorize(user, supportChannelName('not-a-request'))).status).toBe(403)
  })

  it('publishes messages, reads, status changes and typing on the request’s channel', async () => {
    const { user, request } = await newRequest()
    const agent = await newAgent()
    const published: { channel?: string; event: string; data: unknown }[] = []
    const stop = server.userEvents.subscribe((event) => published.push(event))
    try {
      const desk = `/api/v2/support/desk/requests/${request.id}`
      const reply = sent((await send(agent, `${desk}/messages`, 'a-1', 'We are on it')).body)
      await as(user, `/api/v2/users/complaint/${request.id}/typing`, { method: 'POST' })
      await as(user, `/api/v2/users/complaint/${request.id}/read`, { method: 'POST' })
      await send(agent, `${desk}/messages`, 'a-1', 'We are on it')
      const channel = supportChannelName(request.id)
      expect(
        published.filter(({ channel: on }) => on === channel).map(({ channel: on, event }) => [on, event]),
      ).toEqual([
        [channel, SUPPORT_EVENTS.message],
        [channel, SUPPORT_EVENTS.status],
        [channel, SUPPORT_EVENTS.typing],
        [channel, SUPPORT_EVENTS.read],
      ])
      const onRequest = published.filter(({ channel: on }) => on === channel)
      expect(onRequest[0]?.data).toEqual(reply)
      expect(onRequest[1]?.data).toEqual({ requestId: request.id, status: 'awaiting_customer' })
      expect(onRequest[3]?.data).toMatchObject({ author: 'agent', messageIds: [reply.id] })
    } finally {
      stop()
    }
  })

  it('tells the agents’ desk channel, and only agents may hear it, when a request enters or moves in the queue', async () => {
    const agent = await newAgent()
    expect((await authorize(agent, SUPPORT_DESK_CHANNEL)).status).toBe(200)
    const traveller = await newUser()
    expect(await authorize(traveller, SUPPORT_DESK_CHANNEL)).toMatchObject({
      status: 403,
      body: { message: serverMessages.realtimeChannelForbidden },
    })

    const published: { channel?: string; event: string; data: unknown }[] = []
    const stop = server.userEvents.subscribe((event) => published.push(event))
    const toDesk = () =>
      published
        .filter(({ channel }) => channel === SUPPORT_DESK_CHANNEL)
        .map(({ event, data }) => [event, data])
    try {
      const { user, request } = await newRequest()
      const queued = [SUPPORT_EVENTS.queue, { requestId: request.id }]
      expect(toDesk()).toEqual([queued])
      const desk = `/api/v2/support/desk/requests/${request.id}`
      expect((await as(agent, `${desk}/assign`, { method: 'POST' })).status).toBe(200)
      expect(toDesk()).toHaveLength(2)
      // The agent's reply moves the request to "awaiting you": the queue changes once, for the move.
      await send(agent, `${desk}/messages`, 'a-1')
      expect(toDesk()).toHaveLength(3)
      // Typing and reading change nothing in the queue; the traveller's answer does.
      await as(user, `/api/v2/users/complaint/${request.id}/typing`, { method: 'POST' })
      await as(user, `/api/v2/users/complaint/${request.id}/read`, { method: 'POST' })
      expect(toDesk()).toHaveLength(3)
      // The traveller's answer moves it back to open: one more.
      await send(user, `/api/v2/users/complaint/${request.id}/messages`, 't-1')
      expect(toDesk()).toHaveLength(4)
      // A second message moves nothing but still puts the request before the agents.
      await send(user, `/api/v2/users/complaint/${request.id}/messages`, 't-2')
      expect(toDesk()).toHaveLength(5)
      expect(toDesk().every(([, data]) => JSON.stringify(data) === JSON.stringify(queued[1]))).toBe(true)
    } finally {
      stop()
    }
  })
})

describe('the profile dashboard', () => {
  it('counts open requests, unread replies and upcoming trips', async () => {
    const { user, request } = await newRequest()
    const agent = await newAgent()
    const counts = async () => {
      const { profile } = endpoints.dashboard.response.parse(
        (await as(user, '/api/v2/users/profile/dashboard')).body,
      )
      return { open: profile.openRequests, unread: profile.unreadReplies, trips: profile.upcomingTrips }
    }
    expect(await counts()).toEqual({ open: 1, unread: 0, trips: 0 })
    const desk = `/api/v2/support/desk/requests/${request.id}`
    await send(agent, `${desk}/messages`, 'a-1')
    await send(agent, `${desk}/messages`, 'a-2')
    expect(await counts()).toMatchObject({ open: 1, unread: 2 })
    await as(user, `/api/v2/users/complaint/${request.id}/read`, { method: 'POST' })
    expect(await counts()).toMatchObject({ open: 1, unread: 0 })
    await as(agent, `${desk}/status`, { json: { status: 'resolved' } })
    expect(await counts()).toMatchObject({ open: 0 })

    const ahead = new Date(Date.now() + 7 * 86_400_000)
    await server.db
      .update(bookings)
      .set({ status: 'Confirmed', travelStartsAt: ahead })
      .where(eq(bookings.id, request.booking.uuid))
    expect((await counts()).trips).toBe(1)
    await server.db
      .update(bookings)
      .set({ travelStartsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(bookings.id, request.booking.uuid))
    expect((await counts()).trips).toBe(0)
  })
})

describe('live delivery', () => {
  it('delivers an agent’s reply to the traveller’s pusher-js client on the request’s channel', async () => {
    const { user, request } = await newRequest()
    const agent = await newAgent()
    const { client, ready } = subscribeAs(server, user, supportChannelName(request.id))
    try {
      const channel = await ready
      const delivered = new Promise<unknown>((resolve) => channel.bind(SUPPORT_EVENTS.message, resolve))
      const reply = sent(
        (await send(agent, `/api/v2/support/desk/requests/${request.id}/messages`, 'live', 'Hello')).body,
      )
      expect(await delivered).toEqual(reply)
    } finally {
      client.disconnect()
    }
  })
})
