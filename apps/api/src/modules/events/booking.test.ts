import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import { BOOKINGS_APP_VERSION } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { EVENT_MAX_TICKETS, EVENT_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/events'
import type { EventQuoteRequest } from '@rihla/api-contract/event-booking'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, eventBookings, eventPasses, eventShows, searchSessions } from '../../db/schema'
import { expireUnpaidBookings } from '../../jobs/expiry'
import { consumerOf, fieldErrors, okBody, paidDetail } from '../../testing/consumer'
import { newTraveller } from '../../testing/flightTravellers'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const consumer = consumerOf(() => server)
type User = Awaited<ReturnType<typeof newTraveller>>

const contact = { email: 'Noura@Example.com', phone: '+966 50 123 4567' }
const quote = (request: EventQuoteRequest) =>
  okBody(consumer('/api/v2/events/quote', request), endpoints.eventQuote.response)
const reserve = (user: User, refId: string, attendees: unknown[] = [], locale: 'en' | 'ar' = 'en') =>
  consumer('/api/v2/events/reservation', { refId, attendees, contact }, { user, locale })
const detail = (user: User, uuid: string) => consumer('/api/v2/events/booking-detail', { uuid }, { user })
const passOf = async (id: string) =>
  (await server.db.select().from(eventPasses).where(eq(eventPasses.id, id)))[0]!

// The Saudi Arabian Grand Prix names every ticket; Riyadh Season's zone entry does not.
const F1 = { eventId: 'saudi-grand-prix', showId: 'saudi-grand-prix-3' }
const ZONE = { eventId: 'riyadh-season', showId: 'riyadh-season-2' }
const attendee = (passId: string, firstName: string) => ({ passId, firstName, lastName: 'Alqahtani' })

describe('event quote', () => {
  it('prices every line itself, whatever price the client sends', async () => {
    const quoted = await quote({
      ...F1,
      lines: [
        { passId: 'saudi-grand-prix-3-grandstand', quantity: 2, price: 1 },
        { passId: 'saudi-grand-prix-3-general_admission', quantity: 1 },
      ] as EventQuoteRequest['lines'],
      price: { total: { amount: 100, currency: 'SAR' } },
    } as EventQuoteRequest)
    expect(quoted.lines.map((line) => [line.pass.id, line.quantity, line.amount.amount])).toEqual([
      ['saudi-grand-prix-3-grandstand', 2, 2 * 145_000],
      ['saudi-grand-prix-3-general_admission', 1, 59_500],
    ])
    expect(quoted).toMatchObject({ tickets: 3, namedTickets: true, minimumAge: 0 })
    expect(quoted.price.total).toEqual({ amount: 2 * 145_000 + 59_500, currency: 'SAR' })
    expect(quoted.price.vat.amount).toBe(349_500 - Math.round(349_500 / 1.15))
    expect(quoted.show).toMatchObject({ id: 'saudi-grand-prix-3', label: 'Sunday: Race' })
    const again = await okBody(
      consumer('/api/v2/events/quoted', { refId: quoted.refId }, { locale: 'ar' }),
      endpoints.eventQuoted.response,
    )
    expect(again.lines.map((line) => line.amount)).toEqual(quoted.lines.map((line) => line.amount))
    expect(again.show.label).toBe('الأحد: السباق')
  })

  it('prices in the currency asked for', async () => {
    const usd = await quote({
      ...ZONE,
      lines: [{ passId: 'riyadh-season-2-vip', quantity: 2 }],
      currency: 'USD',
    })
    expect(usd.price.total.currency).toBe('USD')
    expect(usd.lines[0]!.amount.amount).toBeGreaterThan(18_000)
    expect(usd.lines[0]!.amount.amount).toBeLessThan(19_000)
  })

  it('refuses lines over a pass’s per-order limit or the order’s ticket limit, in the caller’s language', async () => {
    const paddock = await consumer(
      '/api/v2/events/quote',
      { ...F1, lines: [{ passId: 'saudi-grand-prix-3-paddock_club', quantity: 3 }] },
      { locale: 'ar' },
    )
    expect(paddock.status).toBe(400)
    expect(fieldErrors(paddock.body)).toEqual({ 'lines.0.quantity': messagesAr.passPerOrderLimit })
    const tooMany = await consumer('/api/v2/events/quote', {
      ...ZONE,
      lines: [
        { passId: 'riyadh-season-2-general_admission', quantity: 8 },
        { passId: 'riyadh-season-2-fast_track', quantity: 3 },
      ],
    })
    expect(fieldErrors(tooMany.body)).toEqual({ lines: messages.eventMaxTickets })
    const oneLine = await consumer(
      '/api/v2/events/quote',
      { ...ZONE, lines: [{ passId: 'riyadh-season-2-general_admission', quantity: EVENT_MAX_TICKETS + 1 }] },
      { locale: 'ar' },
    )
    expect(fieldErrors(oneLine.body)).toEqual({
      'lines.0.quantity': messagesAr.eventMaxTickets,
      lines: messagesAr.eventMaxTickets,
    })
  })

  it('refuses a missing show or pass and a malformed line, naming each field', async () => {
    const missing = await consumer(
      '/api/v2/events/quote',
      { eventId: 'riyadh-season', lines: [] },
      { locale: 'ar' },
    )
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing.body)).toEqual({
      showId: messagesAr.eventShowRequired,
      lines: messagesAr.eventPassRequired,
    })
    const bad = await consumer('/api/v2/events/quote', {
      ...ZONE,
      lines: [
        { passId: 'riyadh-season-2-vip', quantity: 0 },
        { passId: 'riyadh-season-2-vip', quantity: 1.5 },
      ],
    })
    expect(fieldErrors(bad.body)).toEqual({
      'lines.0.quantity': messages.invalidValue,
      'lines.1.quantity': messages.invalidValue,
    })
  })

  it('answers 404 for a show or pass that is not the event’s', async () => {
    for (const request of [
      { eventId: 'no-such-event', showId: 'riyadh-season-2', lines: [{ passId: 'x', quantity: 1 }] },
      {
        eventId: 'soundstorm',
        showId: 'riyadh-season-2',
        lines: [{ passId: 'riyadh-season-2-vip', quantity: 1 }],
      },
      { ...ZONE, lines: [{ passId: 'riyadh-season-3-vip', quantity: 1 }] },
    ]) {
      const answer = await consumer('/api/v2/events/quote', request)
      expect(answer).toMatchObject({ status: 404, body: { message: serverMessages.eventNotFound } })
    }
  })

  it('refuses a sold-out pass, more than is left, and a show already over', async () => {
    const derby = { eventId: 'riyadh-derby', showId: 'riyadh-derby-1' }
    const soldOut = await consumer(
      '/api/v2/events/quote',
      { ...derby, lines: [{ passId: 'riyadh-derby-1-category_1', quantity: 1 }] },
      { locale: 'ar' },
    )
    expect(soldOut).toMatchObject({ status: 409, body: { message: messagesAr.passSoldOut } })
    await server.db
      .update(eventPasses)
      .set({ sold: sql`capacity - 3` })
      .where(eq(eventPasses.id, 'riyadh-derby-1-vip'))
    const fewer = await consumer('/api/v2/events/quote', {
      ...derby,
      lines: [{ passId: 'riyadh-derby-1-vip', quantity: 4 }],
    })
    expect(fewer).toMatchObject({ status: 409, body: { message: serverMessages.passFewerLeft } })
    await quote({ ...derby, lines: [{ passId: 'riyadh-derby-1-vip', quantity: 3 }] })
    const over = await consumer('/api/v2/events/quote', {
      eventId: 'alula-wellness',
      showId: 'alula-wellness-1',
      lines: [{ passId: 'alula-wellness-1-day_pass', quantity: 1 }],
    })
    expect(over).toMatchObject({ status: 409, body: { message: serverMessages.showNotOnSale } })
  })
})

describe('event reservation and e-tickets', () => {
  it('books named tickets as a Pending order that takes the passes and waits 15 minutes for payment', async () => {
    const user = await newTraveller(server)
    const before = await passOf('saudi-grand-prix-3-grandstand')
    const quoted = await quote({ ...F1, lines: [{ passId: 'saudi-grand-prix-3-grandstand', quantity: 2 }] })
    const answer = await reserve(user, quoted.refId, [
      attendee('saudi-grand-prix-3-grandstand', 'Noura'),
      attendee('saudi-grand-prix-3-grandstand', 'Saad'),
    ])
    expect(answer.status).toBe(201)
    const booked = endpoints.eventReservation.response.parse(answer.body)
    expect(booked.booking).toMatchObject({ type: 'event', status: 'Pending', amount: quoted.price.total })
    expect(booked.booking.orderId).toMatch(/^RH-EV-[0-9A-F]{10}$/)
    const window = Date.parse(booked.booking.paymentExpiresAt!) - Date.parse(booked.booking.createdOn)
    expect(window).toBe(EVENT_PAYMENT_WINDOW_MINUTES * 60_000)
    expect(booked.tickets.map((ticket) => [ticket.attendee, ticket.reference])).toEqual([
      ['Noura Alqahtani', null],
      ['Saad Alqahtani', null],
    ])
    expect(booked.contact).toEqual({ email: 'noura@example.com', phone: '+966501234567' })
    expect((await passOf('saudi-grand-prix-3-grandstand')).sold).toBe(before.sold + 2)
    // The same session asked again answers the same booking and takes nothing more.
    const again = endpoints.eventReservation.response.parse((await reserve(user, quoted.refId)).body)
    expect(again.booking.uuid).toBe(booked.booking.uuid)
    expect((await passOf('saudi-grand-prix-3-grandstand')).sold).toBe(before.sold + 2)
    const stranger = await newTraveller(server)
    const taken = await reserve(stranger, quoted.refId, [], 'ar')
    expect(taken).toMatchObject({ status: 409, body: { message: messagesAr.searchAlreadyBooked } })
  })

  it('needs exactly one attendee per named ticket, and none for unnamed ones', async () => {
    const user = await newTraveller(server)
    const pass = 'saudi-grand-prix-3-general_admission'
    const quoted = await quote({ ...F1, lines: [{ passId: pass, quantity: 2 }] })
    const before = await passOf(pass)
    for (const attendees of [
      [],
      [attendee(pass, 'Noura')],
      [attendee(pass, 'Noura'), attendee('saudi-grand-prix-3-grandstand', 'Saad')],
      [attendee(pass, 'Noura'), attendee(pass, 'Saad'), attendee(pass, 'Huda')],
    ]) {
      const refused = await reserve(user, quoted.refId, attendees, 'ar')
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.body)).toEqual({ attendees: messagesAr.attendeesMismatch })
    }
    const unnamed = await quote({ ...ZONE, lines: [{ passId: 'riyadh-season-2-family', quantity: 1 }] })
    const extra = await reserve(user, unnamed.refId, [attendee('riyadh-season-2-family', 'Noura')])
    expect(fieldErrors(extra.body)).toEqual({ attendees: serverMessages.attendeesMismatch })
    const blank = await reserve(user, quoted.refId, [{ passId: pass, firstName: ' ', lastName: '' }])
    expect(fieldErrors(blank.body)).toEqual({
      'attendees.0.firstName': messages.firstNameRequired,
      'attendees.0.lastName': messages.lastNameRequired,
    })
    expect((await passOf(pass)).sold).toBe(before.sold)
    expect((await reserve(user, unnamed.refId)).status).toBe(201)
  })

  it('asks for sign-in, and refuses a session that expired', async () => {
    const quoted = await quote({ ...ZONE, lines: [{ passId: 'riyadh-season-2-vip', quantity: 1 }] })
    const anonymous = await consumer('/api/v2/events/reservation', { refId: quoted.refId, contact })
    expect(anonymous.status).toBe(401)
    await server.db
      .update(searchSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(searchSessions.refId, quoted.refId))
    const user = await newTraveller(server)
    const expired = await reserve(user, quoted.refId)
    expect(expired).toMatchObject({ status: 410, body: { message: serverMessages.searchExpired } })
  })

  it('signs one e-ticket per ticket once paid, which the gate check accepts; only its owner sees it', async () => {
    const user = await newTraveller(server)
    const lines = [
      { passId: 'riyadh-season-2-fast_track', quantity: 2 },
      { passId: 'riyadh-season-2-general_admission', quantity: 1 },
    ]
    const quoted = await quote({ ...ZONE, lines })
    const booked = endpoints.eventReservation.response.parse((await reserve(user, quoted.refId)).body)
    const paid = endpoints.eventBookingDetail.response.parse(
      await paidDetail(server, '/api/v2/events/booking-detail', user, {
        uuid: booked.booking.uuid,
        amount: booked.booking.amount,
      }),
    )
    expect(paid.booking).toMatchObject({ status: 'Confirmed', paid: true })
    expect(paid.event.slug).toBe('riyadh-season-2026')
    expect(paid.tickets.map((ticket) => [ticket.passName, ticket.attendee])).toEqual([
      ['Fast Track', null],
      ['Fast Track', null],
      ['General Admission', null],
    ])
    const references = paid.tickets.map((ticket) => ticket.reference!)
    expect(new Set(references).size).toBe(3)
    for (const [index, reference] of references.entries()) {
      expect(reference).toMatch(new RegExp(`^${paid.booking.orderId}\\.${index}\\.`))
      const verified = await consumer('/api/v2/tickets/verify', { reference })
      expect(endpoints.ticketVerify.response.parse(verified.body)).toMatchObject({
        valid: true,
        bookingType: 'event',
        orderId: paid.booking.orderId,
        traveller: paid.booking.orderId,
        seat: paid.tickets[index]!.passId,
      })
    }
    const [orderId, , signature] = references[0]!.split('.')
    for (const forged of [`${orderId}.1.${signature}`, `${orderId}.0.${'A'.repeat(signature!.length)}`]) {
      const refused = await consumer('/api/v2/tickets/verify', { reference: forged })
      expect(refused).toMatchObject({ status: 404, body: { message: serverMessages.ticketInvalid } })
    }
    // My Bookings lists it with the event and show as its title.
    const listed = await server.request('/api/v2/bookings/index', {
      json: { type: 'event' },
      headers: { authorization: `Bearer ${user.access_token}`, 'app-version': BOOKINGS_APP_VERSION },
      locale: 'ar',
    })
    const page = endpoints.bookingsIndex.response.parse(listed.body)
    expect(page.bookings.map((booking) => booking.title)).toEqual(['موسم الرياض 2026: بوليفارد وورلد'])
    expect(page.bookings[0]!.details.map((line) => line.label)).toEqual(['العرض', 'المكان', 'التذاكر'])
  })

  it('names the attendee on a named ticket the gate checks', async () => {
    const user = await newTraveller(server)
    const pass = 'saudi-grand-prix-3-hospitality'
    const quoted = await quote({ ...F1, lines: [{ passId: pass, quantity: 1 }] })
    const booked = endpoints.eventReservation.response.parse(
      (await reserve(user, quoted.refId, [attendee(pass, 'Huda')])).body,
    )
    const paid = endpoints.eventBookingDetail.response.parse(
      await paidDetail(server, '/api/v2/events/booking-detail', user, {
        uuid: booked.booking.uuid,
        amount: booked.booking.amount,
      }),
    )
    const verified = await consumer('/api/v2/tickets/verify', { reference: paid.tickets[0]!.reference })
    expect(verified.body).toMatchObject({ traveller: 'Huda Alqahtani', bookingType: 'event' })
    // Once the race is over (and whatever dates a later seed gives the shows) the booking shows it as booked.
    const move = (days: number) =>
      server.db
        .update(eventShows)
        .set({
          startsAt: sql`${eventShows.startsAt} + make_interval(days => ${days})`,
          endsAt: sql`${eventShows.endsAt} + make_interval(days => ${days})`,
        })
        .where(eq(eventShows.eventId, 'saudi-grand-prix'))
    await move(-400)
    const after = endpoints.eventBookingDetail.response.parse((await detail(user, booked.booking.uuid)).body)
    await move(400)
    expect(after.show).toEqual(paid.show)
    expect(after.event.startsOn).toBe(paid.show.startsAt.slice(0, 10))
  })

  it('answers 404 for a booking that is not the caller’s event booking, and 400 for a bad uuid', async () => {
    const user = await newTraveller(server)
    const missing = await detail(user, '7d1b0a39-1f5e-4a52-9d80-3f0c9e8f2a11')
    expect(missing).toMatchObject({ status: 404, body: { message: serverMessages.notFound } })
    const bad = await detail(user, 'not-a-uuid')
    expect(fieldErrors(bad.body)).toEqual({ uuid: messages.invalidValue })
  })

  it('gives the tickets of an unpaid booking back to the pass when its payment window passes', async () => {
    const user = await newTraveller(server)
    const pass = 'riyadh-season-3-vip'
    const before = (await passOf(pass)).sold
    const quoted = await quote({
      eventId: 'riyadh-season',
      showId: 'riyadh-season-3',
      lines: [{ passId: pass, quantity: 4 }],
    })
    const booked = endpoints.eventReservation.response.parse((await reserve(user, quoted.refId)).body)
    expect((await passOf(pass)).sold).toBe(before + 4)
    const later = new Date(Date.now() + (EVENT_PAYMENT_WINDOW_MINUTES + 1) * 60_000)
    await expireUnpaidBookings(server, later)
    expect((await passOf(pass)).sold).toBe(before)
    // Only once, however often the job runs.
    await expireUnpaidBookings(server, later)
    expect((await passOf(pass)).sold).toBe(before)
    const expired = endpoints.eventBookingDetail.response.parse(
      (await detail(user, booked.booking.uuid)).body,
    )
    expect(expired.booking.status).toBe('Expired')
  })
})

describe('capacity under concurrent orders', () => {
  it('sells exactly the 50 tickets left of a pass to 200 orders placed at once', async () => {
    const pass = 'jeddah-derby-1-category_2'
    await server.db
      .update(eventPasses)
      .set({ sold: sql`capacity - 50` })
      .where(eq(eventPasses.id, pass))
    const request = {
      eventId: 'jeddah-derby',
      showId: 'jeddah-derby-1',
      lines: [{ passId: pass, quantity: 1 }],
    }
    const quotes = await Promise.all(Array.from({ length: 200 }, () => quote(request)))
    const users = await Promise.all(Array.from({ length: 4 }, () => newTraveller(server)))
    const answers = await Promise.all(
      quotes.map((quoted, index) =>
        reserve(users[index % users.length]!, quoted.refId, [attendee(pass, `Fan${'a'.repeat(index % 5)}`)]),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(50)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(150)
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 409, body: { message: serverMessages.passSoldOut } })
    const after = await passOf(pass)
    expect(after.sold).toBe(after.capacity)
    const sold = await server.db
      .select({ tickets: sql<number>`count(*)::int` })
      .from(eventBookings)
      .innerJoin(bookings, eq(bookings.id, eventBookings.bookingId))
      .where(eq(eventBookings.showId, 'jeddah-derby-1'))
    expect(sold[0]!.tickets).toBe(50)
  }, 60_000)
})
