import { messagesAr, serverMessages } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { endpoints } from '@rihla/api-contract/endpoints'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookings,
  eventBookings,
  eventPasses,
  eventShows,
  flightBookings,
  inventoryHolds,
  refunds,
  supportAgents,
  supportMessages,
  transitBookings,
} from '../../db/schema'
import { consumerOf, daysFromToday, okBody } from '../../testing/consumer'
import { newTraveller, saudiPassenger } from '../../testing/flightTravellers'
import { payByCard } from '../../testing/payments'
import { startTestServer } from '../../testing/testServer'
import type { RequestOptions, TestServer } from '../../testing/testServer'
import { completeRefunds, REFUND_SETTLE_MINUTES } from '../payments/refunds'
import { travellerQuote } from './service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const consumer = consumerOf(() => server)
const HOUR = 3_600_000

const as = (user: User, path: string, options: RequestOptions = {}) =>
  server.request(path, {
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${user.access_token}` },
  })

const quoteOf = async (user: User, uuid: string, locale: 'en' | 'ar' = 'en') =>
  okBody(
    as(user, `/api/v2/bookings/${uuid}/cancellation`, { locale }),
    endpoints.cancellationQuote.response,
  ).then((body) => body.quote)

const cancel = (user: User, uuid: string, expectedRefund: number) =>
  as(user, `/api/v2/bookings/${uuid}/cancellation`, { json: { expectedRefund } })

const trackerOf = (user: User, uuid: string) =>
  okBody(as(user, `/api/v2/bookings/${uuid}/refund`), endpoints.refundTracker.response).then(
    (body) => body.refund,
  )

/** A sandbox booking of the traveller, Pending and unpaid, holding `holds` seats. */
async function devBooking(user: User, type: Booking['type'], amount: number, holds = 0) {
  const { status, body } = await as(user, '/dev/bookings/create', { json: { type, amount, holds } })
  expect(status).toBe(201)
  return endpoints.devCreateBooking.response.parse(body).booking
}

/** A paid booking of `type` whose trip starts in `startsInHours`, with its vertical's row written by `fare`. */
async function paidBooking(
  user: User,
  type: Booking['type'],
  amount: number,
  startsInHours: number,
  fare: (bookingId: string) => Promise<unknown>,
) {
  const booking = await devBooking(user, type, amount)
  await payByCard(server, user, booking.uuid, booking.amount)
  // Written once paid: a dev booking has no itinerary for the flight ticketing that payment runs.
  await fare(booking.uuid)
  const starts = new Date(Date.now() + startsInHours * HOUR)
  await server.db
    .update(bookings)
    .set({ travelStartsAt: starts, travelEndsAt: starts })
    .where(eq(bookings.id, booking.uuid))
  return booking
}

const contact = { contactEmail: 'nora@example.com', contactPhone: '+966551234567' }

const flightFare = (familyId: string, taxHalalas: number) => (bookingId: string) =>
  server.db.insert(flightBookings).values({
    bookingId,
    refId: 'test',
    itinerary: { familyId, parts: { tax: taxHalalas } },
    fare: { familyId },
    passengers: [{ type: 'adult' }, { type: 'adult' }, { type: 'infant' }],
    addons: {},
    price: { tax: taxHalalas },
    ...contact,
  })

const trainFare = (travelClass: string) => (bookingId: string) =>
  server.db.insert(transitBookings).values({
    bookingId,
    refId: 'test',
    trip: { kind: 'train', class: travelClass },
    travellers: [],
    price: {},
    ...contact,
  })

const eventFare = (passType: string) => async (bookingId: string) => {
  const [pass] = await server.db
    .select({ id: eventPasses.id, showId: eventPasses.showId, eventId: eventShows.eventId })
    .from(eventPasses)
    .innerJoin(eventShows, eq(eventShows.id, eventPasses.showId))
    .where(eq(eventPasses.type, passType))
    .limit(1)
  return server.db.insert(eventBookings).values({
    bookingId,
    refId: 'test',
    eventId: pass!.eventId,
    showId: pass!.showId,
    lines: [{ passId: pass!.id, quantity: 2, halalas: 10_000 }],
    tickets: [],
    price: {},
    ...contact,
  })
}

/** A real bus order through the API (seats held by the booking), paid. */
async function paidBusOrder(user: User, fareFamily: 'regular' | 'value') {
  const date = daysFromToday(12)
  const found = endpoints.busTimes.response.parse(
    (await consumer('/REST/API/bus_times', { from: 'riyadh', to: 'dammam', date, adults: 1 })).body,
  )
  const departureId = found.departures.find((departure) => departure.class === 'standard')!.id
  await consumer('/REST/API/getFlexiFares', { refId: found.refId, departureId })
  const { status, body } = await consumer(
    '/api/v2/buses/saveOrders',
    {
      refId: found.refId,
      departureId,
      fareFamily,
      passengers: [saudiPassenger('adult', 'Nora', date)],
      contact: { email: 'nora@example.com', phone: '+966 55 123 4567' },
    },
    { user },
  )
  expect(status).toBe(201)
  const { booking } = endpoints.busSaveOrders.response.parse(body)
  await payByCard(server, user, booking.uuid, booking.amount)
  return booking
}

async function countRows(db: TestServer['db'], table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(table).where(where)
  return row?.total ?? 0
}

const openHolds = (bookingId: string) =>
  countRows(
    server.db,
    inventoryHolds,
    and(eq(inventoryHolds.bookingId, bookingId), isNull(inventoryHolds.releasedAt)),
  )

describe('fare rules per vertical', () => {
  it('bus: a Regular fare is refunded less 35% and its seat goes back on sale', async () => {
    const user = await newTraveller(server)
    const booking = await paidBusOrder(user, 'regular')
    expect(await openHolds(booking.uuid)).toBe(1)
    const quote = await quoteOf(user, booking.uuid)
    const paid = booking.amount.amount
    const refund = Math.round((paid * 65) / 100)
    expect(quote).toMatchObject({
      allowed: true,
      reason: null,
      rule: 'Regular fare: 65% refundable until departure.',
      paid: { amount: paid, currency: 'SAR' },
      fee: { amount: paid - refund },
      refund: { amount: refund },
      refundTo: 'card',
    })
    const expectedBy = Date.parse(quote.refundExpectedBy!) - Date.now()
    expect(expectedBy).toBeGreaterThan((REFUND_SETTLE_MINUTES - 1) * 60_000)
    expect(expectedBy).toBeLessThanOrEqual(REFUND_SETTLE_MINUTES * 60_000)

    const { status, body } = await cancel(user, booking.uuid, refund)
    expect(status).toBe(200)
    const done = endpoints.cancelBooking.response.parse(body)
    expect(done.booking).toMatchObject({ status: 'Refund In Progress', actions: { cancel: false } })
    expect(done.refund).toMatchObject({
      status: 'in_progress',
      fee: { amount: paid - refund },
      refund: { amount: refund },
      refundTo: 'card',
      refundedAt: null,
    })
    expect(done.refund.steps.map((step) => [step.status, step.by])).toEqual([
      ['Cancelled', 'traveller'],
      ['Refund In Progress', 'traveller'],
    ])
    expect(await openHolds(booking.uuid)).toBe(0)
  })

  it('bus: a Value fare cannot be cancelled online, in the traveller’s language', async () => {
    const user = await newTraveller(server)
    const booking = await paidBusOrder(user, 'value')
    const quote = await quoteOf(user, booking.uuid, 'ar')
    expect(quote).toMatchObject({
      allowed: false,
      reason: messagesAr.cancellationNotAllowed,
      rule: 'تذكرة قيمة: غير قابلة للاسترداد.',
      fee: { amount: booking.amount.amount },
      refund: { amount: 0 },
      refundTo: null,
    })
    const { status, body } = await cancel(user, booking.uuid, 0)
    expect(status).toBe(409)
    expect(body).toEqual({ message: serverMessages.cancellationNotAllowed })
    expect(await openHolds(booking.uuid)).toBe(1)
  })

  it('flight: a fee per seated traveller, refused after departure; a light fare only through support', async () => {
    const user = await newTraveller(server)
    const value = await paidBooking(user, 'airline', 200_000, 48, flightFare('economy-value', 30_000))
    expect(await quoteOf(user, value.uuid)).toMatchObject({
      allowed: true,
      rule: 'Economy Value: refundable until departure, less a SAR 300 fee per traveller.',
      fee: { amount: 60_000 },
      refund: { amount: 140_000 },
    })
    const departed = await travellerQuote(
      server.db,
      user.id,
      value.uuid,
      'en',
      new Date(Date.now() + 49 * HOUR),
    )
    expect(departed).toMatchObject({ allowed: false, reason: serverMessages.bookingNotCancellable })

    const light = await paidBooking(user, 'airline', 90_000, 48, flightFare('economy-light', 12_000))
    expect(await quoteOf(user, light.uuid)).toMatchObject({
      allowed: false,
      reason: serverMessages.cancellationNotAllowed,
      fee: { amount: 90_000 },
      refund: { amount: 0 },
    })
    const flex = await paidBooking(user, 'airline', 90_000, 48, flightFare('economy-flex', 12_000))
    expect(await quoteOf(user, flex.uuid)).toMatchObject({ allowed: true, refund: { amount: 90_000 } })
  })

  it('train: by class, and a sleeper cabin not in the last two days', async () => {
    const user = await newTraveller(server)
    const economy = await paidBooking(user, 'railway', 40_000, 24, trainFare('economy'))
    expect(await quoteOf(user, economy.uuid)).toMatchObject({
      allowed: true,
      fee: { amount: 10_000 },
      refund: { amount: 30_000 },
    })
    const sleeper = await paidBooking(user, 'railway', 40_000, 24, trainFare('sleeper'))
    expect(await quoteOf(user, sleeper.uuid)).toMatchObject({
      allowed: false,
      reason: serverMessages.cancellationNotAllowed,
      refund: { amount: 0 },
    })
    const early = await travellerQuote(
      server.db,
      user.id,
      sleeper.uuid,
      'en',
      new Date(Date.now() - 48 * HOUR),
    )
    expect(early).toMatchObject({ allowed: true, refund: { amount: 20_000 } })
  })

  it('event: by pass type, until its deadline; hospitality never', async () => {
    const user = await newTraveller(server)
    const standard = await paidBooking(user, 'event', 20_000, 24 * 10, eventFare('standard'))
    expect(await quoteOf(user, standard.uuid)).toMatchObject({
      allowed: true,
      rule: 'Standard: refundable less a 10% fee until 7 days before the show.',
      refund: { amount: 18_000 },
    })
    const late = await travellerQuote(
      server.db,
      user.id,
      standard.uuid,
      'en',
      new Date(Date.now() + 4 * 24 * HOUR),
    )
    expect(late).toMatchObject({ allowed: false, reason: serverMessages.cancellationNotAllowed })
    const hospitality = await paidBooking(user, 'event', 20_000, 24 * 30, eventFare('hospitality'))
    expect(await quoteOf(user, hospitality.uuid)).toMatchObject({ allowed: false, refund: { amount: 0 } })
  })

  it('hotel: a sample stay without terms is refunded in full, as DELETE /hotels/api/cancel does', async () => {
    const user = await newTraveller(server)
    const stay = await paidBooking(user, 'hotel', 50_000, 72, async () => {})
    expect(await quoteOf(user, stay.uuid)).toMatchObject({ allowed: true, refund: { amount: 50_000 } })
    expect((await cancel(user, stay.uuid, 50_000)).status).toBe(200)
  })
})

describe('cancelling a booking', () => {
  it('cancels an unpaid Pending booking with no fee and nothing to refund, its holds released', async () => {
    const user = await newTraveller(server)
    const booking = await devBooking(user, 'bus', 12_000, 2)
    expect(booking.actions.cancel).toBe(true)
    expect(await openHolds(booking.uuid)).toBe(2)
    expect(await quoteOf(user, booking.uuid)).toMatchObject({
      allowed: true,
      paid: { amount: 0 },
      fee: { amount: 0 },
      refund: { amount: 0 },
      refundTo: null,
      refundExpectedBy: null,
    })
    const done = endpoints.cancelBooking.response.parse((await cancel(user, booking.uuid, 0)).body)
    expect(done.booking.status).toBe('Cancelled')
    expect(done.refund).toMatchObject({ status: 'none', refund: { amount: 0 }, refundTo: null })
    expect(await countRows(server.db, refunds, eq(refunds.bookingId, booking.uuid))).toBe(0)
    expect(await openHolds(booking.uuid)).toBe(0)
  })

  it('hides another user’s booking and refuses a malformed uuid', async () => {
    const owner = await newTraveller(server)
    const stranger = await newTraveller(server)
    const booking = await devBooking(owner, 'bus', 12_000)
    expect((await as(stranger, `/api/v2/bookings/${booking.uuid}/cancellation`)).status).toBe(404)
    expect((await cancel(stranger, booking.uuid, 0)).status).toBe(404)
    expect((await as(stranger, `/api/v2/bookings/${booking.uuid}/refund`)).status).toBe(404)
    const bad = await as(owner, '/api/v2/bookings/not-a-uuid/cancellation', { locale: 'ar' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain(messagesAr.invalidValue)
    expect((await cancel(owner, booking.uuid, -1)).status).toBe(400)
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, booking.uuid))
    expect(row!.status).toBe('Pending')
  })

  it('refuses a refund other than the quoted one and changes nothing', async () => {
    const user = await newTraveller(server)
    const booking = await paidBooking(user, 'railway', 40_000, 24, trainFare('business'))
    const { status, body } = await cancel(user, booking.uuid, 40_000)
    expect(status).toBe(409)
    expect(body).toEqual({ message: serverMessages.cancellationQuoteChanged })
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, booking.uuid))
    expect(row!.status).toBe('Confirmed')
    expect(await countRows(server.db, refunds, eq(refunds.bookingId, booking.uuid))).toBe(0)
    expect((await as(user, `/api/v2/bookings/${booking.uuid}/refund`)).status).toBe(404)
  })

  it('of two cancels at once, one cancels and one refund is recorded', async () => {
    const user = await newTraveller(server)
    const booking = await paidBooking(user, 'railway', 40_000, 24, trainFare('economy'))
    const answers = await Promise.all([
      cancel(user, booking.uuid, 30_000),
      cancel(user, booking.uuid, 30_000),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await countRows(server.db, refunds, eq(refunds.bookingId, booking.uuid))).toBe(1)
  })

  it('tells the traveller live and completes the refund: Refunded, with its steps', async () => {
    const user = await newTraveller(server)
    const booking = await paidBooking(user, 'railway', 40_000, 24, trainFare('economy'))
    const heard: unknown[] = []
    const stop = server.userEvents.subscribe((event) => event.userId === user.id && heard.push(event))
    expect((await cancel(user, booking.uuid, 30_000)).status).toBe(200)
    stop()
    expect(heard).toContainEqual(
      expect.objectContaining({ data: { uuid: booking.uuid, status: 'Refund In Progress' } }),
    )
    await completeRefunds(server, new Date(Date.now() + (REFUND_SETTLE_MINUTES + 1) * 60_000))
    const refund = await trackerOf(user, booking.uuid)
    expect(refund.status).toBe('refunded')
    expect(refund.refundedAt).not.toBeNull()
    expect(refund.steps.map((step) => [step.status, step.by])).toEqual([
      ['Cancelled', 'traveller'],
      ['Refund In Progress', 'traveller'],
      ['Refunded', 'provider'],
    ])
  })
})

describe('the desk’s approve cancellation', () => {
  async function requestAbout(user: User, uuid: string) {
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, uuid))
    const { status, body } = await as(user, '/api/v2/users/complaint', {
      json: { issue: 'cancellation_refund', order: row!.orderRef, description: 'Please cancel my flight.' },
    })
    expect(status).toBe(201)
    return endpoints.supportCreate.response.parse(body).request
  }
  async function newAgent() {
    const agent = await newTraveller(server)
    await server.db.insert(supportAgents).values({ userId: agent.id })
    return agent
  }

  it('is for agents only, and knows no unknown request', async () => {
    const user = await newTraveller(server)
    const booking = await paidBooking(user, 'airline', 90_000, 48, flightFare('economy-light', 12_000))
    const request = await requestAbout(user, booking.uuid)
    const path = `/api/v2/support/desk/requests/${request.id}/cancellation`
    expect(await as(user, path)).toMatchObject({
      status: 403,
      body: { message: serverMessages.supportAgentsOnly },
    })
    expect((await as(user, path, { json: { expectedRefund: 0 } })).status).toBe(403)
    const agent = await newAgent()
    const unknown = '/api/v2/support/desk/requests/8f1c2a3e-0000-4000-8000-000000000000/cancellation'
    expect((await as(agent, unknown)).status).toBe(404)
  })

  it('cancels a fare the traveller cannot, giving back the taxes, and says so in the chat', async () => {
    const user = await newTraveller(server)
    const booking = await paidBooking(user, 'airline', 90_000, 48, flightFare('economy-light', 12_000))
    const request = await requestAbout(user, booking.uuid)
    const agent = await newAgent()
    const path = `/api/v2/support/desk/requests/${request.id}/cancellation`
    const quote = endpoints.deskCancellationQuote.response.parse((await as(agent, path)).body).quote
    expect(quote).toMatchObject({ allowed: true, fee: { amount: 78_000 }, refund: { amount: 12_000 } })
    const heard: { channel?: string; event: string }[] = []
    const stop = server.userEvents.subscribe((event) => event.userId === user.id && heard.push(event))
    const { status, body } = await as(agent, path, { json: { expectedRefund: 12_000 } })
    stop()
    expect(status).toBe(200)
    const done = endpoints.deskApproveCancellation.response.parse(body)
    expect(done.booking.status).toBe('Refund In Progress')
    expect(done.request.status).toBe('awaiting_customer')
    expect(done.refund.steps.map((step) => step.by)).toEqual(['agent', 'agent'])
    const [message] = await server.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.requestId, request.id), eq(supportMessages.author, 'agent')))
    expect(message!.body).toContain('SAR 120.00 will be refunded to your card')
    expect(message!.body).toContain('سيُسترد مبلغ SAR 120.00 إلى بطاقتك')
    expect(heard.some((event) => event.channel?.includes(request.id))).toBe(true)
    expect(heard).toContainEqual(
      expect.objectContaining({ data: { uuid: booking.uuid, status: 'Refund In Progress' } }),
    )
    // Cancelled now: nothing more to approve.
    expect(await as(agent, path)).toMatchObject({
      status: 409,
      body: { message: serverMessages.cancellationNotAbout },
    })
  })
})
