import {
  BOOKINGS_APP_VERSION,
  messages,
  messagesAr,
  serverMessages,
  validationErrorSchema,
} from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { BookingsIndexRequest } from '@rihla/api-contract/bookings'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingEvents, bookings, transitBookings, users } from '../../db/schema'
import { DEMO_USER_EMAIL } from '../../db/seed/bookings'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { partnerPassword } from '../partner/credentials'
import { SAMPLE_BOOKING_COUNT } from './samples'
import { moveBooking } from './service'

let server: TestServer
let partnerToken: string
beforeAll(async () => {
  server = await startTestServer()
  const { body } = await server.request('/partner/api/auth/token', {
    json: {
      username: 'rihla-site',
      password: partnerPassword(server.config.partnerCredentialKey, 'rihla-site'),
    },
  })
  partnerToken = endpoints.partnerToken.response.parse(body).Token
})
afterAll(() => server.close())

interface Traveller {
  id: string
  access_token: string
  api_token: string
}

/** A fresh signed-in user holding the sample bookings. */
async function traveller(withBookings = true): Promise<Traveller> {
  const { body } = await server.request('/dev/users', { json: {} })
  const { user } = endpoints.devCreateUser.response.parse(body)
  if (withBookings) {
    const given = await server.request('/dev/bookings', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(given.status).toBe(201)
  }
  return { id: user.id, access_token: user.access_token, api_token: user.api_token }
}

const as = (user: Traveller) => ({ authorization: `Bearer ${user.access_token}` })

const index = async (user: Traveller, json: BookingsIndexRequest, locale?: 'en' | 'ar') => {
  const answer = await server.request('/api/v2/bookings/index', {
    json,
    headers: { ...as(user), 'app-version': BOOKINGS_APP_VERSION },
    ...(locale && { locale }),
  })
  return {
    ...answer,
    page: answer.status === 200 ? endpoints.bookingsIndex.response.parse(answer.body) : null,
  }
}

const get = (user: Traveller, uuid: unknown, locale?: 'en' | 'ar') =>
  server.request('/user/bookings/get', { json: { uuid }, headers: as(user), ...(locale && { locale }) })

const cancel = (query: Record<string, string>, options: { partner?: boolean; locale?: 'en' | 'ar' } = {}) =>
  server.request(`/hotels/api/cancel?${new URLSearchParams(query).toString()}`, {
    method: 'DELETE',
    headers: options.partner === false ? {} : { authorization: `Bearer ${partnerToken}` },
    ...(options.locale && { locale: options.locale }),
  })

const rowsOf = (user: Traveller) =>
  server.db.select().from(bookings).where(eq(bookings.userId, user.id)).orderBy(bookings.orderRef)

const find = async (user: Traveller, where: (b: typeof bookings.$inferSelect) => boolean) => {
  const row = (await rowsOf(user)).find(where)
  if (!row) throw new Error('No such sample booking')
  return row
}

const eventsOf = (bookingId: string) =>
  server.db
    .select({ from: bookingEvents.fromStatus, to: bookingEvents.toStatus, reason: bookingEvents.reason })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.sequence)

describe('signed out', () => {
  it('answers 401 on every user endpoint and changes nothing', async () => {
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(bookings)
    for (const [path, json] of [
      ['/api/v2/bookings/index', {}],
      ['/user/bookings/all', {}],
      ['/user/bookings/get', { uuid: '7d1b0a39-1f5e-4a52-9d80-3f0c9e8f2a11' }],
      ['/dev/bookings', {}],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const { status, body } = await server.request(path, { json, headers, locale: 'ar' })
        expect(status, path).toBe(401)
        expect(body).toEqual({ message: messagesAr.unauthenticated })
      }
    }
    expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(bookings)).toEqual(before)
  })
})

describe('POST /api/v2/bookings/index', () => {
  it('pages the Upcoming tab, trips soonest first, and answers in the locale header language', async () => {
    const user = await traveller()
    const first = await index(user, {})
    expect(first.status).toBe(200)
    expect(first.page).toMatchObject({ page: 1, pageSize: 10, total: 14, totalPages: 2 })
    expect(first.page!.bookings).toHaveLength(10)
    const second = await index(user, { page: 2 })
    expect(second.page!.bookings).toHaveLength(4)
    const all = [...first.page!.bookings, ...second.page!.bookings]
    expect(new Set(all.map((b) => b.uuid)).size).toBe(14)
    for (const booking of all) {
      expect(['Pending', 'Processing', 'Confirmed', 'Partially Confirmed', 'Modified', 'Updated']).toContain(
        booking.status,
      )
    }
    const dated = all.filter((b) => b.status !== 'Pending' && b.status !== 'Processing')
    const dates = dated.map((b) => Date.parse(b.travelDate!))
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    expect(dates.every((date) => date > Date.now())).toBe(true)

    const saudia = all.find((b) => b.title.startsWith('Riyadh to Jeddah'))!
    expect(saudia).toMatchObject({
      type: 'airline',
      status: 'Pending',
      provider: 'Saudia',
      amount: { amount: 117_800, currency: 'SAR' },
      paid: false,
      // An unpaid flight can be cancelled, with nothing to pay or refund.
      actions: { pay: true, cancel: true, view: false },
    })
    expect(saudia.pnr).toMatch(/^[A-Z2-9]{6}$/)
    expect(Date.parse(saudia.paymentExpiresAt!)).toBeGreaterThan(Date.now())
    expect(saudia.details).toContainEqual({ label: 'Flight', value: 'SV 1024' })

    const arabic = await index(user, {}, 'ar')
    const saudiaAr = arabic.page!.bookings.find((b) => b.uuid === saudia.uuid)!
    expect(saudiaAr.provider).toBe('السعودية')
    expect(saudiaAr.details).toContainEqual({ label: 'الرحلة', value: 'SV 1024' })
  })

  it('shows the rest under Past, latest first', async () => {
    const user = await traveller()
    const { page } = await index(user, { tab: 'past', pageSize: 50 })
    expect(page).toMatchObject({ total: SAMPLE_BOOKING_COUNT - 14, totalPages: 1 })
    const statuses = new Set(page!.bookings.map((b) => b.status))
    for (const status of ['Cancelled', 'Refunded', 'Expired', 'Refund In Progress', 'Confirmed'] as const) {
      expect(statuses).toContain(status)
    }
    const when = page!.bookings.map((b) => Date.parse(b.travelDate ?? b.createdOn))
    expect(when).toEqual([...when].sort((a, b) => b - a))
    expect(page!.bookings.every((b) => !b.actions.pay && b.paymentExpiresAt === null)).toBe(true)
  })

  it('filters by booking type and by status, alone and together', async () => {
    const user = await traveller()
    const titles = async (json: BookingsIndexRequest) =>
      (await index(user, { pageSize: 50, ...json })).page!.bookings.map((b) => `${b.type}:${b.status}`).sort()
    expect(await titles({ type: 'hotel' })).toEqual(['hotel:Confirmed', 'hotel:Modified', 'hotel:Pending'])
    expect(await titles({ status: 'Pending' })).toEqual([
      'airline:Pending',
      'hotel:Pending',
      'subscription:Pending',
    ])
    expect(await titles({ tab: 'past', status: 'Cancelled' })).toEqual([
      'bus:Cancelled',
      'car_rental:Cancelled',
      'hotel:Cancelled',
    ])
    expect(await titles({ tab: 'past', type: 'hotel', status: 'Expired' })).toEqual(['hotel:Expired'])
    expect(await titles({ type: 'wallet' })).toEqual([])
    expect(await titles({ tab: 'past', type: 'wallet' })).toEqual(['wallet:Confirmed'])
    const { page } = await index(user, { type: 'airline', status: 'Refunded' })
    expect(page).toMatchObject({ bookings: [], total: 0, totalPages: 0 })
  })

  it('never shows another user their bookings', async () => {
    const owner = await traveller()
    const stranger = await traveller(false)
    for (const tab of ['upcoming', 'past'] as const) {
      expect((await index(stranger, { tab })).page).toMatchObject({ bookings: [], total: 0 })
    }
    const strangers = (await index(stranger, {})).page!.bookings.map((b) => b.uuid)
    const owners = (await rowsOf(owner)).map((row) => row.id)
    expect(strangers.filter((uuid) => owners.includes(uuid))).toEqual([])
  })

  it('names every bad field in English or Arabic', async () => {
    const user = await traveller(false)
    for (const [locale, catalogue] of [
      ['en', { ...messages, ...serverMessages }],
      ['ar', messagesAr],
    ] as const) {
      const { status, body } = await server.request('/api/v2/bookings/index', {
        json: { tab: 'later', type: 'boat', status: 'Lost', page: 0, pageSize: 500 },
        headers: as(user),
        locale,
      })
      expect(status).toBe(400)
      const parsed = validationErrorSchema.parse(body)
      expect(parsed.message).toBe(catalogue.invalidRequest)
      expect(parsed.errors).toEqual(
        ['tab', 'type', 'status', 'page', 'pageSize'].map((field) => ({
          field,
          message: catalogue.invalidValue,
        })),
      )
    }
    const fractional = await server.request('/api/v2/bookings/index', {
      json: { page: 1.5 },
      headers: as(user),
    })
    expect(fractional.status).toBe(400)
  })

  it('expires Pending bookings whose payment window has passed, through the state machine', async () => {
    const user = await traveller()
    const pending = await find(user, (b) => b.type === 'airline' && b.status === 'Pending')
    await server.db
      .update(bookings)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, pending.id))
    const announced: unknown[] = []
    const stop = server.userEvents.subscribe((event) => announced.push(event))
    const { page } = await index(user, { tab: 'past', type: 'airline', status: 'Expired' })
    stop()
    expect(page!.bookings.map((b) => b.uuid)).toEqual([pending.id])
    expect(announced).toContainEqual({
      userId: user.id,
      event: 'booking-updated',
      data: { uuid: pending.id, status: 'Expired' },
    })
    expect(page!.bookings[0]).toMatchObject({
      paymentExpiresAt: null,
      actions: { pay: false, cancel: false, view: false },
    })
    expect(await eventsOf(pending.id)).toEqual([
      { from: null, to: 'Pending', reason: 'sample booking' },
      { from: 'Pending', to: 'Expired', reason: 'payment window passed' },
    ])
  })
})

describe('POST /user/bookings/all', () => {
  it('pages every booking of the caller, newest first, with filters', async () => {
    const user = await traveller()
    const { status, body } = await server.request('/user/bookings/all', {
      json: { pageSize: 20 },
      headers: as(user),
    })
    expect(status).toBe(200)
    const page = endpoints.userBookingsAll.response.parse(body)
    expect(page).toMatchObject({ total: SAMPLE_BOOKING_COUNT, totalPages: 2, page: 1 })
    const created = page.bookings.map((b) => Date.parse(b.createdOn))
    expect(created).toEqual([...created].sort((a, b) => b - a))

    const hotels = await server.request('/user/bookings/all', { json: { type: 'hotel' }, headers: as(user) })
    expect(endpoints.userBookingsAll.response.parse(hotels.body).total).toBe(6)

    const bad = await server.request('/user/bookings/all', { json: { type: 'ship' }, headers: as(user) })
    expect(bad.status).toBe(400)
    expect(validationErrorSchema.parse(bad.body).errors).toEqual([
      { field: 'type', message: messages.invalidValue },
    ])
  })
})

describe('POST /user/bookings/get', () => {
  it("returns the caller's booking with its details", async () => {
    const user = await traveller()
    const ritz = await find(user, (b) => b.providerEn === 'The Ritz-Carlton, Riyadh')
    const { status, body } = await get(user, ritz.id, 'ar')
    expect(status).toBe(200)
    const { booking } = endpoints.userBookingGet.response.parse(body)
    expect(booking).toMatchObject({
      uuid: ritz.id,
      type: 'hotel',
      status: 'Confirmed',
      orderId: ritz.orderRef,
      provider: 'فندق ريتز كارلتون الرياض',
      paid: true,
      // A sample booking has no record in its vertical, so no detail page to open.
      actions: { pay: false, cancel: true, view: false },
    })
    expect(booking.details).toContainEqual({ label: 'الغرفة', value: 'جناح تنفيذي' })
    expect(Date.parse(booking.travelEndDate!)).toBeGreaterThan(Date.parse(booking.travelDate!))
  })

  it('offers the detail page of a booking whose vertical holds its record, in the list and alone', async () => {
    const user = await traveller()
    const train = await find(user, (b) => b.type === 'railway')
    await server.db.insert(transitBookings).values({
      bookingId: train.id,
      refId: 'ref-recorded',
      trip: {},
      travellers: [],
      price: {},
      contactEmail: 'traveller@example.com',
      contactPhone: '+966500000001',
    })
    const { booking } = endpoints.userBookingGet.response.parse((await get(user, train.id)).body)
    expect(booking.actions.view).toBe(true)
    const listed = [
      ...(await index(user, { tab: 'upcoming', type: 'railway' })).page!.bookings,
      ...(await index(user, { tab: 'past', type: 'railway' })).page!.bookings,
    ]
    const views = new Map(listed.map((one) => [one.uuid, one.actions.view]))
    expect(views.size).toBeGreaterThan(1)
    expect(views.get(train.id)).toBe(true)
    expect([...views].filter(([uuid, view]) => uuid !== train.id && view)).toEqual([])
  })

  it("answers 404 for another user's booking and for an unknown one", async () => {
    const owner = await traveller()
    const stranger = await traveller()
    const [theirs] = await rowsOf(owner)
    for (const uuid of [theirs!.id, '0b6f4f7e-4a7b-4f39-9a57-2d8a0f1c7e55']) {
      const { status, body } = await get(stranger, uuid)
      expect(status).toBe(404)
      expect(body).toEqual({ message: serverMessages.notFound })
    }
  })

  it('names a missing or malformed uuid', async () => {
    const user = await traveller(false)
    for (const [json, message] of [
      [{}, messagesAr.requiredField],
      [{ uuid: '' }, messagesAr.requiredField],
      [{ uuid: 'RH-DEMO-01' }, messagesAr.invalidValue],
    ] as const) {
      const { status, body } = await server.request('/user/bookings/get', {
        json,
        headers: as(user),
        locale: 'ar',
      })
      expect(status).toBe(400)
      expect(validationErrorSchema.parse(body).errors).toEqual([{ field: 'uuid', message }])
    }
  })
})

describe('DELETE /hotels/api/cancel', () => {
  it('cancels a Pending hotel booking', async () => {
    const user = await traveller()
    const pending = await find(user, (b) => b.type === 'hotel' && b.status === 'Pending')
    const announced: unknown[] = []
    const stop = server.userEvents.subscribe((event) => announced.push(event))
    const { status, body } = await cancel({ UUID: pending.id, api_token: user.api_token })
    stop()
    expect(status).toBe(200)
    // The traveller's other tabs and devices see the cancellation without reloading.
    expect(announced).toEqual([
      { userId: user.id, event: 'booking-updated', data: { uuid: pending.id, status: 'Cancelled' } },
    ])
    const { booking } = endpoints.hotelCancel.response.parse(body)
    expect(booking).toMatchObject({ status: 'Cancelled', actions: { pay: false, cancel: false, view: true } })
    expect((await find(user, (b) => b.id === pending.id)).status).toBe('Cancelled')
    expect((await eventsOf(pending.id)).slice(1)).toEqual([
      { from: 'Pending', to: 'Cancelled', reason: 'cancelled by the traveller' },
    ])
  })

  it('cancels a paid Confirmed hotel booking and starts its refund', async () => {
    const user = await traveller()
    const ritz = await find(user, (b) => b.type === 'hotel' && b.status === 'Confirmed')
    const { status, body } = await cancel({ UUID: ritz.id, api_token: user.api_token }, { locale: 'ar' })
    expect(status).toBe(200)
    expect(endpoints.hotelCancel.response.parse(body).booking).toMatchObject({
      status: 'Refund In Progress',
      provider: 'فندق ريتز كارلتون الرياض',
    })
    expect((await eventsOf(ritz.id)).slice(1)).toEqual([
      { from: 'Confirmed', to: 'Cancelled', reason: 'cancelled by the traveller' },
      { from: 'Cancelled', to: 'Refund In Progress', reason: 'refund of a paid cancellation' },
    ])
  })

  it('refuses an Expired hotel booking and any booking that is not a hotel, changing nothing', async () => {
    const user = await traveller()
    const before = await rowsOf(user)
    const expired = before.find((b) => b.type === 'hotel' && b.status === 'Expired')!
    const flight = before.find((b) => b.type === 'airline' && b.status === 'Confirmed')!
    for (const [uuid, key] of [
      [expired.id, 'bookingNotCancellable'],
      [flight.id, 'bookingNotHotel'],
    ] as const) {
      for (const [locale, catalogue] of [
        ['en', { ...messages, ...serverMessages }],
        ['ar', messagesAr],
      ] as const) {
        const { status, body } = await cancel({ UUID: uuid, api_token: user.api_token }, { locale })
        expect(status).toBe(409)
        expect(body).toEqual({ message: catalogue[key] })
      }
    }
    expect(await rowsOf(user)).toEqual(before)
  })

  it("answers 404 for another user's hotel booking and leaves it alone", async () => {
    const owner = await traveller()
    const stranger = await traveller()
    const theirs = await find(owner, (b) => b.type === 'hotel' && b.status === 'Pending')
    const { status } = await cancel({ UUID: theirs.id, api_token: stranger.api_token })
    expect(status).toBe(404)
    expect((await find(owner, (b) => b.id === theirs.id)).status).toBe('Pending')
    expect(await eventsOf(theirs.id)).toHaveLength(1)
  })

  it('needs the partner token and a live api_token of the owner', async () => {
    const user = await traveller()
    const pending = await find(user, (b) => b.type === 'hotel' && b.status === 'Pending')
    expect((await cancel({ UUID: pending.id, api_token: user.api_token }, { partner: false })).status).toBe(
      401,
    )
    // The access token is not the api_token: the hotel API knows travellers only by the latter.
    expect((await cancel({ UUID: pending.id, api_token: user.access_token })).status).toBe(401)
    expect((await cancel({ UUID: pending.id, api_token: 'unknown' })).status).toBe(401)
    const missing = await cancel({ UUID: 'nope' }, { locale: 'ar' })
    expect(missing.status).toBe(400)
    expect(validationErrorSchema.parse(missing.body).errors).toEqual([
      { field: 'UUID', message: messagesAr.invalidValue },
      { field: 'api_token', message: messagesAr.unauthenticated },
    ])
    expect((await find(user, (b) => b.id === pending.id)).status).toBe('Pending')
  })

  it('lets exactly one of two simultaneous cancellations through', async () => {
    const user = await traveller()
    const ritz = await find(user, (b) => b.type === 'hotel' && b.status === 'Confirmed')
    const answers = await Promise.all([
      cancel({ UUID: ritz.id, api_token: user.api_token }),
      cancel({ UUID: ritz.id, api_token: user.api_token }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await eventsOf(ritz.id)).map((e) => e.to)).toEqual([
      'Confirmed',
      'Cancelled',
      'Refund In Progress',
    ])
  })
})

describe('moveBooking', () => {
  it('refuses an illegal move with 409 semantics and a stale one that lost a race', async () => {
    const user = await traveller()
    const expired = await find(user, (b) => b.status === 'Expired')
    await expect(moveBooking(server.db, expired, 'Processing', 'test')).rejects.toMatchObject({
      kind: 'conflict',
      userMessage: serverMessages.bookingTransitionRefused,
    })
    const processing = await find(user, (b) => b.status === 'Processing')
    await moveBooking(server.db, processing, 'Confirmed', 'payment captured')
    // The same row as read before that move: its status is no longer the one the update expects.
    await expect(moveBooking(server.db, processing, 'Pending', 'payment failed')).rejects.toMatchObject({
      kind: 'conflict',
      userMessage: serverMessages.bookingChanged,
    })
    expect((await find(user, (b) => b.id === processing.id)).status).toBe('Confirmed')
  })
})

describe('sample bookings', () => {
  it('gives a user the sample set once', async () => {
    const user = await traveller()
    const again = await server.request('/dev/bookings', { method: 'POST', headers: as(user) })
    expect(again.status).toBe(201)
    expect(again.body).toEqual({ created: 0, total: SAMPLE_BOOKING_COUNT })
    const types = new Set((await rowsOf(user)).map((row) => row.type))
    expect(types.size).toBe(10)
  })

  it('seeds the demo user with the same set', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL))
    expect(demo).toBeDefined()
    const rows = await server.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, demo!.id)))
    expect(rows).toHaveLength(SAMPLE_BOOKING_COUNT)
    expect(rows.map((row) => row.orderRef).sort()[0]).toBe('RH-DEMO-01')
    expect(new Set(rows.map((row) => row.status)).size).toBe(10)
  })
})
