import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { Itinerary, SearchCriteriaInput } from '@rihla/api-contract/flights'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingEvents, bookings, inventoryHolds, searchSessions } from '../../db/schema'
import { expireUnpaidBookings } from '../../jobs/expiry'
import { bornBefore, newTraveller, saudiPassenger } from '../../testing/flightTravellers'
import { partnerTestServer } from '../../testing/partner'
import { forgetEndedSearchSessions } from '../search-sessions/service'

const api = partnerTestServer()
const { air } = api

/** A date counted from today in Saudi Arabia, the calendar the server measures "past" on. */
const day = (offset: number) =>
  new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
const DEPART = day(40)
const RETURN = day(47)

const oneWay = (overrides: Partial<SearchCriteriaInput> = {}): SearchCriteriaInput => ({
  tripType: 'one_way',
  legs: [{ origin: 'RUH', destination: 'JED', date: DEPART }],
  cabin: 'economy',
  adults: 1,
  ...overrides,
})

async function search(criteria: SearchCriteriaInput, extra: Record<string, unknown> = {}) {
  const { status, body } = await air('/air/api/search', { json: { search: criteria, ...extra } })
  expect(status).toBe(200)
  return endpoints.flightSearch.response.parse(body)
}

const fieldErrors = (body: unknown) =>
  Object.fromEntries(validationErrorSchema.parse(body).errors.map(({ field, message }) => [field, message]))

async function quoted(criteria: SearchCriteriaInput, pick = (list: Itinerary[]) => list[0]!) {
  const found = await search(criteria)
  const itinerary = pick(found.itineraries)
  const { status, body } = await air('/air/api/quote', {
    json: { refId: found.refId, itineraryRefId: itinerary.id, fareId: itinerary.fares[0]!.id },
  })
  expect(status).toBe(200)
  return { refId: found.refId, itinerary, quote: endpoints.flightQuote.response.parse(body).quote }
}

const traveller = () => newTraveller(api.server)

const person = saudiPassenger

describe('flight partner API: airports and reference', () => {
  it('refuses calls without the partner token', async () => {
    expect((await api.server.request('/air/api/airports/home')).status).toBe(401)
  })

  it('lists home and popular airports, busiest first, in the locale header’s language', async () => {
    const home = endpoints.airportsHome.response.parse((await air('/air/api/airports/home')).body).airports
    expect(home.slice(0, 3).map((airport) => airport.iata)).toEqual(['RUH', 'JED', 'DMM'])
    expect(home.every((airport) => airport.domestic)).toBe(true)
    const popular = endpoints.airportsPopular.response.parse(
      (await air('/air/api/airports/popular', { locale: 'ar' })).body,
    ).airports
    expect(popular[0]).toMatchObject({ iata: 'RUH', city: 'الرياض' })
    expect(popular.some((airport) => !airport.domestic)).toBe(true)
  })

  it('finds airports as the traveller types, by code or English or Arabic name', async () => {
    const find = async (query: string) =>
      endpoints.airportsSearch.response
        .parse((await air(`/air/api/airports?query=${encodeURIComponent(query)}`)).body)
        .airports.map((airport) => airport.iata)
    expect((await find('jed'))[0]).toBe('JED')
    expect(await find('جده')).toContain('JED')
    expect(await find('الرياض')).toContain('RUH')
    expect(await find('dub')).toContain('DXB')
    expect(await find('qqqq')).toEqual([])
    const { status, body } = await air('/air/api/airports?query=', { locale: 'ar' })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual({ query: messagesAr.requiredField })
  })

  it('gets one airport by IATA code', async () => {
    const { body } = await air('/air/api/airports/get?iata=dxb')
    expect(endpoints.airportGet.response.parse(body).airport).toMatchObject({ iata: 'DXB', domestic: false })
    expect((await air('/air/api/airports/get?iata=ZZZ')).status).toBe(404)
  })

  it('lists the alliances with their member airlines', async () => {
    const { alliances } = endpoints.alliances.response.parse((await air('/air/api/alliances')).body)
    expect(alliances.map((alliance) => alliance.id)).toEqual(['oneworld', 'skyteam', 'star'])
    expect(alliances.find((alliance) => alliance.id === 'skyteam')?.airlines).toContain('SV')
  })
})

describe('calendar fares and search', () => {
  it('gives the same calendar fares for the same query, in the requested currency', async () => {
    const path = `/air/api/calendar-fares?date=${DEPART}&from_iata=RUH&to_iata=DXB&trip_type=round_trip&days=5&currency=USD`
    const first = endpoints.calendarFares.response.parse((await air(path)).body)
    expect(first.fares.map((fare) => fare.date)[4]).toBe(day(44))
    expect(first.fares.every((fare) => fare.price?.currency === 'USD' && fare.price.amount > 0)).toBe(true)
    expect(endpoints.calendarFares.response.parse((await air(path)).body)).toEqual(first)
  })

  it('shows on each day the lowest fare a search for that day finds', async () => {
    const path = `/air/api/calendar-fares?date=${DEPART}&from_iata=JED&to_iata=MED&days=1`
    const [fare] = endpoints.calendarFares.response.parse((await air(path)).body).fares
    const { itineraries } = await search(
      oneWay({ legs: [{ origin: 'JED', destination: 'MED', date: DEPART }] }),
    )
    expect(fare!.price).toEqual(itineraries[0]!.fares[0]!.price.total)
  })

  it('searches dates from today to where the schedule ends, 360 days ahead, and refuses others', async () => {
    const onDate = (date: string, locale?: Locale) =>
      air('/air/api/search', {
        json: { search: oneWay({ legs: [{ origin: 'RUH', destination: 'JED', date }] }) },
        ...(locale && { locale }),
      })
    expect((await onDate(day(0))).status).toBe(200)
    expect((await onDate(day(360))).status).toBe(200)
    for (const date of [day(361), '9999-12-31']) {
      const refused = await onDate(date, 'ar')
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.body)).toEqual({ 'search.legs.0.date': messagesAr.dateBeyondSchedule })
    }
    const yesterday = await onDate(day(-1))
    expect(fieldErrors(yesterday.body)).toEqual({ 'search.legs.0.date': messages.dateInPast })
    const returnTooLate = await air('/air/api/search', {
      json: { search: oneWay({ tripType: 'round_trip', returnDate: day(400) }) },
    })
    expect(fieldErrors(returnTooLate.body)).toEqual({ 'search.returnDate': messages.dateBeyondSchedule })
  })

  it('gives calendar fares only within the schedule: a start outside it is a 400, later days have none', async () => {
    const calendar = (date: string, days: number) =>
      air(`/air/api/calendar-fares?date=${date}&from_iata=JED&to_iata=MED&days=${days}`, { locale: 'ar' })
    for (const [date, message] of [
      ['9999-12-31', messagesAr.dateBeyondSchedule],
      [day(361), messagesAr.dateBeyondSchedule],
      [day(-3), messagesAr.dateInPast],
    ] as const) {
      const refused = await calendar(date, 5)
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.body)).toEqual({ date: message })
    }
    const { fares } = endpoints.calendarFares.response.parse((await calendar(day(357), 6)).body)
    expect(fares.map((entry) => entry.date)).toEqual([357, 358, 359, 360, 361, 362].map(day))
    expect(fares.map((entry) => entry.price === null)).toEqual([false, false, false, false, true, true])
  })

  it('names each bad calendar field with the spec’s message, in Arabic too', async () => {
    const { status, body } = await air('/air/api/calendar-fares?date=&to_iata=JED', { locale: 'ar' })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toMatchObject({
      date: messagesAr.dateRequired,
      from_iata: messagesAr.departureCityRequired,
    })
  })

  it('lists the content providers of a search', async () => {
    const { body } = await air('/air/api/content-providers', { json: oneWay() })
    expect(endpoints.contentProviders.response.parse(body).providers).toHaveLength(3)
    const unknown = await air('/air/api/content-providers', {
      json: oneWay({ legs: [{ origin: 'RUH', destination: 'ZZZ', date: DEPART }] }),
    })
    expect(unknown.status).toBe(400)
    expect(fieldErrors(unknown.body)).toEqual({ 'legs.0.destination': messages.invalidValue })
  })

  it('answers the same search with the same flights, with direct flights and connections', async () => {
    const first = await search(oneWay({ legs: [{ origin: 'RUH', destination: 'LHR', date: DEPART }] }))
    const second = await search(oneWay({ legs: [{ origin: 'RUH', destination: 'LHR', date: DEPART }] }))
    expect(second.refId).not.toBe(first.refId)
    expect(second.itineraries).toEqual(first.itineraries)
    const stops = new Set(first.itineraries.map((itinerary) => itinerary.legs[0]!.stops))
    expect([...stops].sort()).toEqual([0, 1, 2, 3])
    const totals = first.itineraries.map((itinerary) => itinerary.fares[0]!.price.total.amount)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    for (const itinerary of first.itineraries) {
      const leg = itinerary.legs[0]!
      expect(leg.segments[0]!.origin).toBe('RUH')
      expect(leg.segments.at(-1)!.destination).toBe('LHR')
      expect(leg.layovers).toHaveLength(leg.stops)
      for (const layover of leg.layovers) expect(layover.minutes).toBeGreaterThanOrEqual(55)
    }
  })

  it('prices fares part by part: the total adds up, VAT is 15% on a domestic fare', async () => {
    const { itineraries } = await search(oneWay({ adults: 2, children: 1, infants: 1 }))
    const { price } = itineraries[0]!.fares[0]!
    const { baseFare, tax, vat, fees, surcharge, serviceCharges, addons, discount, total } = price
    expect(total.amount).toBe(
      baseFare.amount +
        tax.amount +
        vat.amount +
        fees.amount +
        surcharge.amount +
        serviceCharges.amount +
        addons.amount -
        discount.amount,
    )
    const taxed = baseFare.amount + fees.amount + surcharge.amount + serviceCharges.amount
    expect(Math.abs(vat.amount - Math.round(taxed * 0.15))).toBeLessThanOrEqual(1)
    const families = itineraries[0]!.fares.map((fare) => fare.id)
    expect(families).toEqual(['economy-light', 'economy-value', 'economy-flex'])
  })

  it('searches round trips and multi-city trips', async () => {
    const roundTrip = await search(oneWay({ tripType: 'round_trip', returnDate: RETURN }))
    expect(roundTrip.itineraries.length).toBeGreaterThan(20)
    for (const itinerary of roundTrip.itineraries.slice(0, 20)) {
      expect(itinerary.legs.map((leg) => [leg.origin, leg.destination])).toEqual([
        ['RUH', 'JED'],
        ['JED', 'RUH'],
      ])
    }
    const multi = await search({
      tripType: 'multi_city',
      legs: [
        { origin: 'RUH', destination: 'DXB', date: day(40) },
        { origin: 'DXB', destination: 'CAI', date: day(43) },
        { origin: 'CAI', destination: 'JED', date: day(46) },
      ],
      cabin: 'business',
      adults: 1,
    })
    expect(multi.itineraries.length).toBeGreaterThan(10)
    const itinerary = multi.itineraries[0]!
    expect(itinerary.legs.map((leg) => leg.destination)).toEqual(['DXB', 'CAI', 'JED'])
    expect(itinerary.fares.every((fare) => fare.cabin === 'business')).toBe(true)
  })

  it('answers provider by provider into one session, together the whole result', async () => {
    const criteria = oneWay({ legs: [{ origin: 'JED', destination: 'CAI', date: DEPART }] })
    const whole = await search(criteria)
    let refId: string | undefined
    const parts: Itinerary[] = []
    for (const provider of ['ndc', 'gulf', 'gds']) {
      const part = await search(criteria, { provider, ...(refId && { refId }) })
      refId ??= part.refId
      expect(part.refId).toBe(refId)
      expect(part.itineraries.every((itinerary) => itinerary.provider === provider)).toBe(true)
      parts.push(...part.itineraries)
    }
    expect(parts.map((itinerary) => itinerary.id).sort()).toEqual(whole.itineraries.map((i) => i.id).sort())
  })

  it.each<[string, SearchCriteriaInput, Record<string, string>]>([
    [
      'missing cities and date',
      { tripType: 'one_way', legs: [{ origin: '', destination: '', date: '' }] },
      {
        'search.legs.0.origin': messages.departureCityRequired,
        'search.legs.0.destination': messages.arrivalCityRequired,
        'search.legs.0.date': messages.dateRequired,
      },
    ],
    [
      'a round trip without a return date',
      oneWay({ tripType: 'round_trip' }),
      { 'search.returnDate': messages.bothDatesRequired },
    ],
    [
      'more infants than adults',
      oneWay({ adults: 1, infants: 2 }),
      { 'search.infants': messages.infantsExceedAdults },
    ],
    ['more than 9 seats', oneWay({ adults: 6, children: 4 }), { 'search.children': messages.maxSeats }],
    [
      'a date in the past',
      oneWay({ legs: [{ origin: 'RUH', destination: 'RUH', date: day(-2) }] }),
      { 'search.legs.0.date': messages.dateInPast, 'search.legs.0.destination': messages.sameAirports },
    ],
    [
      'a multi-city trip of one flight',
      oneWay({ tripType: 'multi_city' }),
      { 'search.legs': messages.multiCityLegs },
    ],
  ])('refuses %s with the spec’s messages', async (_name, criteria, expected) => {
    for (const locale of ['en', 'ar'] as const) {
      const { status, body } = await air('/air/api/search', { json: { search: criteria }, locale })
      expect(status).toBe(400)
      const translate = (message: string) =>
        locale === 'en'
          ? message
          : messagesAr[Object.entries(messages).find(([, m]) => m === message)![0] as keyof typeof messages]
      expect(fieldErrors(body)).toMatchObject(
        Object.fromEntries(Object.entries(expected).map(([field, message]) => [field, translate(message)])),
      )
    }
  })
})

describe('fares, quotes and the session log', () => {
  it('gets every cabin’s fares of an itinerary, and the itinerary from the session log', async () => {
    const found = await search(oneWay({ legs: [{ origin: 'RUH', destination: 'DXB', date: DEPART }] }))
    const itinerary = found.itineraries.find(
      (candidate) => candidate.legs[0]!.stops === 0 && candidate.validatingAirline.code === 'SV',
    )!
    const { body } = await air('/air/api/get-fares', {
      json: { refId: found.refId, itineraryRefId: itinerary.id },
    })
    const fares = endpoints.getFares.response.parse(body)
    expect(fares.itinerary).toEqual(itinerary)
    expect(fares.fares.map((fare) => fare.id)).toEqual([
      'economy-light',
      'economy-value',
      'economy-flex',
      'premium_economy-standard',
      'premium_economy-flex',
      'business-classic',
      'business-flex',
    ])
    const [light, value] = fares.fares
    expect(light).toMatchObject({ changeable: false, changeUntil: null, refundable: false })
    // Changes are accepted until 48 hours before departure.
    expect(Date.parse(itinerary.legs[0]!.segments[0]!.departsAt) - Date.parse(value!.changeUntil!)).toBe(
      48 * 3_600_000,
    )
    const logged = await air(
      `/air/api/session-log/get-itinerary?refid=${found.refId}&itinerary_refid=${itinerary.id}`,
    )
    expect(endpoints.sessionItinerary.response.parse(logged.body).itinerary).toEqual(itinerary)
    const missing = await air('/air/api/get-fares', { json: { refId: found.refId, itineraryRefId: 'nope' } })
    expect(missing).toMatchObject({ status: 404, body: { message: messages.flightDetailsError } })
  })

  it('quotes a fare and keeps its price until it ages; then the requote moves it and says so', async () => {
    const { refId, quote } = await quoted(oneWay())
    expect(quote.price).toEqual(quote.fare.price)
    const fresh = endpoints.flightRequote.response.parse(
      (await air('/air/api/requote', { json: { refId } })).body,
    )
    expect(fresh.priceChanged).toBe(false)
    expect(fresh.newTotal).toEqual(quote.price.total)

    // Twenty minutes later the sandbox rule has moved the fare two steps.
    const [session] = await api.server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
    const aged = new Date(Date.now() - 21 * 60_000).toISOString()
    await api.server.db
      .update(searchSessions)
      .set({ quote: { ...session!.quote!, quotedAt: aged } })
      .where(eq(searchSessions.refId, refId))
    const { body } = await air('/air/api/session-log/get-quote?refid=' + refId + '&refresh=1')
    const refreshed = endpoints.sessionQuote.response.parse(body)
    expect(refreshed.priceChanged).toBe(true)
    expect(refreshed.previousTotal).toEqual(quote.price.total)
    expect(refreshed.quote.price.baseFare.amount).toBeGreaterThan(quote.price.baseFare.amount)
    expect(refreshed.quote.price.total.amount).toBeGreaterThan(quote.price.total.amount)
    const logged = endpoints.sessionQuote.response.parse(
      (await air(`/air/api/session-log/get-quote?refid=${refId}`)).body,
    )
    expect(logged.quote.price).toEqual(refreshed.quote.price)
  })

  it('offers baggage, meals and special services for the quoted trip', async () => {
    const { refId } = await quoted(oneWay())
    const bags = endpoints.flightBaggage.response.parse((await air(`/air/api/baggage?refid=${refId}`)).body)
    expect(bags.options.map((option) => option.kg)).toEqual([10, 20, 30])
    const meals = endpoints.flightMeals.response.parse(
      (await air(`/air/api/meal?refid=${refId}`, { locale: 'ar' })).body,
    )
    expect(meals.options.find((meal) => meal.code === 'VGML')?.name).toBe('وجبة نباتية')
    const ssr = endpoints.flightSsr.response.parse((await air(`/air/api/ssr?refid=${refId}`)).body)
    expect(ssr.options.map((option) => option.code)).toContain('WCHR')
    const unquoted = await search(oneWay())
    expect((await air(`/air/api/baggage?refid=${unquoted.refId}`)).status).toBe(409)
  })

  it('answers an expired or unknown session with "Search Results Expired"', async () => {
    const { refId } = await quoted(oneWay())
    await api.server.db
      .update(searchSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(searchSessions.refId, refId))
    const expired = await air(`/air/api/session-log/get-quote?refid=${refId}`, { locale: 'ar' })
    expect(expired).toMatchObject({ status: 410, body: { message: messagesAr.searchExpired } })
    const unknown = await air('/air/api/requote', { json: { refId: 'unknown' } })
    expect(unknown).toMatchObject({ status: 410, body: { message: serverMessages.searchExpired } })
  })

  it('forgets sessions an hour after they ended, keeping the rest', async () => {
    const ended = await quoted(oneWay())
    const recent = await quoted(oneWay({ adults: 2 }))
    const now = Date.now()
    await api.server.db
      .update(searchSessions)
      .set({ expiresAt: new Date(now - 2 * 3600_000) })
      .where(eq(searchSessions.refId, ended.refId))
    await api.server.db
      .update(searchSessions)
      .set({ expiresAt: new Date(now - 60_000) })
      .where(eq(searchSessions.refId, recent.refId))
    await forgetEndedSearchSessions(api.server.db, new Date(now))
    const left = await api.server.db
      .select({ refId: searchSessions.refId })
      .from(searchSessions)
      .where(inArray(searchSessions.refId, [ended.refId, recent.refId]))
    expect(left).toEqual([{ refId: recent.refId }])
  })

  it('extends a session on every use', async () => {
    const { refId } = await quoted(oneWay())
    const soon = new Date(Date.now() + 60_000)
    await api.server.db.update(searchSessions).set({ expiresAt: soon }).where(eq(searchSessions.refId, refId))
    await air(`/air/api/ssr?refid=${refId}`)
    const [session] = await api.server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000)
  })
})

describe('seats', () => {
  const firstFreeSeat = async (refId: string, segment: string) => {
    const map = endpoints.flightSeatmap.response.parse(
      (await air(`/air/api/seatmap?refid=${refId}&segment=${segment}`)).body,
    )
    return map.rows.flatMap((row) => row.seats).find((seat) => seat.state === 'available')!.seat
  }

  it('holds a chosen seat for the session and never for a second one', async () => {
    const criteria = oneWay({ adults: 2 })
    const mine = await quoted(criteria)
    const theirs = await quoted(criteria)
    expect(theirs.itinerary.id).toBe(mine.itinerary.id)
    const seat = await firstFreeSeat(mine.refId, '0-0')
    const hold = (refId: string, passenger: number, chosen = seat) =>
      air('/air/api/seatmap/hold', { json: { refId, segment: '0-0', passenger, seat: chosen } })

    const held = await hold(mine.refId, 0)
    expect(held.status).toBe(200)
    expect(endpoints.flightSeatHold.response.parse(held.body).seats).toMatchObject([{ passenger: 0, seat }])
    expect(await hold(theirs.refId, 0)).toMatchObject({
      status: 409,
      body: { message: serverMessages.seatTaken },
    })

    const seatState = async (refId: string) =>
      endpoints.flightSeatmap.response
        .parse((await air(`/air/api/seatmap?refid=${refId}&segment=0-0`)).body)
        .rows.flatMap((row) => row.seats)
        .find((candidate) => candidate.seat === seat)!.state
    expect(await seatState(mine.refId)).toBe('held_by_you')
    expect(await seatState(theirs.refId)).toBe('occupied')

    // Choosing another seat lets the first one go.
    const other = await firstFreeSeat(mine.refId, '0-0')
    expect((await hold(mine.refId, 0, other)).status).toBe(200)
    expect((await hold(theirs.refId, 0)).status).toBe(200)
    expect(await hold(mine.refId, 5)).toMatchObject({ status: 400 })

    // A hold lapses with its idle session; then the seat sells again.
    await api.server.db
      .update(inventoryHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(inventoryHolds.resourceType, 'seat'), isNull(inventoryHolds.releasedAt)))
    await api.server.db
      .update(searchSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(searchSessions.refId, theirs.refId))
    expect((await hold(mine.refId, 1)).status).toBe(200)
  })

  it('gives one seat to exactly one of 100 sessions asking at once', async () => {
    const { refId, itinerary } = await quoted(oneWay())
    const seat = await firstFreeSeat(refId, '0-0')
    const flight = itinerary.legs[0]!.segments[0]!.flightNumber
    const [session] = await api.server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
    const refIds = Array.from({ length: 100 }, (_, index) => `${refId}-race-${index}`)
    await api.server.db.insert(searchSessions).values(refIds.map((id) => ({ ...session!, refId: id })))
    const answers = await Promise.all(
      refIds.map((id) =>
        air('/air/api/seatmap/hold', { json: { refId: id, segment: '0-0', passenger: 0, seat } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(99)
    const open = await api.server.db
      .select()
      .from(inventoryHolds)
      .where(and(eq(inventoryHolds.resourceType, 'seat'), isNull(inventoryHolds.releasedAt)))
    expect(
      open.filter(({ resourceKey }) => resourceKey.includes(flight) && resourceKey.endsWith(`:${seat}`)),
    ).toHaveLength(1)
  })
})

describe('reservation', () => {
  it('books 2 adults, a child and an infant with add-ons and a seat, at the server’s own price', async () => {
    const user = await traveller()
    const { refId, quote } = await quoted(oneWay({ adults: 2, children: 1, infants: 1 }))
    const seat = endpoints.flightSeatmap.response
      .parse((await air(`/air/api/seatmap?refid=${refId}&segment=0-0`)).body)
      .rows.flatMap((row) => row.seats)
      .find((candidate) => candidate.state === 'available')!
    await air('/air/api/seatmap/hold', { json: { refId, segment: '0-0', passenger: 2, seat: seat.seat } })
    const { options } = endpoints.flightBaggage.response.parse(
      (await air(`/air/api/baggage?refid=${refId}`)).body,
    )
    const bag = options.find((option) => option.kg === 20)!

    const { status, body } = await air('/air/api/reserve', {
      json: {
        refId,
        api_token: user.api_token,
        passengers: [
          person('adult', 'Faisal', quote.travelDate),
          person('adult', 'Nora', quote.travelDate),
          person('child', 'Salem', quote.travelDate),
          person('infant', 'Reem', quote.travelDate),
        ],
        contact: { email: 'Faisal@Example.com', phone: '+966 50 123 4567' },
        baggage: [{ passenger: 0, optionId: bag.id }],
        meals: [{ passenger: 1, segment: '0-0', code: 'VGML' }],
        ssr: [{ passenger: 0, code: 'WCHR' }],
        // A client's price is never used.
        price: { total: { amount: 1, currency: 'SAR' } },
        totalAmount: 1,
      },
    })
    expect(status).toBe(201)
    const booked = endpoints.flightReserve.response.parse(body)
    expect(booked.booking).toMatchObject({ type: 'airline', status: 'Pending', paid: false })
    expect(booked.booking.pnr).toMatch(/^[A-Z0-9]{6}$/)
    expect(booked.booking.paymentExpiresAt).not.toBeNull()
    const addons = bag.price.amount + booked.addons.meals[0]!.price.amount + seat.price.amount
    expect(booked.price.addons.amount).toBe(addons)
    expect(booked.price.total.amount).toBe(quote.price.total.amount + addons)
    expect(booked.booking.amount).toEqual(booked.price.total)
    expect(booked.passengers.map((passenger) => passenger.type)).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ])
    expect(booked.addons.seats).toMatchObject([{ passenger: 2, seat: seat.seat }])
    expect(booked.contact).toEqual({ email: 'faisal@example.com', phone: '+966501234567' })

    const events = await api.server.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booked.booking.uuid))
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'Pending' }])
    const holds = await api.server.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.bookingId, booked.booking.uuid))
    expect(holds).toHaveLength(1)
    expect(holds[0]!.expiresAt.toISOString()).toBe(booked.booking.paymentExpiresAt)

    const list = await api.server.request('/api/v2/bookings/index', {
      json: { tab: 'upcoming', type: 'airline' },
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(endpoints.bookingsIndex.response.parse(list.body).bookings.map((b) => b.uuid)).toEqual([
      booked.booking.uuid,
    ])

    const detailPath = `/air/api/bookings/get-detail?uuid=${booked.booking.uuid}&api_token=${user.api_token}`
    const detail = endpoints.flightBookingDetail.response.parse(
      (await air(detailPath, { locale: 'ar' })).body,
    )
    expect(detail.price).toEqual(booked.price)
    expect(detail.booking.title).toBe('الرياض إلى جدة')

    // The same session reserved again gives the same booking (a double click); another user gets nothing.
    const again = await air('/air/api/reserve', {
      json: {
        refId,
        api_token: user.api_token,
        passengers: [{ type: 'adult' }],
        contact: { email: 'a@example.com', phone: '+966501234567' },
      },
    })
    expect(again.status).toBe(201)
    expect(endpoints.flightReserve.response.parse(again.body).booking.uuid).toBe(booked.booking.uuid)
    // Unpaid past its window, the booking expires and its seat goes back on sale.
    await expireUnpaidBookings(api.server, new Date(Date.now() + 31 * 60_000))
    const [released] = await api.server.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.bookingId, booked.booking.uuid))
    expect(released!.releasedAt).not.toBeNull()

    const stranger = await traveller()
    const foreign = await air(
      `/air/api/bookings/get-detail?uuid=${booked.booking.uuid}&api_token=${stranger.api_token}`,
    )
    expect(foreign.status).toBe(404)
  })

  it('checks every passenger for the trip and names each bad field, in Arabic too', async () => {
    const user = await traveller()
    const { refId, quote } = await quoted(
      oneWay({ legs: [{ origin: 'RUH', destination: 'DXB', date: DEPART }], adults: 1, children: 1 }),
    )
    const child = {
      ...person('child', 'Salem', quote.travelDate),
      dateOfBirth: bornBefore(quote.travelDate, 20),
    }
    const { status, body } = await air('/air/api/reserve', {
      locale: 'ar',
      json: {
        refId,
        api_token: user.api_token,
        passengers: [{ ...person('adult', 'F1', quote.travelDate) }, child],
        contact: { email: 'not-an-email', phone: '' },
      },
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toMatchObject({
      'contact.email': messagesAr.invalidEmail,
      'contact.phone': messagesAr.phoneRequired,
    })

    const second = await air('/air/api/reserve', {
      locale: 'ar',
      json: {
        refId,
        api_token: user.api_token,
        passengers: [{ ...person('adult', 'F1', quote.travelDate) }, child],
        contact: { email: 'f@example.com', phone: '+966501234567' },
      },
    })
    expect(second.status).toBe(400)
    // Abroad a passport is needed; the names and the child's age are checked on the travel date.
    expect(fieldErrors(second.body)).toMatchObject({
      'passengers.0.firstName': messagesAr.firstLastNameRule,
      'passengers.0.passportNumber': messagesAr.passportRequired,
      'passengers.1.dateOfBirth': messagesAr.childAge,
    })
    const wrongCount = await air('/air/api/reserve', {
      json: {
        refId,
        api_token: user.api_token,
        passengers: [person('adult', 'Faisal', quote.travelDate)],
        contact: { email: 'f@example.com', phone: '+966501234567' },
      },
    })
    expect(fieldErrors(wrongCount.body)).toEqual({ passengers: serverMessages.passengersMismatch })
    expect(await api.server.db.select().from(bookings).where(eq(bookings.userId, user.id))).toEqual([])
  })

  it('refuses a quote that has aged past its price, and an unknown traveller', async () => {
    const user = await traveller()
    const { refId, quote } = await quoted(oneWay())
    const request = {
      refId,
      api_token: user.api_token,
      passengers: [person('adult', 'Faisal', quote.travelDate)],
      contact: { email: 'f@example.com', phone: '+966501234567' },
    }
    expect((await air('/air/api/reserve', { json: { ...request, api_token: 'nobody' } })).status).toBe(401)
    const [session] = await api.server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
    await api.server.db
      .update(searchSessions)
      .set({ quote: { ...session!.quote!, quotedAt: new Date(Date.now() - 11 * 60_000).toISOString() } })
      .where(eq(searchSessions.refId, refId))
    expect(await air('/air/api/reserve', { json: request })).toMatchObject({
      status: 409,
      body: { message: serverMessages.paymentPriceChanged },
    })
    await air('/air/api/requote', { json: { refId } })
    expect((await air('/air/api/reserve', { json: request })).status).toBe(201)
  })
})
