import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { BusSearchCriteriaInput, BusSeats } from '@rihla/api-contract/buses'
import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { inventoryHolds, searchSessions, transitBookings } from '../../db/schema'
import { newTraveller, saudiPassenger } from '../../testing/flightTravellers'
import { countRows } from '../../testing/rows'
import { consumerOf, daysFromToday, fieldErrors, okBody, paidDetail } from '../../testing/consumer'
import { raceForSeat } from '../../testing/seatRace'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { earlyPurchasePercent } from './fares'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const day = daysFromToday

const consumer = consumerOf(() => server)

const riyadhToDammam = (overrides: Partial<BusSearchCriteriaInput> = {}): BusSearchCriteriaInput => ({
  from: 'riyadh',
  to: 'dammam',
  date: day(10),
  adults: 1,
  ...overrides,
})

const times = (criteria: BusSearchCriteriaInput, locale: Locale = 'en') =>
  okBody(consumer('/REST/API/bus_times', criteria, { locale }), endpoints.busTimes.response)

const seatsInfo = async (refId: string, departureId: string, seats?: string[]) => {
  const answer = await consumer('/REST/API/seats_info', { refId, departureId, seats })
  return {
    status: answer.status,
    body: answer.body,
    deck: answer.status === 200 ? endpoints.busSeatsInfo.response.parse(answer.body) : null,
  }
}
const free = (deck: BusSeats, family: boolean) =>
  deck.seats.filter((seat) => seat.state === 'available' && seat.family === family)

describe('bus operators, cities and departures', () => {
  it('lists the operators, coach classes, rules and served cities in both languages', async () => {
    const info = endpoints.buses.response.parse((await consumer('/api/buses')).body)
    expect(info.operators.map((operator) => operator.id)).toEqual(['saptco', 'sat'])
    expect(info.classes.find((c) => c.class === 'vip')!.perks).toContain('Charging points')
    const arabic = endpoints.busCities.response.parse(
      (await consumer('/api/v2/buses/cities', undefined, { locale: 'ar' })).body,
    )
    expect(arabic.cities.find((city) => city.id === 'riyadh')).toMatchObject({ name: 'الرياض' })
    expect(arabic.cities.find((city) => city.id === 'riyadh')!.destinations).toContain('dammam')
  })

  it('finds the day’s Riyadh → Dammam departures, standard and VIP, by the southern concession', async () => {
    const found = await times(riyadhToDammam())
    expect(found.departures.length).toBeGreaterThan(8)
    expect(new Set(found.departures.map((bus) => bus.class))).toEqual(new Set(['standard', 'vip']))
    const first = found.departures[0]!
    expect(first.operator.id).toBe('sat')
    expect(first.durationMinutes).toBe(270)
    expect(Date.parse(first.arrival) - Date.parse(first.departure)).toBe(270 * 60_000)
    const buraydah = await times(riyadhToDammam({ to: 'buraydah' }))
    expect(buraydah.departures[0]!.operator.id).toBe('saptco')
  })

  it('refuses bad searches field by field and starts no session', async () => {
    const before = await countRows(server.db, searchSessions)
    const bad = async (criteria: unknown) => {
      const { status, body } = await consumer('/REST/API/bus_times', criteria)
      expect(status).toBe(400)
      return fieldErrors(body)
    }
    expect(await bad({ from: 'riyadh', date: day(3) })).toEqual({ to: messages.arrivalCityRequired })
    expect(await bad(riyadhToDammam({ adults: 6, children: 4 }))).toEqual({ children: messages.maxSeats })
    expect(await bad(riyadhToDammam({ date: day(-2) }))).toEqual({ date: messages.dateInPast })
    expect(await bad(riyadhToDammam({ to: 'riyadh' }))).toEqual({ to: messages.sameAirports })
    expect(await countRows(server.db, searchSessions)).toBe(before)
    expect(
      (await consumer('/REST/API/bus_times', riyadhToDammam({ to: 'tabuk', from: 'jazan' }))).status,
    ).toBe(404)
  })

  it('names a coach class’s photos', async () => {
    const { photos } = endpoints.busGallery.response.parse(
      (await consumer('/api/v2/buses/gallery', { class: 'vip' }, { locale: 'ar' })).body,
    )
    expect(photos[0]).toMatchObject({ src: '/images/buses/vip/1.webp', src2x: '/images/buses/vip/1@2x.webp' })
    expect(photos.some((photo) => photo.caption === 'قسم العائلات في المقدمة')).toBe(true)
  })
})

describe('fare families and discounts', () => {
  it('prices the four families side by side, the earlier the cheaper, with bundles up to 70%', async () => {
    const fares = async (offset: number) => {
      const found = await times(riyadhToDammam({ date: day(offset), adults: 2, children: 1 }))
      const bus = found.departures.find((departure) => departure.class === 'standard')!
      const answer = await consumer('/REST/API/getFlexiFares', { refId: found.refId, departureId: bus.id })
      return endpoints.busFlexiFares.response.parse(answer.body)
    }
    const early = await fares(40)
    const late = await fares(1)
    expect(early.fares.map((fare) => fare.id)).toEqual(['discounted', 'value', 'flexible', 'regular'])
    const regular = early.fares.find((fare) => fare.id === 'regular')!
    expect(regular).toMatchObject({
      baggageKg: 75,
      cancel: { allowed: true, refundPercent: 65 },
      discounts: [],
    })
    expect(regular.adultFare.amount).toBe(6000)
    expect(regular.childFare.amount).toBe(3000)
    const discounted = early.fares[0]!
    expect(discounted.discounts).toEqual([
      { kind: 'early_purchase', percent: 20, label: 'Booked 40 days ahead: 20% off' },
    ])
    expect(discounted.adultFare.amount).toBe(Math.round(6000 * 0.65 * 0.8))
    expect(late.fares[0]!.discounts).toEqual([])
    expect(late.fares[0]!.adultFare.amount).toBeGreaterThan(discounted.adultFare.amount)
    const { price } = discounted
    expect(price.total.amount).toBe(2 * discounted.adultFare.amount + discounted.childFare.amount)
    expect(price.baseFare.amount + price.vat.amount - price.discount.amount).toBe(price.total.amount)
    expect(early.bundles.map((bundle) => bundle.percent)).toEqual([40, 55, 70])
    expect(early.bundles.at(-1)!.price.amount).toBe(20 * 6000 * 0.3)
    expect([0, 3, 7, 14, 30].map(earlyPurchasePercent)).toEqual([0, 5, 10, 15, 20])
  })
})

describe('bus seats and orders', () => {
  const contact = { email: 'nora@example.com', phone: '+966 55 123 4567' }

  it('keeps the front rows for families and holds seats for one session only', async () => {
    const alone = await times(riyadhToDammam())
    const family = await times(riyadhToDammam({ adults: 1, children: 1 }))
    const bus = alone.departures.find((departure) => departure.class === 'vip')!.id
    const deck = (await seatsInfo(alone.refId, bus)).deck!
    expect(deck.layout).toEqual(['A', null, 'B', 'C'])
    expect(deck.seats.filter((seat) => seat.family).map((seat) => seat.row)).toEqual([1, 1, 1, 2, 2, 2])
    const familySeat = free(deck, true)[0]!.id
    expect(await seatsInfo(alone.refId, bus, [familySeat])).toMatchObject({
      status: 409,
      body: { message: serverMessages.familySeatsOnly },
    })
    expect((await seatsInfo(family.refId, bus, [familySeat])).status).toBe(200)
    const other = await times(riyadhToDammam({ adults: 1, infants: 1 }))
    expect(await seatsInfo(other.refId, bus, [familySeat])).toMatchObject({
      status: 409,
      body: { message: serverMessages.seatTaken },
    })
  })

  it('gives one seat to exactly one of 100 sessions asking at once', async () => {
    const found = await times(riyadhToDammam({ date: day(12) }))
    const bus = found.departures[0]!.id
    const seat = free((await seatsInfo(found.refId, bus)).deck!, false)[0]!.id
    const race = await raceForSeat(server, found.refId, `bus:${day(12)}:${bus}:${seat}`, (refId) =>
      seatsInfo(refId, bus, [seat]),
    )
    expect(race.statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(race.statuses.filter((status) => status === 409)).toHaveLength(99)
    expect(race.openHolds).toBe(1)
  })

  it('orders Riyadh → Dammam for a family in a fare family on family seats, and tickets it once paid', async () => {
    const user = await newTraveller(server)
    const date = day(20)
    const found = await times(riyadhToDammam({ date, adults: 2, children: 1 }))
    const bus = found.departures.find((departure) => departure.class === 'standard')!.id
    const deck = (await seatsInfo(found.refId, bus)).deck!
    const familyFree = free(deck, true)
    const [front] = familyFree
    expect((await seatsInfo(found.refId, bus, [front!.id])).status).toBe(200)
    const fares = endpoints.busFlexiFares.response.parse(
      (await consumer('/REST/API/getFlexiFares', { refId: found.refId, departureId: bus })).body,
    )
    const value = fares.fares.find((fare) => fare.id === 'value')!
    const passengers = [
      saudiPassenger('adult', 'Nora', date),
      { ...saudiPassenger('adult', 'Faisal', date), concession: 'disability' },
      saudiPassenger('child', 'Salem', date),
    ]
    const before = await countRows(server.db, transitBookings)
    const mismatch = await consumer(
      '/api/v2/buses/saveOrders',
      {
        refId: found.refId,
        departureId: bus,
        fareFamily: 'value',
        passengers: passengers.slice(0, 2),
        contact,
      },
      { user },
    )
    expect(fieldErrors(mismatch.body)).toEqual({ passengers: serverMessages.passengersMismatch })
    const badFamily = await consumer(
      '/api/v2/buses/saveOrders',
      { refId: found.refId, departureId: bus, fareFamily: 'cheapest', passengers, contact },
      { user },
    )
    expect(fieldErrors(badFamily.body)).toEqual({ fareFamily: messages.invalidValue })
    expect(await countRows(server.db, transitBookings)).toBe(before)

    const { status, body } = await consumer(
      '/api/v2/buses/saveOrders',
      { refId: found.refId, departureId: bus, fareFamily: 'value', passengers, contact },
      { user },
    )
    expect(status).toBe(201)
    const order = endpoints.busSaveOrders.response.parse(body)
    expect(order.booking).toMatchObject({ type: 'bus', status: 'Pending' })
    // Faisal's disability concession halves his fare, and says so on his ticket.
    const halfFare = Math.round(value.adultFare.amount / 2)
    expect(order.booking.amount.amount).toBe(value.price.total.amount - (value.adultFare.amount - halfFare))
    expect(order.price.total.amount).toBe(order.booking.amount.amount)
    expect(order.tickets[1]).toMatchObject({
      fare: { amount: halfFare },
      concession: 'Disability concession, 50% off',
    })
    expect(order.tickets[0]!.concession).toBeNull()
    expect(fares.concessions).toEqual([
      {
        id: 'disability',
        percent: 50,
        label: 'Disability concession, 50% off',
        rule: 'For a traveller with a disability, who shows their disability card',
      },
    ])
    expect(order.fareFamily).toMatchObject({ id: 'value', baggageKg: 35, change: { allowed: true } })
    const seats = order.tickets.map((ticket) => ticket.seat!)
    expect(seats[0]).toBe(front!.id)
    expect(new Set(seats).size).toBe(3)
    // A family's seats without a choice are taken from the front rows first.
    const inFront = seats.filter((seat) => deck.seats.find((plan) => plan.id === seat)!.family)
    expect(inFront).toHaveLength(Math.min(3, familyFree.length))

    const paid = endpoints.busBookingDetail.response.parse(
      await paidDetail(server, '/api/v2/buses/booking-detail', user, order.booking),
    )
    expect(paid.booking.status).toBe('Confirmed')
    const verified = await consumer('/api/v2/tickets/verify', { reference: paid.tickets[2]!.reference })
    expect(endpoints.ticketVerify.response.parse(verified.body)).toMatchObject({
      bookingType: 'bus',
      traveller: 'Salem Alharbi',
      seat: seats[2],
    })
  })
})

describe('bus bundles, lapsed holds and bad calls', () => {
  const contact = { email: 'salem@example.com', phone: '+966 55 222 3344' }
  const flexiFares = async (refId: string, departureId: string) =>
    endpoints.busFlexiFares.response.parse(
      (await consumer('/REST/API/getFlexiFares', { refId, departureId })).body,
    )

  it('sells a bundle of trips as its first trip’s order, at the bundle’s price', async () => {
    const user = await newTraveller(server)
    const date = day(5)
    const found = await times(riyadhToDammam({ date }))
    const bus = found.departures.find((departure) => departure.class === 'standard')!.id
    const { bundles, fares } = await flexiFares(found.refId, bus)
    const regular = fares.find((fare) => fare.id === 'regular')!
    const five = bundles.find((bundle) => bundle.trips === 5)!
    expect(five).toMatchObject({ percent: 40, validDays: 90 })
    expect(five.price.amount).toBe(5 * regular.adultFare.amount * 0.6)
    expect(five.perTripFare!.amount).toBe(regular.adultFare.amount * 0.6)
    const order = (fareFamily: string, bundle: unknown, refId = found.refId) =>
      consumer(
        '/api/v2/buses/saveOrders',
        {
          refId,
          departureId: bus,
          fareFamily,
          passengers: [saudiPassenger('adult', 'Salem', date)],
          contact,
          bundle,
        },
        { user },
      )
    const before = await countRows(server.db, transitBookings)
    expect(fieldErrors((await order('regular', 7)).body)).toEqual({ bundle: messages.invalidValue })
    // A bundle prices Regular fares, for one adult travelling alone.
    expect(fieldErrors((await order('value', 5)).body)).toEqual({ bundle: messages.invalidValue })
    const family = await times(riyadhToDammam({ date, children: 1 }))
    const withChild = await consumer(
      '/api/v2/buses/saveOrders',
      {
        refId: family.refId,
        departureId: bus,
        fareFamily: 'regular',
        passengers: [saudiPassenger('adult', 'Salem', date), saudiPassenger('child', 'Reem', date)],
        contact,
        bundle: 5,
      },
      { user },
    )
    expect(fieldErrors(withChild.body)).toEqual({ bundle: messages.invalidValue })
    expect(await countRows(server.db, transitBookings)).toBe(before)

    const { status, body } = await order('regular', 5)
    expect(status).toBe(201)
    const booked = endpoints.busSaveOrders.response.parse(body)
    expect(booked.booking.amount.amount).toBe(five.price.amount)
    expect(booked.tickets[0]!.fare.amount).toBe(five.price.amount)
    expect(booked.price.discount.amount).toBe(5 * regular.adultFare.amount - five.price.amount)
    expect(booked.bundle).toMatchObject({ trips: 5, percent: 40, tripsLeft: 4, validUntil: day(90) })
    const detail = endpoints.busBookingDetail.response.parse(
      (await consumer('/api/v2/buses/booking-detail', { uuid: booked.booking.uuid }, { user, locale: 'ar' }))
        .body,
    )
    expect(detail.bundle!.label).toBe('باقة 5 رحلات: خصم 40٪ على كل رحلة')

    // Its other trips: free, on its route either way, once it is paid, for its buyer only.
    const back = await times(riyadhToDammam({ from: 'dammam', to: 'riyadh', date: day(8) }))
    const backBus = back.departures[0]!.id
    const travel = (bundleOrder: string, by = user) =>
      consumer(
        '/api/v2/buses/saveOrders',
        {
          refId: back.refId,
          departureId: backBus,
          fareFamily: 'regular',
          passengers: [saudiPassenger('adult', 'Salem', day(8))],
          contact,
          bundleOrder,
        },
        { user: by },
      )
    expect(fieldErrors((await travel(booked.booking.uuid)).body)).toEqual({
      bundleOrder: messages.invalidValue,
    })
    expect(fieldErrors((await travel('RH-BS-1')).body)).toEqual({ bundleOrder: messages.invalidValue })
    await paidDetail(server, '/api/v2/buses/booking-detail', user, booked.booking)
    const stranger = await newTraveller(server)
    expect(fieldErrors((await travel(booked.booking.uuid, stranger)).body)).toEqual({
      bundleOrder: messages.invalidValue,
    })
    const trip = await travel(booked.booking.uuid)
    expect(trip.status).toBe(201)
    const tripOrder = endpoints.busSaveOrders.response.parse(trip.body)
    expect(tripOrder.booking.amount.amount).toBe(0)
    expect(tripOrder.tickets[0]!.fare.amount).toBe(0)
    expect(tripOrder.bundleTrip).toEqual({ orderId: booked.booking.orderId, tripsLeft: 3 })
    const bundleLeft = async () =>
      endpoints.busBookingDetail.response.parse(
        (await consumer('/api/v2/buses/booking-detail', { uuid: booked.booking.uuid }, { user })).body,
      ).bundle!.tripsLeft
    expect(await bundleLeft()).toBe(3)
    // Nothing to pay: the trip is confirmed at once, its ticket signed.
    expect(tripOrder.booking.status).toBe('Confirmed')
    const verified = await consumer('/api/v2/tickets/verify', { reference: tripOrder.tickets[0]!.reference })
    expect(endpoints.ticketVerify.response.parse(verified.body)).toMatchObject({
      orderId: tripOrder.booking.orderId,
      traveller: 'Salem Alharbi',
    })

    // While a trip stands booked on it, the bundle is not refunded: the trip would be travelled for free.
    const quote = async (uuid: string, locale: Locale = 'en') => {
      const answer = await server.request(`/api/v2/bookings/${uuid}/cancellation`, {
        locale,
        headers: { authorization: `Bearer ${user.access_token}` },
      })
      return endpoints.cancellationQuote.response.parse(answer.body).quote
    }
    const bundleQuote = await quote(booked.booking.uuid, 'ar')
    expect(bundleQuote).toMatchObject({ allowed: false, reason: messagesAr.bundleTripsBooked })
    const refused = await server.request(`/api/v2/bookings/${booked.booking.uuid}/cancellation`, {
      json: { expectedRefund: 0 },
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(refused).toMatchObject({ status: 409, body: { message: serverMessages.bundleTripsBooked } })
    // The trip cancelled gives it back; then the bundle may be cancelled at its fare's refund.
    const tripQuote = await quote(tripOrder.booking.uuid)
    expect(tripQuote.allowed).toBe(true)
    const cancelTrip = await server.request(`/api/v2/bookings/${tripOrder.booking.uuid}/cancellation`, {
      json: { expectedRefund: tripQuote.refund.amount },
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(cancelTrip.status).toBe(200)
    expect(await bundleLeft()).toBe(4)
    expect(await quote(booked.booking.uuid)).toMatchObject({ allowed: true, reason: null })
  })

  it('returns a held seat to sale when its session lapses', async () => {
    const date = day(14)
    const mine = await times(riyadhToDammam({ date }))
    const theirs = await times(riyadhToDammam({ date }))
    const bus = mine.departures[1]!.id
    const seat = free((await seatsInfo(mine.refId, bus)).deck!, false)[0]!.id
    expect((await seatsInfo(mine.refId, bus, [seat])).status).toBe(200)
    expect((await seatsInfo(theirs.refId, bus, [seat])).status).toBe(409)
    await server.db
      .update(inventoryHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(inventoryHolds.resourceKey, `bus:${date}:${bus}:${seat}`), isNull(inventoryHolds.releasedAt)),
      )
    expect((await seatsInfo(theirs.refId, bus, [seat])).status).toBe(200)
  })

  it('refuses bad gallery, deck, fare and booking detail calls', async () => {
    const user = await newTraveller(server)
    const found = await times(riyadhToDammam())
    const bus = found.departures[0]!.id
    const gallery = await consumer('/api/v2/buses/gallery', { class: 'sleeper' })
    expect(fieldErrors(gallery.body)).toEqual({ class: messages.invalidValue })
    expect((await seatsInfo('no-such-session', bus)).status).toBe(410)
    expect((await seatsInfo(found.refId, 'riyadh-dammam-0000-standard')).status).toBe(404)
    expect(await seatsInfo(found.refId, bus, ['99Z'])).toMatchObject({
      status: 409,
      body: { message: serverMessages.seatUnavailable },
    })
    expect((await seatsInfo(found.refId, bus, ['1A', '1B'])).status).toBe(400)
    const noDeparture = await consumer('/REST/API/getFlexiFares', { refId: found.refId })
    expect(fieldErrors(noDeparture.body)).toEqual({ departureId: messages.requiredField })
    expect((await consumer('/REST/API/getFlexiFares', { refId: 'gone', departureId: bus })).status).toBe(410)
    const detail = (uuid: string) => consumer('/api/v2/buses/booking-detail', { uuid }, { user })
    expect(fieldErrors((await detail('nope')).body)).toEqual({ uuid: messages.invalidValue })
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await consumer('/api/v2/buses/saveOrders', {})).status).toBe(401)
  })
})
