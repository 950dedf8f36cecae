import { randomUUID } from 'node:crypto'
import { serverMessages } from '@rihla/api-contract'
import type { Money, User } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookings,
  contactMessages,
  fnfEntries,
  payments,
  refunds,
  savedAccounts,
  supportAgents,
  supportMessages,
  supportRequests,
  users,
} from '../db/schema'
import { solvedCaptcha } from '../testing/captcha'
import { okBody } from '../testing/consumer'
import { newTraveller } from '../testing/flightTravellers'
import { payByCard } from '../testing/payments'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'
import { bookingMakers, callerOf, newAgent, savedTraveller } from './fixtures'

// Mass assignment (issue 19): fields a client may not set (status, price, amount, total, owner, role)
// sent to every create and update route are ignored: the stored row carries the server's values.

let server: TestServer
let traveller: User
let other: User
beforeAll(async () => {
  server = await startTestServer()
  traveller = await newTraveller(server)
  other = await newTraveller(server)
})
afterAll(() => server.close())

const as = callerOf(() => server)

/** What a forging client adds to a body: the state, price and owner the server alone decides. */
const forged = () => ({
  status: 'Confirmed',
  paid: true,
  paidAt: new Date().toISOString(),
  amount: { amount: 1, currency: 'SAR' },
  totalAmount: 1,
  total: { amount: 1, currency: 'SAR' },
  price: { total: { amount: 1, currency: 'SAR' } },
  userId: other.id,
  user_id: other.id,
  owner: other.id,
  role: 'agent',
  isAgent: true,
})

const storedBooking = async (uuid: string) => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.id, uuid))
  return row!
}

type Maker = (user: User, extra: Record<string, unknown>) => Promise<{ booking: Booking; quoted: Money }>

/** One line a vertical: its reservation route, made with forged fields. */
const RESERVATIONS: [name: string, make: (makers: ReturnType<typeof bookingMakers>) => Maker][] = [
  ['flightReserve', (make) => make.flight],
  ['hotelReserve', (make) => make.hotel],
  ['railwaysReservation', (make) => make.train],
  ['busSaveOrders', (make) => make.bus],
  ['eventReservation', (make) => make.event],
]

describe('reservations of every vertical', () => {
  it.each(RESERVATIONS)(
    '%s: the booking is the caller’s, Pending, unpaid, at the quoted price',
    async (_name, pick) => {
      const { booking, quoted } = await pick(bookingMakers(server))(traveller, forged())
      expect(quoted.amount).toBeGreaterThan(1)
      const row = await storedBooking(booking.uuid)
      expect(row).toMatchObject({
        userId: traveller.id,
        status: 'Pending',
        paidAt: null,
        totalAmount: quoted.amount,
        currency: quoted.currency,
      })
      expect(booking).toMatchObject({ status: 'Pending', amount: quoted })
    },
  )
})

describe('payments', () => {
  it('a payment for less than the booking costs is refused; forged status and owner are ignored', async () => {
    const { booking } = await bookingMakers(server).event(traveller)
    const pay = (json: Record<string, unknown>) =>
      as(traveller, '/api/v2/financial/process', {
        json: {
          uuid: booking.uuid,
          idempotencyKey: randomUUID(),
          method: 'card',
          returnUrl: 'http://localhost:5173/payment/return',
          ...json,
        },
      })
    const cheap = await pay({ amount: { amount: 1, currency: 'SAR' } })
    expect(cheap).toMatchObject({ status: 409, body: { message: serverMessages.paymentPriceChanged } })
    expect(await server.db.select().from(payments).where(eq(payments.bookingId, booking.uuid))).toEqual([])

    const started = await okBody(
      pay({
        ...forged(),
        amount: booking.amount,
        status: 'succeeded',
        completedAt: new Date().toISOString(),
      }),
      endpoints.processPayment.response,
    )
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.orderRef, started.payment.orderRef))
    expect(row).toMatchObject({
      userId: traveller.id,
      bookingId: booking.uuid,
      amount: booking.amount.amount,
      completedAt: null,
    })
    expect(row!.status).not.toBe('succeeded')
    expect(await storedBooking(booking.uuid)).toMatchObject({ status: 'Pending', paidAt: null })
  })
})

describe('cancellation', () => {
  it('a larger refund than the quote is refused; forged refund fields are ignored', async () => {
    const { booking } = await bookingMakers(server).bus(traveller)
    await payByCard(server, traveller, booking.uuid, booking.amount)
    const path = `/api/v2/bookings/${booking.uuid}/cancellation`
    const { quote } = await okBody(as(traveller, path), endpoints.cancellationQuote.response)
    const refund = quote.refund.amount
    const greedy = await as(traveller, path, { json: { expectedRefund: booking.amount.amount } })
    expect(greedy.status).toBe(409)
    expect(await storedBooking(booking.uuid)).toMatchObject({ status: 'Confirmed' })

    const done = await as(traveller, path, {
      json: { ...forged(), expectedRefund: refund, refund: { amount: booking.amount.amount }, fee: 0 },
    })
    expect(done.status).toBe(200)
    const [stored] = await server.db.select().from(refunds).where(eq(refunds.bookingId, booking.uuid))
    expect(stored).toMatchObject({ amount: refund })
    expect((await storedBooking(booking.uuid)).userId).toBe(traveller.id)
  })
})

describe('saved travellers', () => {
  it('create and update keep the entry the caller’s, whatever id or owner is sent', async () => {
    const forgedId = randomUUID()
    const created = await as(traveller, '/user/fnf', {
      json: { ...savedTraveller, ...forged(), id: forgedId },
    })
    expect(created.status).toBe(201)
    const { entry } = endpoints.fnfCreate.response.parse(created.body)
    expect(entry.id).not.toBe(forgedId)
    const updated = await as(traveller, `/user/fnf/${entry.id}`, {
      method: 'PUT',
      json: { ...savedTraveller, ...forged(), firstName: 'Saad', id: forgedId },
    })
    expect(updated.status).toBe(200)
    const rows = await server.db.select().from(fnfEntries).where(eq(fnfEntries.id, entry.id))
    expect(rows).toMatchObject([{ userId: traveller.id, firstName: 'Saad' }])
    expect(await server.db.select().from(fnfEntries).where(eq(fnfEntries.userId, other.id))).toEqual([])
  })
})

describe('support', () => {
  it('a new request is open, unassigned and the caller’s; a message is the traveller’s', async () => {
    const { booking } = await bookingMakers(server).event(traveller)
    const agent = await newAgent(server)
    const created = await as(traveller, '/api/v2/users/complaint', {
      json: {
        ...forged(),
        issue: 'change',
        order: booking.orderId,
        description: 'Please move my ticket.',
        status: 'resolved',
        assigneeId: agent.id,
        bookingId: randomUUID(),
        number: 1,
      },
    })
    expect(created.status).toBe(201)
    const { request } = endpoints.supportCreate.response.parse(created.body)
    const [row] = await server.db.select().from(supportRequests).where(eq(supportRequests.id, request.id))
    expect(row).toMatchObject({
      userId: traveller.id,
      bookingId: booking.uuid,
      status: 'open',
      assigneeId: null,
    })

    const sent = await as(traveller, `/api/v2/users/complaint/${request.id}/messages`, {
      json: { ...forged(), clientId: randomUUID(), body: 'Any news?', author: 'agent', agentId: agent.id },
    })
    expect(sent.status).toBe(201)
    const { message } = endpoints.supportSend.response.parse(sent.body)
    const [stored] = await server.db.select().from(supportMessages).where(eq(supportMessages.id, message.id))
    expect(stored).toMatchObject({ requestId: request.id, author: 'traveller', agentId: null, readAt: null })
  })

  it('an agent’s status change sets only the status', async () => {
    const { booking } = await bookingMakers(server).event(traveller)
    const agent = await newAgent(server)
    const created = await as(traveller, '/api/v2/users/complaint', {
      json: { issue: 'payment', order: booking.orderId, description: 'Charged twice?' },
    })
    expect(created.status).toBe(201)
    const { request } = endpoints.supportCreate.response.parse(created.body)
    const changed = await as(agent, `/api/v2/support/desk/requests/${request.id}/status`, {
      json: { ...forged(), status: 'resolved', assigneeId: other.id, bookingId: randomUUID() },
    })
    expect(changed.status).toBe(200)
    const [row] = await server.db.select().from(supportRequests).where(eq(supportRequests.id, request.id))
    expect(row).toMatchObject({ userId: traveller.id, bookingId: booking.uuid, status: 'resolved' })
    expect(row!.assigneeId).not.toBe(other.id)

    const reply = await as(agent, `/api/v2/support/desk/requests/${request.id}/messages`, {
      json: {
        ...forged(),
        clientId: randomUUID(),
        body: 'Refunded.',
        author: 'traveller',
        agentId: other.id,
      },
    })
    expect(reply.status).toBe(201)
    const { message } = endpoints.deskReply.response.parse(reply.body)
    const [stored] = await server.db.select().from(supportMessages).where(eq(supportMessages.id, message.id))
    expect(stored).toMatchObject({ requestId: request.id, author: 'agent', agentId: agent.id })
  })
})

describe('saved wallet accounts', () => {
  it('an account saved with a forged owner and verification is the caller’s, verified by its code', async () => {
    const mobile = '+966551230001'
    const saved = await as(traveller, '/api/v2/financial/saveAccount', {
      json: { ...forged(), method: 'stc_pay', mobile, verifiedAt: new Date().toISOString() },
    })
    expect(saved.status).toBe(200)
    expect(await server.db.select().from(savedAccounts).where(eq(savedAccounts.mobile, mobile))).toEqual([])
    const verified = await as(traveller, '/api/v2/financial/verifyAccount', {
      json: { ...forged(), method: 'stc_pay', mobile, otp: await textedCode(mobile) },
    })
    expect(verified.status).toBe(201)
    const rows = await server.db.select().from(savedAccounts).where(eq(savedAccounts.mobile, mobile))
    expect(rows).toMatchObject([{ userId: traveller.id, method: 'stc_pay' }])
  })
})

describe('contact form', () => {
  it('the sender’s address and language are the server’s, not the body’s', async () => {
    const sent = await server.request('/api/v2/contact', {
      locale: 'ar',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      json: {
        ...forged(),
        fullName: 'Reem Alharbi',
        email: 'reem@example.sa',
        message: 'Do you sell Umrah packages?',
        ip: '203.0.113.99',
        locale: 'en',
        captcha: await solvedCaptcha(server),
      },
    })
    expect(sent.status).toBe(201)
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'reem@example.sa'))
    expect(row).toMatchObject({ locale: 'ar' })
    expect(row!.ip).not.toBe('203.0.113.99')
  })
})

/** The newest code the sandbox texted to a phone. */
async function textedCode(phone: string) {
  const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(phone)}`)
  const [latest] = endpoints.devOutbox.response.parse(body).messages
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1]
  if (!code) throw new Error(`No code texted to ${phone}`)
  return code
}

describe('accounts', () => {
  it('sign-up with a role, an id and a verified phone makes an ordinary traveller', async () => {
    const phone = '+966551239876'
    const email = 'forger@example.sa'
    const forgedId = randomUUID()
    const form = {
      ...forged(),
      id: forgedId,
      phoneVerifiedAt: new Date().toISOString(),
      name: 'Sami Alotaibi',
      email,
      phone,
      password: 'desert-rose-9',
      password_confirmation: 'desert-rose-9',
    }
    const started = await server.request('/api/v2/users/auth/register', {
      json: { ...form, captcha: await solvedCaptcha(server) },
    })
    expect(started.status).toBe(201)
    const [row] = await server.db.select().from(users).where(eq(users.email, email))
    // Nothing exists until the code is entered: a forged verified phone does not skip it.
    expect(row).toBeUndefined()
    const verified = await server.request('/api/v2/users/auth/verifyOTP', {
      json: { ...forged(), phone, otp: await textedCode(phone), purpose: 'sign_up', id: forgedId },
    })
    expect(verified.status).toBe(200)
    const answer = endpoints.verifyOtp.response.parse(verified.body)
    if (answer.purpose !== 'sign_up') throw new Error('Expected a sign-up answer')
    expect(answer.user.id).not.toBe(forgedId)
    expect(
      await server.db.select().from(supportAgents).where(eq(supportAgents.userId, answer.user.id)),
    ).toEqual([])
    expect((await as(answer.user, '/api/v2/support/desk/queue')).status).toBe(403)
  })

  it('a phone change moves the caller’s phone only, and makes no agent', async () => {
    const user = await newTraveller(server)
    const phone = '+966551237654'
    const sent = await as(user, '/api/v2/users/auth/sendOTP', {
      json: { ...forged(), phone, purpose: 'phone_change' },
    })
    expect(sent.status).toBe(200)
    const changed = await as(user, '/api/v2/users/auth/updatePhoneNumber', {
      method: 'PUT',
      json: { ...forged(), id: other.id, email: 'taken@example.sa', phone, otp: await textedCode(phone) },
    })
    expect(changed.status).toBe(200)
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ email: user.email, phone })
    const [others] = await server.db.select().from(users).where(eq(users.id, other.id))
    expect(others).toMatchObject({ email: other.email, phone: other.phone })
    expect(await server.db.select().from(supportAgents).where(eq(supportAgents.userId, user.id))).toEqual([])
  })
})
