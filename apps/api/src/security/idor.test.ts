import { randomUUID } from 'node:crypto'
import { messages, serverMessages } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { endpoints } from '@rihla/api-contract/endpoints'
import { userChannelName } from '@rihla/api-contract/realtime'
import { supportChannelName } from '@rihla/api-contract/support'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportRequests } from '../db/schema'
import { fieldErrors, okBody } from '../testing/consumer'
import { newTraveller } from '../testing/flightTravellers'
import { payByCard } from '../testing/payments'
import { startTestServer } from '../testing/testServer'
import type { RequestOptions, TestServer } from '../testing/testServer'
import { bookingMakers, callerOf, newAgent, savedTraveller } from './fixtures'
import { recordsSnapshot } from './snapshot'

// The IDOR matrix (issue 19): every route that names a record by its id, asked by another traveller,
// answers 404 and changes nothing; asked by the owner, it answers as it should (so the 404 is about
// whose record it is, not a record that cannot be read at all). Agent-only routes answer 403.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const as = callerOf(() => server)
type Answer = { status: number; body: unknown }

/** Everything of traveller A's that the matrix asks for, made through the API in beforeAll. */
interface Records {
  owner: User
  flight: Booking
  hotel: Booking
  train: Booking
  bus: Booking
  event: Booking
  trainRefund: number
  hotelOrderRef: string
  fnfId: string
  requestId: string
  attachmentId: string
  agent: User
}
let a: Records
let stranger: User

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

const upload = (user: User, bytes: Uint8Array) =>
  fetch(`${server.url}/api/v2/users/complaint/attachments?name=receipt.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  }).then(async (response) => ({ status: response.status, body: await response.json() }))

beforeAll(async () => {
  const owner = await newTraveller(server)
  stranger = await newTraveller(server)
  const make = bookingMakers(server)
  const [flight, hotel, train, bus, event] = [
    (await make.flight(owner)).booking,
    (await make.hotel(owner)).booking,
    (await make.train(owner)).booking,
    (await make.bus(owner)).booking,
    (await make.event(owner)).booking,
  ]
  // Paid: the flight (its invoice), the train (cancellable) and the bus, cancelled for a refund.
  for (const booking of [flight, train, bus]) await payByCard(server, owner, booking.uuid, booking.amount)
  const quoteOf = (booking: Booking) =>
    okBody(as(owner, `/api/v2/bookings/${booking.uuid}/cancellation`), endpoints.cancellationQuote.response)
  const busQuote = await quoteOf(bus)
  await okBody(
    as(owner, `/api/v2/bookings/${bus.uuid}/cancellation`, {
      json: { expectedRefund: busQuote.quote.refund.amount },
    }),
    endpoints.cancelBooking.response,
  )
  const trainRefund = (await quoteOf(train)).quote.refund.amount
  // A card payment started and left open: its order reference is what the inquiry names.
  const started = await okBody(
    as(owner, '/api/v2/financial/process', {
      json: {
        uuid: hotel.uuid,
        idempotencyKey: randomUUID(),
        amount: hotel.amount,
        method: 'card',
        returnUrl: 'http://localhost:5173/payment/return',
      },
    }),
    endpoints.processPayment.response,
  )
  const fnf = await as(owner, '/user/fnf', { json: savedTraveller })
  expect(fnf.status).toBe(201)
  const attached = await upload(owner, PNG)
  expect(attached.status).toBe(201)
  const attachmentId = endpoints.supportUpload.response.parse(attached.body).attachment.id
  const request = await as(owner, '/api/v2/users/complaint', {
    json: {
      issue: 'change',
      order: event.orderId,
      description: 'Please move my ticket.',
      attachmentIds: [attachmentId],
    },
  })
  expect(request.status).toBe(201)
  a = {
    owner,
    flight,
    hotel,
    train,
    bus,
    event,
    trainRefund,
    hotelOrderRef: started.payment.orderRef,
    fnfId: endpoints.fnfCreate.response.parse(fnf.body).entry.id,
    requestId: endpoints.supportCreate.response.parse(request.body).request.id,
    attachmentId,
    agent: await newAgent(server),
  }
}, 120_000)

const partner = (user: User, path: string, options: RequestOptions = {}) =>
  bookingMakers(server).air(`${path}${path.includes('?') ? '&' : '?'}api_token=${user.api_token}`, options)

/**
 * One line a route: how a traveller asks for A's record, and what A itself is answered. Routes that
 * change something come after the routes that read what they change.
 */
const OWNED_ROUTES: [name: string, ask: (who: User) => Promise<Answer>, ownerStatus: number][] = [
  ['userBookingGet', (who) => as(who, '/user/bookings/get', { json: { uuid: a.event.uuid } }), 200],
  ['bookingInvoice', (who) => as(who, `/api/v2/bookings/invoice?uuid=${a.flight.uuid}`), 200],
  ['flightBookingDetail', (who) => partner(who, `/air/api/bookings/get-detail?uuid=${a.flight.uuid}`), 200],
  ['hotelBookingDetail', (who) => partner(who, `/hotels/api/bookings/get-detail?UUID=${a.hotel.uuid}`), 200],
  [
    'railwaysBookingDetail',
    (who) => as(who, '/api/v2/railways/booking-detail', { json: { uuid: a.train.uuid } }),
    200,
  ],
  ['busBookingDetail', (who) => as(who, '/api/v2/buses/booking-detail', { json: { uuid: a.bus.uuid } }), 200],
  [
    'eventBookingDetail',
    (who) => as(who, '/api/v2/events/booking-detail', { json: { uuid: a.event.uuid } }),
    200,
  ],
  ['paymentMethods', (who) => as(who, `/api/v2/financial/paymentMethods?uuid=${a.event.uuid}`), 200],
  [
    'paymentInquiry by order',
    (who) => as(who, `/api/v2/financial/inquiry?order_ref_id=${a.hotelOrderRef}`),
    200,
  ],
  ['paymentInquiry by booking', (who) => as(who, `/api/v2/financial/inquiry?uuid=${a.hotel.uuid}`), 200],
  [
    'processPayment',
    (who) =>
      as(who, '/api/v2/financial/process', {
        json: {
          uuid: a.event.uuid,
          idempotencyKey: randomUUID(),
          amount: a.event.amount,
          method: 'card',
          returnUrl: 'http://localhost:5173/payment/return',
        },
      }),
    200,
  ],
  ['cancellationQuote', (who) => as(who, `/api/v2/bookings/${a.train.uuid}/cancellation`), 200],
  ['refundTracker', (who) => as(who, `/api/v2/bookings/${a.bus.uuid}/refund`), 200],
  [
    'cancelBooking',
    (who) =>
      as(who, `/api/v2/bookings/${a.train.uuid}/cancellation`, { json: { expectedRefund: a.trainRefund } }),
    200,
  ],
  [
    'hotelCancel',
    (who) => partner(who, `/hotels/api/cancel?UUID=${a.hotel.uuid}`, { method: 'DELETE' }),
    200,
  ],
  ['fnfGet', (who) => as(who, `/user/fnf/${a.fnfId}`), 200],
  [
    'fnfUpdate',
    (who) =>
      as(who, `/user/fnf/${a.fnfId}`, { method: 'PUT', json: { ...savedTraveller, firstName: 'Saad' } }),
    200,
  ],
  ['supportThread', (who) => as(who, `/api/v2/users/complaint/${a.requestId}`), 200],
  ['supportAttachment', (who) => as(who, `/api/v2/users/complaint/attachments/${a.attachmentId}`), 200],
  [
    'supportSend',
    (who) =>
      as(who, `/api/v2/users/complaint/${a.requestId}/messages`, {
        json: { clientId: randomUUID(), body: 'Hello' },
      }),
    201,
  ],
  ['supportRead', (who) => as(who, `/api/v2/users/complaint/${a.requestId}/read`, { method: 'POST' }), 200],
  [
    'supportTyping',
    (who) => as(who, `/api/v2/users/complaint/${a.requestId}/typing`, { method: 'POST' }),
    200,
  ],
  // An open request cannot be reopened: the owner is told so, the stranger that there is none.
  [
    'supportReopen',
    (who) => as(who, `/api/v2/users/complaint/${a.requestId}/reopen`, { method: 'POST' }),
    409,
  ],
  ['fnfDelete', (who) => as(who, `/user/fnf/${a.fnfId}`, { method: 'DELETE' }), 200],
]

describe("another traveller's record by its id", () => {
  it.each(OWNED_ROUTES)(
    '%s: 404 to a stranger, nothing changed; the owner is answered',
    async (_name, ask, ownerStatus) => {
      const before = await recordsSnapshot(server.db)
      const answer = await ask(stranger)
      expect(answer).toMatchObject({ status: 404, body: { message: serverMessages.notFound } })
      expect(await recordsSnapshot(server.db)).toEqual(before)
      expect((await ask(a.owner)).status).toBe(ownerStatus)
    },
  )
})

const pusherAuth = (who: User, channel: string) =>
  server.request('/api/v2/user/pusher/auth', {
    json: { api_key: who.api_key, api_token: who.api_token, socket_id: '1234.5678', channel_name: channel },
  })

describe("another traveller's realtime channels", () => {
  it.each([
    ['user channel', () => userChannelName(a.owner.id)],
    ['support request channel', () => supportChannelName(a.requestId)],
  ])('%s: refused to a stranger (403), authorized for the owner', async (_name, channel) => {
    expect(await pusherAuth(stranger, channel())).toMatchObject({
      status: 403,
      body: { message: serverMessages.realtimeChannelForbidden },
    })
    expect((await pusherAuth(a.owner, channel())).status).toBe(200)
  })
})

describe("another traveller's records named inside a body", () => {
  /** A Pending booking of the traveller's own, which their own requests and payments may name. */
  const ownDevBooking = async (who: User) => {
    const { status, body } = await as(who, '/dev/bookings/create', { json: { type: 'bus', amount: 9_000 } })
    expect(status).toBe(201)
    return endpoints.devCreateBooking.response.parse(body).booking
  }
  const ownOrder = async () => (await ownDevBooking(stranger)).orderId
  const ownBooking = async (who: User) => (await ownDevBooking(who)).uuid
  /** The newest code the sandbox texted to a phone. */
  const textedCode = async (phone: string) => {
    const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(phone)}`)
    const [latest] = endpoints.devOutbox.response.parse(body).messages
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1]
    if (!code) throw new Error(`No code texted to ${phone}`)
    return code
  }

  it('a support request about their booking or with their attachment is refused and not stored', async () => {
    const order = await ownOrder()
    const before = await recordsSnapshot(server.db)
    for (const [json, field] of [
      [{ issue: 'change', order: a.event.orderId, description: 'Move it.' }, 'order'],
      [
        { issue: 'other', order, description: 'See the file.', attachmentIds: [a.attachmentId] },
        'attachmentIds',
      ],
    ] as const) {
      const answer = await as(stranger, '/api/v2/users/complaint', { json })
      expect(answer.status).toBe(400)
      expect(Object.keys(fieldErrors(answer.body))).toEqual([field])
    }
    expect(await recordsSnapshot(server.db)).toEqual(before)
  })

  it('their attachment cannot be sent in a chat message of the stranger’s own request', async () => {
    const own = await as(stranger, '/api/v2/users/complaint', {
      json: { issue: 'other', order: await ownOrder(), description: 'A question about refunds.' },
    })
    expect(own.status).toBe(201)
    const { id } = endpoints.supportCreate.response.parse(own.body).request
    const before = await recordsSnapshot(server.db)
    const answer = await as(stranger, `/api/v2/users/complaint/${id}/messages`, {
      json: { clientId: randomUUID(), body: 'Look', attachmentIds: [a.attachmentId] },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(fieldErrors(answer.body))).toEqual(['attachmentIds'])
    expect(await recordsSnapshot(server.db)).toEqual(before)
  })

  it('their wallet payment cannot be confirmed with their code by naming it beside a booking of the stranger’s', async () => {
    const mine = await ownBooking(a.owner)
    const theirs = await ownBooking(stranger)
    const mobile = '+966551230077'
    const pay = (who: User, uuid: string, json: Record<string, unknown>) =>
      as(who, '/api/v2/financial/process', {
        json: {
          uuid,
          idempotencyKey: randomUUID(),
          amount: { amount: 9_000, currency: 'SAR' },
          method: 'urpay',
          ...json,
        },
      })
    const started = await okBody(pay(a.owner, mine, { mobile }), endpoints.processPayment.response)
    const otp = await textedCode(mobile)
    const before = await recordsSnapshot(server.db)
    for (const uuid of [theirs, mine]) {
      const answer = await pay(stranger, uuid, { orderRef: started.payment.orderRef, otp })
      expect(answer).toMatchObject({ status: 404, body: { message: serverMessages.notFound } })
    }
    expect(await recordsSnapshot(server.db)).toEqual(before)
    const confirmed = await okBody(
      pay(a.owner, mine, { orderRef: started.payment.orderRef, otp }),
      endpoints.processPayment.response,
    )
    expect(confirmed.payment.status).toBe('succeeded')
  })

  it('their wallet account code neither saves the stranger an account nor counts against the owner', async () => {
    const mobile = '+966551230078'
    const saved = await as(a.owner, '/api/v2/financial/saveAccount', { json: { method: 'stc_pay', mobile } })
    expect(saved.status).toBe(200)
    const otp = await textedCode(mobile)
    const before = await recordsSnapshot(server.db)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await as(stranger, '/api/v2/financial/verifyAccount', {
        json: { method: 'stc_pay', mobile, otp },
      })
      expect(answer.status).toBe(400)
      expect(fieldErrors(answer.body)).toEqual({ otp: messages.otpInvalid })
    }
    expect(await recordsSnapshot(server.db)).toEqual(before)
    const verified = await as(a.owner, '/api/v2/financial/verifyAccount', {
      json: { method: 'stc_pay', mobile, otp },
    })
    expect(verified.status).toBe(201)
  })

  it('the list filtered by their request id is empty', async () => {
    const list = await okBody(
      as(stranger, `/api/v2/users/complaint?complain_id=${a.requestId}`),
      endpoints.supportList.response,
    )
    expect(list).toMatchObject({ total: 0, requests: [] })
    const own = await okBody(
      as(a.owner, `/api/v2/users/complaint?complain_id=${a.requestId}`),
      endpoints.supportList.response,
    )
    expect(own.total).toBe(1)
  })
})

/** Agent-only routes: a traveller (even the request's own) is refused with 403; an agent is answered. */
const AGENT_ROUTES: [name: string, ask: (who: User) => Promise<Answer>, agentStatus: number][] = [
  ['deskQueue', (who) => as(who, '/api/v2/support/desk/queue'), 200],
  ['deskCannedReplies', (who) => as(who, '/api/v2/support/desk/canned-replies'), 200],
  ['deskThread', (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}`), 200],
  [
    'deskCancellationQuote',
    (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}/cancellation`),
    200,
  ],
  [
    'deskRead',
    (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}/read`, { method: 'POST' }),
    200,
  ],
  [
    'deskTyping',
    (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}/typing`, { method: 'POST' }),
    200,
  ],
  [
    'deskAssign',
    (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}/assign`, { method: 'POST' }),
    200,
  ],
  [
    'deskReply',
    (who) =>
      as(who, `/api/v2/support/desk/requests/${a.requestId}/messages`, {
        json: { clientId: randomUUID(), body: 'Hi' },
      }),
    201,
  ],
  [
    'deskStatus',
    (who) => as(who, `/api/v2/support/desk/requests/${a.requestId}/status`, { json: { status: 'resolved' } }),
    200,
  ],
  [
    'deskApproveCancellation',
    (who) =>
      as(who, `/api/v2/support/desk/requests/${a.requestId}/cancellation`, {
        json: { expectedRefund: a.event.amount.amount },
      }),
    409,
  ],
]

describe('agent-only routes', () => {
  it.each(AGENT_ROUTES)(
    '%s: 403 to a traveller, nothing changed; an agent is answered',
    async (_name, ask, agentStatus) => {
      for (const traveller of [stranger, a.owner]) {
        const before = await recordsSnapshot(server.db)
        expect(await ask(traveller)).toMatchObject({
          status: 403,
          body: { message: serverMessages.supportAgentsOnly },
        })
        expect(await recordsSnapshot(server.db)).toEqual(before)
      }
      expect((await ask(a.agent)).status).toBe(agentStatus)
    },
  )

  it('the request an agent may act on is still the traveller’s own: its owner never changed', async () => {
    const [row] = await server.db.select().from(supportRequests).where(eq(supportRequests.id, a.requestId))
    expect(row?.userId).toBe(a.owner.id)
  })
})
