import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { TrainSearchCriteriaInput, TrainSeatmap } from '@rihla/api-contract/trains'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventoryHolds, searchSessions, transitBookings } from '../../db/schema'
import { expireUnpaidBookings } from '../../jobs/expiry'
import { newTraveller, saudiPassenger } from '../../testing/flightTravellers'
import { countRows } from '../../testing/rows'
import { consumerOf, daysFromToday, fieldErrors, okBody, paidDetail } from '../../testing/consumer'
import { raceForSeat } from '../../testing/seatRace'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const day = daysFromToday
const DATE = day(10)

const consumer = consumerOf(() => server)

const makkahToMadinah = (overrides: Partial<TrainSearchCriteriaInput> = {}): TrainSearchCriteriaInput => ({
  from: 'HHR-MAK',
  to: 'HHR-MED',
  date: DATE,
  adults: 2,
  children: 1,
  ...overrides,
})

const search = (criteria: TrainSearchCriteriaInput, locale: Locale = 'en') =>
  okBody(consumer('/api/v2/railways/search', criteria, { locale }), endpoints.railwaysSearch.response)

async function seatmap(refId: string, trainId: string, travelClass: string, seats?: string[]) {
  const answer = await consumer('/api/v2/railways/seatmap', { refId, trainId, class: travelClass, seats })
  return {
    status: answer.status,
    body: answer.body,
    map: answer.status === 200 ? endpoints.railwaysSeatmap.response.parse(answer.body) : null,
  }
}

const seatsOf = (map: TrainSeatmap) => map.coaches.flatMap((coach) => coach.seats)
const freeSeats = (map: TrainSeatmap) =>
  seatsOf(map).filter((seat) => seat.state === 'available' && !seat.wheelchair)

describe('railway network', () => {
  it('lists the three lines with their stations in order, in English and Arabic', async () => {
    const english = endpoints.railwaysGeneral.response.parse(
      (await consumer('/api/v2/railways/general')).body,
    )
    expect(english.lines.map((line) => line.id)).toEqual(['haramain', 'sar-east', 'sar-north'])
    const haramain = english.lines[0]!
    expect(haramain.stations.map((station) => station.id)).toEqual([
      'HHR-MAK',
      'HHR-JED',
      'HHR-KAIA',
      'HHR-KAEC',
      'HHR-MED',
    ])
    expect(english.lines[2]!.classes.map((c) => c.class)).toContain('sleeper')
    expect(english.maxSeats).toBe(4)
    const arabic = endpoints.railwaysGeneral.response.parse(
      (await consumer('/api/v2/railways/general', undefined, { locale: 'ar' })).body,
    )
    expect(arabic.lines[0]).toMatchObject({ name: 'قطار الحرمين السريع' })
    expect(arabic.lines[0]!.stations[0]).toMatchObject({ name: 'محطة مكة المكرمة', city: 'مكة المكرمة' })
  })
})

describe('railway search', () => {
  it('finds the day’s Haramain trains Makkah → Madinah with stops, classes and child fares', async () => {
    const found = await search(makkahToMadinah())
    expect(found.trains.length).toBeGreaterThan(10)
    const train = found.trains[0]!
    expect(train.id).toMatch(/^HHR-81\d\d$/)
    expect(train.stops.map((stop) => stop.station.id)).toEqual([
      'HHR-MAK',
      'HHR-JED',
      'HHR-KAIA',
      'HHR-KAEC',
      'HHR-MED',
    ])
    expect(train.departure).toMatch(new RegExp(`^${DATE}T\\d\\d:\\d\\d:00\\+03:00$`))
    expect(train.durationMinutes).toBeGreaterThanOrEqual(135)
    expect(train.durationMinutes).toBeLessThanOrEqual(170)
    const economy = train.classes.find((offer) => offer.class === 'economy')!
    const business = train.classes.find((offer) => offer.class === 'business')!
    expect(economy.adultFare.amount).toBeGreaterThanOrEqual(15_000)
    expect(business.adultFare.amount).toBeGreaterThan(economy.adultFare.amount)
    expect(economy.childFare.amount).toBe(economy.adultFare.amount / 2)
    expect(economy.price.total.amount).toBe(2 * economy.adultFare.amount + economy.childFare.amount)
    expect(economy.price.vat.amount + economy.price.baseFare.amount).toBe(economy.price.total.amount)
    // The same search gives the same trains and fares.
    const again = await search(makkahToMadinah())
    expect(again.trains.map((t) => t.classes.map((c) => c.adultFare.amount))).toEqual(
      found.trains.map((t) => t.classes.map((c) => c.adultFare.amount)),
    )
  })

  it('runs the East line and the North line’s night train with sleeper cabins', async () => {
    const east = await search({ from: 'SAR-RUH-E', to: 'SAR-DMM', date: DATE, adults: 1 }, 'ar')
    expect(east.trains).toHaveLength(5)
    expect(east.search.from.name).toBe('محطة الرياض (قطار الشرق)')
    expect(east.trains[0]!.stops.map((stop) => stop.station.id)).toEqual([
      'SAR-RUH-E',
      'SAR-HOF',
      'SAR-ABQ',
      'SAR-DMM',
    ])
    const north = await search({ from: 'SAR-RUH-N', to: 'SAR-QRY', date: DATE, adults: 1 })
    const night = north.trains.find((train) => train.night)!
    expect(night.classes.map((offer) => offer.class)).toEqual(['economy', 'sleeper'])
    expect(new Date(night.arrival).getTime()).toBeGreaterThan(new Date(night.departure).getTime())
    expect(north.trains.filter((train) => !train.night).every((train) => train.classes.length === 2)).toBe(
      true,
    )
  })

  it('refuses bad searches field by field, in the caller’s language, and starts no session', async () => {
    const before = await countRows(server.db, searchSessions)
    const bad = async (criteria: unknown, locale: Locale = 'en') => {
      const { status, body } = await consumer('/api/v2/railways/search', criteria, { locale })
      expect(status).toBe(400)
      return fieldErrors(body)
    }
    expect(await bad({ to: 'HHR-MED', date: DATE })).toEqual({ from: messages.departureCityRequired })
    expect(await bad(makkahToMadinah({ adults: 0, children: 1 }))).toEqual({
      adults: messages.trainAdultRequired,
    })
    expect(await bad(makkahToMadinah({ adults: 3, children: 2 }))).toEqual({
      children: messages.trainMaxSeats,
    })
    expect(await bad(makkahToMadinah({ adults: 3, children: 2 }), 'ar')).toEqual({
      children: messagesAr.trainMaxSeats,
    })
    expect(await bad(makkahToMadinah({ date: day(-1) }))).toEqual({ date: messages.dateInPast })
    expect(await bad(makkahToMadinah({ date: day(120) }))).toEqual({ date: messages.trainDateBeyondSchedule })
    expect(await bad(makkahToMadinah({ adults: 1, children: 0, infants: 2 }))).toEqual({
      infants: messages.infantsExceedAdults,
    })
    // Stations of different lines have no train between them.
    expect(await bad(makkahToMadinah({ to: 'SAR-DMM' }))).toEqual({ to: messages.invalidValue })
    expect(await countRows(server.db, searchSessions)).toBe(before)
  })
})

describe('coaches and seat holds', () => {
  it('shows a Haramain train’s 417 seats: classes, window and aisle, facing, wheelchair spaces', async () => {
    const found = await search(makkahToMadinah())
    const train = found.trains[0]!
    const economy = (await seatmap(found.refId, train.id, 'economy')).map!
    const business = (await seatmap(found.refId, train.id, 'business')).map!
    expect(seatsOf(economy).length + seatsOf(business).length).toBe(417)
    expect(business.coaches[0]!.layout).toEqual(['A', 'B', null, 'C'])
    const seats = seatsOf(economy)
    expect(seats.filter((seat) => seat.wheelchair)).toHaveLength(2)
    expect(seats.find((seat) => seat.id === '3-1A')).toMatchObject({ position: 'window', facing: 'backward' })
    expect(seats.find((seat) => seat.id === '3-14B')).toMatchObject({ position: 'aisle', facing: 'forward' })
    const left = train.classes.find((offer) => offer.class === 'economy')!.seatsLeft
    expect(freeSeats(economy)).toHaveLength(left)
  })

  it('holds chosen seats for one session only and lets them go when others are chosen', async () => {
    const mine = await search(makkahToMadinah())
    const theirs = await search(makkahToMadinah())
    const train = mine.trains[1]!.id
    const [first, second, third] = freeSeats((await seatmap(mine.refId, train, 'economy')).map!)
    const held = await seatmap(mine.refId, train, 'economy', [first!.id, second!.id])
    expect(held.status).toBe(200)
    expect(held.map!.held).toEqual([first!.id, second!.id])
    expect(seatsOf(held.map!).find((seat) => seat.id === first!.id)!.state).toBe('held_by_you')
    const seen = (await seatmap(theirs.refId, train, 'economy')).map!
    expect(seatsOf(seen).find((seat) => seat.id === first!.id)!.state).toBe('occupied')
    expect(await seatmap(theirs.refId, train, 'economy', [first!.id])).toMatchObject({
      status: 409,
      body: { message: serverMessages.seatTaken },
    })
    // More seats than seated travellers, or a seat that is not on the train, are refused.
    expect((await seatmap(mine.refId, train, 'economy', ['3-1A', '3-1B', '3-1C', '3-1D'])).status).toBe(400)
    expect((await seatmap(mine.refId, train, 'economy', ['99-1A'])).status).toBe(409)
    // Choosing again keeps the first seat and releases the second: the other session can take it.
    expect((await seatmap(mine.refId, train, 'economy', [first!.id, third!.id])).status).toBe(200)
    expect((await seatmap(theirs.refId, train, 'economy', [second!.id])).status).toBe(200)
  })

  it('returns a held seat to sale when its session lapses', async () => {
    const mine = await search(makkahToMadinah())
    const theirs = await search(makkahToMadinah())
    const train = mine.trains[2]!.id
    const seat = freeSeats((await seatmap(mine.refId, train, 'economy')).map!)[0]!.id
    expect((await seatmap(mine.refId, train, 'economy', [seat])).status).toBe(200)
    expect((await seatmap(theirs.refId, train, 'economy', [seat])).status).toBe(409)
    await server.db
      .update(inventoryHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(inventoryHolds.resourceKey, `train:${DATE}:${train}:${seat}`),
          isNull(inventoryHolds.releasedAt),
        ),
      )
    expect((await seatmap(theirs.refId, train, 'economy', [seat])).status).toBe(200)
  })

  it('gives one seat to exactly one of 100 sessions asking at once', async () => {
    const found = await search(makkahToMadinah())
    const train = found.trains[3]!.id
    const seat = freeSeats((await seatmap(found.refId, train, 'economy')).map!)[0]!.id
    const race = await raceForSeat(server, found.refId, `train:${DATE}:${train}:${seat}`, (refId) =>
      seatmap(refId, train, 'economy', [seat]),
    )
    expect(race.statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(race.statuses.filter((status) => status === 409)).toHaveLength(99)
    expect(race.openHolds).toBe(1)
  })
})

describe('train reservation and tickets', () => {
  const passengers = (types: ('adult' | 'child' | 'infant')[]) =>
    types.map((type, index) =>
      saudiPassenger(type, ['Faisal', 'Nora', 'Salem', 'Reem', 'Hind'][index]!, DATE),
    )
  const contact = { email: 'Faisal@Example.com', phone: '+966 50 123 4567' }

  it('books 2 adults and a child on chosen and assigned seats, and signs their tickets once paid', async () => {
    const user = await newTraveller(server)
    const found = await search(makkahToMadinah({ infants: 1 }))
    const train = found.trains[4]!
    const economy = train.classes.find((offer) => offer.class === 'economy')!
    const [chosen] = freeSeats((await seatmap(found.refId, train.id, 'economy')).map!)
    expect((await seatmap(found.refId, train.id, 'economy', [chosen!.id])).status).toBe(200)

    const { status, body } = await consumer(
      '/api/v2/railways/reservation',
      { refId: found.refId, passengers: passengers(['adult', 'adult', 'child', 'infant']), contact },
      { user },
    )
    expect(status).toBe(201)
    const booked = endpoints.railwaysReservation.response.parse(body)
    expect(booked.booking).toMatchObject({ type: 'railway', status: 'Pending' })
    expect(booked.booking.orderId).toMatch(/^RH-TR-/)
    expect(booked.tickets.map((ticket) => ticket.seat)).toEqual([
      chosen!.id,
      expect.any(String),
      expect.any(String),
      null,
    ])
    expect(new Set(booked.tickets.map((ticket) => ticket.seat)).size).toBe(4)
    expect(booked.tickets.every((ticket) => ticket.reference === null)).toBe(true)
    expect(booked.price.total.amount).toBe(economy.price.total.amount)
    expect(booked.booking.amount.amount).toBe(economy.price.total.amount)
    expect(booked.tickets.map((ticket) => ticket.fare.amount)).toEqual([
      economy.adultFare.amount,
      economy.adultFare.amount,
      economy.childFare.amount,
      0,
    ])

    const detail = endpoints.railwaysBookingDetail.response.parse(
      await paidDetail(server, '/api/v2/railways/booking-detail', user, booked.booking),
    )
    expect(detail.booking.status).toBe('Confirmed')
    // The tickets state the class's refund rule, in the caller's language.
    expect(detail.rules).toEqual(['Economy: refundable until departure, less a 25% cancellation charge.'])
    const arabicDetail = endpoints.railwaysBookingDetail.response.parse(
      (
        await consumer(
          '/api/v2/railways/booking-detail',
          { uuid: booked.booking.uuid },
          { user, locale: 'ar' },
        )
      ).body,
    )
    expect(arabicDetail.rules[0]).toMatch(/^الدرجة الاقتصادية: قابلة للاسترداد/)
    const references = detail.tickets.map((ticket) => ticket.reference!)
    expect(references.every((reference) => reference.startsWith(`${booked.booking.orderId}.`))).toBe(true)

    const verified = await consumer('/api/v2/tickets/verify', { reference: references[0] })
    expect(verified.status).toBe(200)
    expect(endpoints.ticketVerify.response.parse(verified.body)).toMatchObject({
      valid: true,
      orderId: booked.booking.orderId,
      traveller: 'Faisal Alharbi',
      seat: chosen!.id,
    })
    // A forged signature, another traveller's number on this signature, or nonsense: all refused.
    const [orderId, , signature] = references[0]!.split('.')
    const forged = [
      `${orderId}.0.${'A'.repeat(signature!.length)}`,
      `${orderId}.1.${signature}`,
      `${orderId}.9.${signature}`,
      'not-a-ticket',
    ]
    for (const reference of forged) {
      const refused = await consumer('/api/v2/tickets/verify', { reference })
      expect(refused).toMatchObject({ status: 404, body: { message: serverMessages.ticketInvalid } })
    }
    // The booked seats are sold: another session sees them taken.
    const other = await search(makkahToMadinah())
    const seen = seatsOf((await seatmap(other.refId, train.id, 'economy')).map!)
    for (const seat of detail.tickets.flatMap((ticket) => (ticket.seat ? [ticket.seat] : [])))
      expect(seen.find((candidate) => candidate.id === seat)!.state).toBe('occupied')
  })

  it('refuses a 5th seat and a party without an adult with the spec’s messages, writing nothing', async () => {
    const user = await newTraveller(server)
    const found = await search(makkahToMadinah({ adults: 1, children: 0 }))
    await seatmap(found.refId, found.trains[0]!.id, 'economy')
    const before = await countRows(server.db, transitBookings)
    const reserve = (types: ('adult' | 'child' | 'infant')[]) =>
      consumer(
        '/api/v2/railways/reservation',
        { refId: found.refId, passengers: passengers(types), contact },
        { user },
      )
    const five = await reserve(['adult', 'adult', 'adult', 'child', 'child'])
    expect(five.status).toBe(400)
    expect(fieldErrors(five.body)).toEqual({ passengers: messages.trainMaxSeats })
    const noAdult = await reserve(['child'])
    expect(fieldErrors(noAdult.body)).toEqual({ passengers: messages.trainAdultRequired })
    const mismatch = await reserve(['adult', 'adult'])
    expect(fieldErrors(mismatch.body)).toEqual({ passengers: serverMessages.passengersMismatch })
    const badName = await consumer(
      '/api/v2/railways/reservation',
      { refId: found.refId, passengers: [{ ...passengers(['adult'])[0]!, firstName: 'F1' }], contact },
      { user },
    )
    expect(Object.keys(fieldErrors(badName.body))).toEqual(['passengers.0.firstName'])
    expect(await countRows(server.db, transitBookings)).toBe(before)
    // Without the user's access token nothing is booked.
    const anonymous = await consumer('/api/v2/railways/reservation', {
      refId: found.refId,
      passengers: passengers(['adult']),
      contact,
    })
    expect(anonymous.status).toBe(401)
  })

  it('releases an unpaid booking’s seats when its payment window passes', async () => {
    const user = await newTraveller(server)
    const found = await search(makkahToMadinah({ adults: 1, children: 0 }))
    const train = found.trains[5]!.id
    const seat = freeSeats((await seatmap(found.refId, train, 'business')).map!)[0]!.id
    await seatmap(found.refId, train, 'business', [seat])
    const { body } = await consumer(
      '/api/v2/railways/reservation',
      { refId: found.refId, passengers: passengers(['adult']), contact },
      { user },
    )
    const booked = endpoints.railwaysReservation.response.parse(body)
    const later = new Date(Date.now() + 25 * 60_000)
    const result = await expireUnpaidBookings(server, later, { userId: user.id })
    expect(result.expiredBookings).toBe(1)
    const other = await search(makkahToMadinah({ adults: 1, children: 0 }))
    expect((await seatmap(other.refId, train, 'business', [seat])).status).toBe(200)
    const detail = endpoints.railwaysBookingDetail.response.parse(
      (await consumer('/api/v2/railways/booking-detail', { uuid: booked.booking.uuid }, { user })).body,
    )
    expect(detail.booking.status).toBe('Expired')
    expect(detail.tickets[0]!.reference).toBeNull()
  })
})

describe('rail fares by traveller and bad calls', () => {
  const contact = { email: 'reem@example.com', phone: '+966 55 765 4321' }
  const traveller = (type: 'adult' | 'child' | 'infant', name: string, concession?: string) => ({
    ...saudiPassenger(type, name, DATE),
    ...(concession && { concession }),
  })
  const yearsBefore = (years: number) => `${Number(DATE.slice(0, 4)) - years}-01-01`

  it('states SAR’s concession fares with each class in search and seat map answers', async () => {
    const found = await search(makkahToMadinah(), 'ar')
    const train = found.trains[0]!
    const economy = train.classes.find((offer) => offer.class === 'economy')!
    const adult = economy.adultFare.amount
    expect(economy.concessions!.map(({ id, percent, fare }) => [id, percent, fare.amount])).toEqual([
      ['student', 25, adult * 0.75],
      ['disability', 50, adult / 2],
      ['carer', 50, adult / 2],
    ])
    expect(economy.concessions![1]!.label).toBe('تخفيض ذوي الإعاقة، خصم 50٪')
    const map = (await seatmap(found.refId, train.id, 'economy')).map!
    // The seat map states the same fares, in the caller's language (English here).
    expect(map.concessions!.map(({ id, fare }) => ({ id, fare }))).toEqual(
      economy.concessions!.map(({ id, fare }) => ({ id, fare })),
    )
    expect(map.concessions![0]!.label).toBe('Student concession, 25% off')
  })

  it('prices a traveller with a disability, their carer and a student at their concession fares', async () => {
    const user = await newTraveller(server)
    const found = await search(makkahToMadinah({ adults: 3, children: 1, infants: 1 }))
    const train = found.trains[6]!
    const economy = train.classes.find((offer) => offer.class === 'economy')!
    await seatmap(found.refId, train.id, 'economy')
    const reserve = (passengers: unknown[]) =>
      consumer('/api/v2/railways/reservation', { refId: found.refId, passengers, contact }, { user })
    const before = await countRows(server.db, transitBookings)
    // A carer without a traveller with a disability, a child student and an infant's concession.
    const refused = await reserve([
      traveller('adult', 'Reem', 'carer'),
      traveller('adult', 'Hind'),
      traveller('adult', 'Salem'),
      traveller('child', 'Nora', 'student'),
      traveller('infant', 'Faisal', 'disability'),
    ])
    expect(fieldErrors(refused.body)).toEqual({
      'passengers.0.concession': messages.invalidValue,
      'passengers.3.concession': messages.invalidValue,
      'passengers.4.concession': messages.invalidValue,
    })
    // Children are 2 to 12 on the travel date, infants under 2.
    const badAges = await reserve([
      traveller('adult', 'Reem'),
      traveller('adult', 'Hind'),
      traveller('adult', 'Salem'),
      { ...traveller('child', 'Nora'), dateOfBirth: yearsBefore(13) },
      { ...traveller('infant', 'Faisal'), dateOfBirth: yearsBefore(3) },
    ])
    expect(fieldErrors(badAges.body)).toEqual({
      'passengers.3.dateOfBirth': messages.childAge,
      'passengers.4.dateOfBirth': messages.infantAge,
    })
    expect(await countRows(server.db, transitBookings)).toBe(before)

    const { status, body } = await reserve([
      traveller('adult', 'Reem', 'disability'),
      traveller('adult', 'Hind', 'carer'),
      traveller('adult', 'Salem', 'student'),
      traveller('child', 'Nora'),
      traveller('infant', 'Faisal'),
    ])
    expect(status).toBe(201)
    const booked = endpoints.railwaysReservation.response.parse(body)
    const adult = economy.adultFare.amount
    const fares = [adult / 2, adult / 2, adult * 0.75, economy.childFare.amount, 0]
    expect(booked.tickets.map((ticket) => ticket.fare.amount)).toEqual(fares)
    expect(booked.tickets.map((ticket) => ticket.concession)).toEqual([
      'Disability concession, 50% off',
      'Carer concession, 50% off',
      'Student concession, 25% off',
      null,
      null,
    ])
    expect(booked.tickets.map((ticket) => ticket.seat === null)).toEqual([false, false, false, false, true])
    const total = fares.reduce((sum, fare) => sum + fare, 0)
    expect(booked.price.total.amount).toBe(total)
    expect(booked.booking.amount.amount).toBe(total)
    expect(booked.price.discount.amount).toBe(economy.price.total.amount - total)
  })

  it('refuses bad seat map and booking detail calls', async () => {
    const user = await newTraveller(server)
    const found = await search(makkahToMadinah())
    const train = found.trains[0]!.id
    expect((await seatmap('no-such-session', train, 'economy')).status).toBe(410)
    expect((await seatmap(found.refId, 'HHR-0000', 'economy')).status).toBe(404)
    const badClass = await consumer('/api/v2/railways/seatmap', {
      refId: found.refId,
      trainId: train,
      class: 'first',
    })
    expect(fieldErrors(badClass.body)).toEqual({ class: messages.invalidValue })
    const noTrain = await consumer('/api/v2/railways/seatmap', { refId: found.refId, class: 'economy' })
    expect(fieldErrors(noTrain.body)).toEqual({ trainId: messages.requiredField })
    // The North line's night train sells no business class.
    const north = await search({ from: 'SAR-RUH-N', to: 'SAR-QRY', date: DATE, adults: 1 })
    const night = north.trains.find((candidate) => candidate.night)!.id
    expect((await seatmap(north.refId, night, 'business')).status).toBe(404)
    const detail = (uuid: string) => consumer('/api/v2/railways/booking-detail', { uuid }, { user })
    expect(fieldErrors((await detail('not-a-uuid')).body)).toEqual({ uuid: messages.invalidValue })
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await consumer('/api/v2/railways/booking-detail', { uuid: found.refId })).status).toBe(401)
    expect((await consumer('/api/v2/tickets/verify', {})).status).toBe(400)
  })
})
