import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { addDays } from '@rihla/api-contract/dates'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { HotelSearchCriteriaInput, RoomTypeOffer } from '@rihla/api-contract/hotels'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { and, eq, isNull, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookings, hotelBookings, inventoryHolds, refunds, searchSessions } from '../../db/schema'
import { newTraveller } from '../../testing/flightTravellers'
import { partnerTestServer } from '../../testing/partner'
import { payByCard } from '../../testing/payments'
import { countRows } from '../../testing/rows'
import { completeRefunds } from '../payments/refunds'

const api = partnerTestServer()
const { air } = api

const day = (offset: number) => addDays(todayInSaudiArabia(), offset)

const makkah = (overrides: Partial<HotelSearchCriteriaInput> = {}): HotelSearchCriteriaInput => ({
  destination: 'city:Makkah',
  checkIn: day(30),
  checkOut: day(33),
  rooms: [{ adults: 2 }],
  ...overrides,
})

const fieldErrors = (body: unknown) =>
  Object.fromEntries(validationErrorSchema.parse(body).errors.map(({ field, message }) => [field, message]))

async function search(criteria: HotelSearchCriteriaInput) {
  const { status, body } = await air('/hotels/api/search', { json: { search: criteria } })
  expect(status).toBe(200)
  return endpoints.hotelSearch.response.parse(body)
}

async function hotelRooms(refId: string, hotelId: string) {
  const { status, body } = await air(`/hotels/api/single-itinerary?RefID=${refId}&ItineraryRefID=${hotelId}`)
  expect(status).toBe(200)
  return endpoints.hotelSingleItinerary.response.parse(body)
}

const rateOf = (room: RoomTypeOffer, refundable: boolean) =>
  room.rates.find((rate) => rate.board === 'room_only' && rate.refundable === refundable)!

/** Searches, opens a hotel and quotes the same room type's room-only rate for every searched room. */
async function quoted(
  criteria: HotelSearchCriteriaInput = makkah(),
  { hotelId = 'mak-aziziyah', refundable = true, roomType = 'deluxe-king' } = {},
) {
  const found = await search(criteria)
  const detail = await hotelRooms(found.refId, hotelId)
  const room = detail.rooms.find((candidate) => candidate.id === roomType)!
  const rates = criteria.rooms.map(() => rateOf(room, refundable).id)
  const { status, body } = await air('/hotels/api/quote', {
    json: { RefID: found.refId, ItineraryRefID: hotelId, rates },
  })
  expect(status).toBe(200)
  return { refId: found.refId, rates, quote: endpoints.hotelQuote.response.parse(body).quote }
}

const guest = (firstName: string) => ({
  prefix: 'Mr',
  gender: 'male',
  firstName,
  lastName: 'Alharbi',
  nationality: 'SA',
  age: 40,
})
const contact = { email: 'faisal@example.com', phone: '+966501234567' }

async function reserved(
  options: Parameters<typeof quoted>[1] & { criteria?: HotelSearchCriteriaInput } = {},
) {
  const user = await newTraveller(api.server)
  const { refId, quote } = await quoted(options.criteria, options)
  const { status, body } = await air('/hotels/api/reserve', {
    json: {
      RefID: refId,
      api_token: user.api_token,
      guests: quote.rooms.map((_, index) => guest(['Faisal', 'Salem', 'Nasser'][index]!)),
      contact,
    },
  })
  expect(status).toBe(201)
  return { user, refId, quote, booked: endpoints.hotelReserve.response.parse(body) }
}

const cancel = (uuid: string, apiToken: string) =>
  air(`/hotels/api/cancel?UUID=${uuid}&api_token=${apiToken}`, { method: 'DELETE' })

const openRoomHolds = (prefix: string) =>
  api.server.db
    .select()
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, 'room'),
        like(inventoryHolds.resourceKey, `${prefix}%`),
        isNull(inventoryHolds.releasedAt),
      ),
    )

describe('hotel partner API: suggestions', () => {
  it('refuses calls without the partner token', async () => {
    expect((await api.server.request('/hotels/api/suggestions?query=mak')).status).toBe(401)
  })

  it('finds cities, landmarks, districts and hotels as the traveller types, in both languages', async () => {
    const find = async (query: string, locale: 'en' | 'ar' = 'en') =>
      endpoints.hotelSuggestions.response.parse(
        (await air(`/hotels/api/suggestions?query=${encodeURIComponent(query)}`, { locale })).body,
      ).suggestions
    expect((await find('mak'))[0]).toMatchObject({ id: 'city:Makkah', kind: 'city', hotels: 8 })
    expect((await find('مكة', 'ar'))[0]).toMatchObject({ id: 'city:Makkah', name: 'مكة المكرمة' })
    expect((await find('haram')).map((found) => found.id)).toContain('landmark:haram')
    expect((await find('olaya')).map((found) => found.id)).toContain('district:Riyadh:al-olaya')
    const ritz = (await find('ritz', 'ar')).filter((found) => found.kind === 'hotel')
    expect(ritz.map((found) => found.id).sort()).toEqual(['hotel:jed-ritz', 'hotel:ruh-ritz'])
    expect(ritz[0]!.name).toMatch(/ريتز/)
    expect(await find('qqqq')).toEqual([])
    const { status, body } = await air('/hotels/api/suggestions?query=', { locale: 'ar' })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual({ query: messagesAr.cityRequired })
  })
})

describe('hotel search', () => {
  it('lists a city’s hotels with the lowest price for every room, the same for the same search', async () => {
    const criteria = makkah({
      rooms: [{ adults: 2 }, { adults: 1, childAges: [4, 9] }, { adults: 2 }],
      currency: 'USD',
    })
    const first = await search(criteria)
    expect(first.hotels).toHaveLength(8)
    const fairmont = first.hotels.find((offer) => offer.id === 'mak-fairmont')!
    expect(fairmont).toMatchObject({ nights: 3, available: true })
    expect(fairmont.total!.currency).toBe('USD')
    expect(fairmont.hotel).toMatchObject({ name: 'Fairmont Makkah Clock Royal Tower', stars: 5 })
    expect(fairmont.hotel.distance.to).toBe('haram')
    expect(fairmont.hotel.distance.meters).toBeLessThan(1000)
    expect(fairmont.hotel.amenities.map((amenity) => amenity.id)).toContain('kaaba_view')
    expect(fairmont.hotel.photos[0]!.src).toBe('/images/hotels/mak-fairmont/1.webp')
    const again = await search(criteria)
    expect(again.hotels).toEqual(first.hotels)
    expect(again.refId).not.toBe(first.refId)
  })

  it('sorts a landmark’s hotels by distance to it', async () => {
    const { hotels } = await search(makkah({ destination: 'landmark:haram' }))
    expect(hotels.at(-1)!.id).toBe('mak-aziziyah')
  })

  it('prices Ramadan’s last ten nights and the Hajj days above a quiet night in Makkah, and the weekend above the week', async () => {
    // More than a Hijri year (354 days) ahead: Ramadan's last ten nights are always among them.
    const nights = Array.from({ length: 358 }, (_, offset) => day(offset + 2))
    const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    })
    const hijriOf = (night: string) => hijri.format(new Date(`${night}T12:00:00Z`))
    const weekday = (night: string) => new Date(`${night}T12:00:00Z`).getUTCDay()
    const lastTen = nights.find(
      (night) => /^9\/2[2-8]$/.test(hijriOf(night)) && [0, 1, 2].includes(weekday(night)),
    )!
    const quiet = nights.find((night) => /^(2|3)\//.test(hijriOf(night)) && weekday(night) === 1)!
    const perNight = async (checkIn: string) =>
      (await search(makkah({ checkIn, checkOut: addDays(checkIn, 1) }))).hotels.find(
        (offer) => offer.id === 'mak-raffles',
      )!.perNight!.amount
    expect(await perNight(lastTen)).toBeGreaterThan((await perNight(quiet)) * 2)
    // The days of Hajj (8 to 10 Dhu al-Hijjah), on whichever day of the week they fall.
    const hajj = nights.find((night) => /^12\/(8|9|10)$/.test(hijriOf(night)))!
    expect(await perNight(hajj)).toBeGreaterThan((await perNight(quiet)) * 2)
    const riyadh = async (checkIn: string) =>
      (
        await search({
          ...makkah({ checkIn, checkOut: addDays(checkIn, 1) }),
          destination: 'hotel:ruh-novotel',
        })
      ).hotels[0]!.perNight!.amount
    const thursday = nights.find((night) => weekday(night) === 4 && /^(2|3|4|5)\//.test(hijriOf(night)))!
    expect(await riyadh(thursday)).toBeGreaterThan(await riyadh(addDays(thursday, -3)))
  })

  it('refuses bad input per field in the caller’s language and writes nothing', async () => {
    const before = await countRows(api.server.db, searchSessions)
    const refused = async (criteria: unknown, locale: 'en' | 'ar' = 'en') => {
      const { status, body } = await air('/hotels/api/search', { json: { search: criteria }, locale })
      expect(status).toBe(400)
      return fieldErrors(body)
    }
    const seven = Array.from({ length: 7 }, () => ({ adults: 1 }))
    expect(await refused(makkah({ rooms: seven }))).toEqual({ 'search.rooms': messages.maxRooms })
    expect(await refused(makkah({ rooms: seven }), 'ar')).toEqual({ 'search.rooms': messagesAr.maxRooms })
    expect(await refused({ ...makkah(), rooms: [{ adults: 2, childAges: [null] }] })).toEqual({
      'search.rooms.0.childAges.0': messages.childAgeRequired,
    })
    expect(await refused(makkah({ checkOut: day(30) }))).toEqual({
      'search.checkOut': messages.checkOutAfterCheckIn,
    })
    expect(await refused(makkah({ checkIn: day(-1), checkOut: day(1) }))).toEqual({
      'search.checkIn': messages.dateInPast,
    })
    expect(await refused(makkah({ checkOut: day(61) }))).toEqual({ 'search.checkOut': messages.maxNights })
    expect(await refused(makkah({ checkIn: '' }))).toEqual({ 'search.checkIn': messages.dateRequired })
    expect(await refused(makkah({ checkOut: '2027-02-30' }))).toEqual({
      'search.checkOut': messages.invalidValue,
    })
    expect(await refused(makkah({ destination: '' }))).toEqual({
      'search.destination': messages.cityRequired,
    })
    expect(await refused(makkah({ destination: 'city:Atlantis' }))).toEqual({
      'search.destination': messages.invalidValue,
    })
    expect(await refused(makkah({ rooms: [{ adults: 0 }] }))).toEqual({
      'search.rooms.0.adults': messages.invalidValue,
    })
    expect(await refused(makkah({ currency: 'XYZ' }))).toEqual({
      'search.currency': messages.invalidCurrency,
    })
    expect(await countRows(api.server.db, searchSessions)).toBe(before)
  })
})

describe('rooms, quote and quoted', () => {
  it('refuses a missing or malformed field of every session and booking call, per field', async () => {
    const user = await newTraveller(api.server)
    const cases: [string, { method?: string; json?: unknown }, Record<string, string>][] = [
      ['/hotels/api/single-itinerary?RefID=abc', {}, { ItineraryRefID: messagesAr.requiredField }],
      ['/hotels/api/quoted', {}, { RefID: messagesAr.requiredField }],
      [
        '/hotels/api/quote',
        { json: { RefID: 'abc', ItineraryRefID: 'mak-raffles', rates: [] } },
        { rates: messagesAr.fillRequiredFields },
      ],
      [
        '/hotels/api/reserve',
        { json: { RefID: '', api_token: user.api_token, guests: [], contact } },
        { RefID: messagesAr.requiredField, guests: messagesAr.fillRequiredFields },
      ],
      [
        `/hotels/api/bookings/get-detail?UUID=nope&api_token=${user.api_token}`,
        {},
        { UUID: messagesAr.invalidValue },
      ],
      [
        `/hotels/api/cancel?UUID=&api_token=${user.api_token}`,
        { method: 'DELETE' },
        { UUID: messagesAr.requiredField },
      ],
    ]
    for (const [path, options, errors] of cases) {
      const { status, body } = await air(path, { ...options, locale: 'ar' })
      expect(status, path).toBe(400)
      expect(fieldErrors(body), path).toEqual(errors)
    }
  })

  it('lists a rate’s nights in the visitor’s currency adding up to its total, to the cent', async () => {
    const nights = Array.from({ length: 5 }, (_, offset) => day(offset + 20))
    const found = await search(makkah({ checkIn: nights[0]!, checkOut: day(25), currency: 'GBP' }))
    const { rooms } = await hotelRooms(found.refId, 'mak-fairmont')
    for (const rate of rooms.flatMap((room) => room.rates)) {
      expect(rate.nights.map((night) => night.date)).toEqual(nights)
      expect(rate.nights.every((night) => night.price.currency === 'GBP')).toBe(true)
      const sum = rate.nights.reduce((total, night) => total + night.price.amount, 0)
      expect(sum).toBe(rate.price.total.amount)
      expect(rate.cancellationFee).toEqual(rate.refundable ? rate.nights[0]!.price : rate.price.total)
    }
  })

  it('gives the hotel’s room types with refundable and cheaper non-refundable rates', async () => {
    const found = await search(makkah({ rooms: [{ adults: 2, childAges: [6] }] }))
    const detail = await hotelRooms(found.refId, 'mak-fairmont')
    expect(detail.rooms.map((room) => room.id)).toEqual(
      expect.arrayContaining(['deluxe-king', 'deluxe-twin', 'kaaba-view', 'suite']),
    )
    const king = detail.rooms.find((room) => room.id === 'deluxe-king')!
    expect(king.roomsLeft).toBeGreaterThan(0)
    expect(king.rates.map((rate) => rate.board)).toEqual(
      expect.arrayContaining(['room_only', 'breakfast', 'half_board']),
    )
    const flex = rateOf(king, true)
    const nonRefundable = rateOf(king, false)
    expect(nonRefundable.price.total.amount).toBeLessThan(flex.price.total.amount)
    expect(nonRefundable.freeCancellationUntil).toBeNull()
    expect(nonRefundable.cancellationFee).toEqual(nonRefundable.price.total)
    expect(new Date(flex.freeCancellationUntil!).getTime()).toBeLessThan(
      Date.parse(`${day(30)}T00:00:00+03:00`),
    )
    expect(flex.nights).toHaveLength(3)
    expect(
      (await air(`/hotels/api/single-itinerary?RefID=${found.refId}&ItineraryRefID=ruh-ritz`)).status,
    ).toBe(404)
    expect((await air(`/hotels/api/single-itinerary?RefID=nope&ItineraryRefID=mak-fairmont`)).status).toBe(
      410,
    )
  })

  it('holds a room for every night of each searched room, and prices the stay as the rates add up', async () => {
    const criteria = makkah({ rooms: [{ adults: 2 }, { adults: 1 }] })
    const { refId, quote } = await quoted(criteria)
    const holds = await api.server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
    expect(holds[0]!.holds).toHaveLength(2 * 3)
    expect(quote.price.total.amount).toBe(
      quote.rooms.reduce((sum, room) => sum + room.rate.price.total.amount, 0),
    )
    expect(quote.cancellation.refundable).toBe(true)
    const { body } = await air(`/hotels/api/quoted?RefID=${refId}`)
    expect(endpoints.hotelQuoted.response.parse(body).quote.price).toEqual(quote.price)
  })

  it('refuses a rate the hotel lacks or a room cannot take, per field, and holds nothing', async () => {
    const found = await search(makkah({ rooms: [{ adults: 2 }, { adults: 4 }] }))
    const before = await openRoomHolds('mak-aziziyah:')
    const { status, body } = await air('/hotels/api/quote', {
      json: {
        RefID: found.refId,
        ItineraryRefID: 'mak-aziziyah',
        rates: ['deluxe-king:room_only:flex', 'deluxe-king:room_only:flex'],
      },
      locale: 'ar',
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual({ 'rates.1': messagesAr.invalidValue })
    const fewer = await air('/hotels/api/quote', {
      json: { RefID: found.refId, ItineraryRefID: 'mak-aziziyah', rates: ['nope'] },
    })
    expect(fieldErrors(fewer.body)).toEqual({
      rates: serverMessages.guestsMismatch,
      'rates.0': messages.invalidValue,
    })
    expect(await openRoomHolds('mak-aziziyah:')).toEqual(before)
    expect((await air(`/hotels/api/quoted?RefID=${found.refId}`)).status).toBe(409)
  })
})

describe('reservation', () => {
  it('reserves the quoted rooms as a Pending booking at the server’s price, whatever the client sends', async () => {
    const user = await newTraveller(api.server)
    const { refId, quote } = await quoted(makkah({ rooms: [{ adults: 2 }, { adults: 2, childAges: [5] }] }))
    const { status, body } = await air('/hotels/api/reserve', {
      json: {
        RefID: refId,
        api_token: user.api_token,
        guests: [guest('Faisal'), guest('Salem')],
        contact,
        price: { total: { amount: 1, currency: 'SAR' } },
        status: 'Confirmed',
        userId: '00000000-0000-4000-8000-000000000000',
      },
    })
    expect(status).toBe(201)
    const booked = endpoints.hotelReserve.response.parse(body)
    expect(booked.booking).toMatchObject({ status: 'Pending', type: 'hotel' })
    expect(booked.booking.orderId).toMatch(/^RH-HT-/)
    expect(booked.booking.paymentExpiresAt).not.toBeNull()
    expect(booked.price.total).toEqual(quote.price.total)
    expect(booked.confirmationNumber).toBeNull()
    expect(booked.guests.map((one) => one.firstName)).toEqual(['Faisal', 'Salem'])
    const [row] = await api.server.db.select().from(bookings).where(eq(bookings.id, booked.booking.uuid))
    expect(row).toMatchObject({ userId: user.id, totalAmount: quote.price.total.amount })
    // The rooms now wait for the payment, held by the booking.
    const held = await api.server.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.bookingId, row!.id))
    expect(held).toHaveLength(2 * 3)
  })

  it('refuses bad guests per field, duplicate first names included, and writes nothing', async () => {
    const user = await newTraveller(api.server)
    const { refId } = await quoted(makkah({ rooms: [{ adults: 2 }, { adults: 1 }] }))
    const before = await countRows(api.server.db, hotelBookings)
    const reserve = (json: Record<string, unknown>, locale: 'en' | 'ar' = 'en') =>
      air('/hotels/api/reserve', {
        json: { RefID: refId, api_token: user.api_token, contact, ...json },
        locale,
      })
    const duplicate = await reserve({ guests: [guest('Faisal'), guest('faisal')] }, 'ar')
    expect(duplicate.status).toBe(400)
    expect(fieldErrors(duplicate.body)).toEqual({ 'guests.1.firstName': messagesAr.duplicateFirstName })
    const missing = await reserve({
      guests: [guest('Faisal'), { ...guest('Salem'), lastName: '', age: null }],
    })
    expect(fieldErrors(missing.body)).toEqual({
      'guests.1.lastName': messages.lastNameRequired,
      'guests.1.age': messages.requiredField,
    })
    expect(fieldErrors((await reserve({ guests: [guest('Faisal')] })).body)).toEqual({
      guests: serverMessages.guestsMismatch,
    })
    expect(
      fieldErrors((await reserve({ guests: [guest('Faisal'), guest('Salem')], contact: {} })).body),
    ).toMatchObject({
      'contact.email': messages.emailRequired,
    })
    expect((await reserve({ guests: [guest('Faisal'), guest('Salem')], api_token: 'nope' })).status).toBe(401)
    expect(await countRows(api.server.db, hotelBookings)).toBe(before)
  })

  it('shows a booking to its owner only', async () => {
    const { user, booked } = await reserved()
    const detail = await air(
      `/hotels/api/bookings/get-detail?UUID=${booked.booking.uuid}&api_token=${user.api_token}`,
    )
    const shown = endpoints.hotelBookingDetail.response.parse(detail.body)
    expect(shown.address).toBe('Al Aziziyah, Makkah, Saudi Arabia')
    expect(shown).toMatchObject({
      cancellationNow: { fee: { amount: 0 }, refund: { amount: 0 } },
      refund: null,
    })
    const stranger = await newTraveller(api.server)
    const theirs = `/hotels/api/bookings/get-detail?UUID=${booked.booking.uuid}&api_token=${stranger.api_token}`
    expect((await air(theirs)).status).toBe(404)
    expect((await cancel(booked.booking.uuid, stranger.api_token)).status).toBe(404)
    expect(
      (await api.server.db.select().from(bookings).where(eq(bookings.id, booked.booking.uuid)))[0]!.status,
    ).toBe('Pending')
  })
})

describe('cancellation and refunds', () => {
  const detailOf = async (user: { api_token: string }, uuid: string) =>
    endpoints.hotelBookingDetail.response.parse(
      (await air(`/hotels/api/bookings/get-detail?UUID=${uuid}&api_token=${user.api_token}`)).body,
    )

  it('refunds a paid refundable stay in full before the deadline, then Refunded, and its nights sell again', async () => {
    const { user, booked } = await reserved()
    await payByCard(api.server, user, booked.booking.uuid, booked.price.total)
    const paid = await detailOf(user, booked.booking.uuid)
    expect(paid.booking.status).toBe('Confirmed')
    expect(paid.confirmationNumber).toMatch(/^\d{8}$/)
    expect(paid.cancellationNow).toEqual({
      fee: { ...paid.price.total, amount: 0 },
      refund: paid.price.total,
    })

    const { status, body } = await cancel(booked.booking.uuid, user.api_token)
    expect(status).toBe(200)
    expect(endpoints.hotelCancel.response.parse(body).booking.status).toBe('Refund In Progress')
    const [refund] = await api.server.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, booked.booking.uuid))
    expect(refund).toMatchObject({ amount: paid.price.total.amount, status: 'in_progress' })
    expect(
      await api.server.db
        .select()
        .from(inventoryHolds)
        .where(and(eq(inventoryHolds.bookingId, booked.booking.uuid), isNull(inventoryHolds.releasedAt))),
    ).toEqual([])

    await completeRefunds(api.server, new Date(Date.now() + 60_000))
    expect((await detailOf(user, booked.booking.uuid)).booking.status).toBe('Refund In Progress')
    await completeRefunds(api.server, new Date(Date.now() + 11 * 60_000))
    const done = await detailOf(user, booked.booking.uuid)
    expect(done.booking.status).toBe('Refunded')
    expect(done.refund).toMatchObject({ status: 'refunded', amount: paid.price.total })
  })

  it('keeps the first night after the deadline, and a non-refundable stay in full', async () => {
    const tomorrow = makkah({ checkIn: day(1), checkOut: day(3) })
    const late = await reserved({ criteria: tomorrow })
    await payByCard(api.server, late.user, late.booked.booking.uuid, late.booked.price.total)
    const before = await detailOf(late.user, late.booked.booking.uuid)
    const firstNight = late.quote.rooms[0]!.rate.nights[0]!.price.amount
    expect(before.cancellationNow.fee.amount).toBe(firstNight)
    expect((await cancel(late.booked.booking.uuid, late.user.api_token)).status).toBe(200)
    const [refund] = await api.server.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, late.booked.booking.uuid))
    expect(refund!.amount).toBe(late.booked.price.total.amount - firstNight)

    const kept = await reserved({ refundable: false })
    await payByCard(api.server, kept.user, kept.booked.booking.uuid, kept.booked.price.total)
    expect((await detailOf(kept.user, kept.booked.booking.uuid)).cancellationNow.refund.amount).toBe(0)
    const { body } = await cancel(kept.booked.booking.uuid, kept.user.api_token)
    expect(endpoints.hotelCancel.response.parse(body).booking.status).toBe('Cancelled')
    expect(
      await api.server.db.select().from(refunds).where(eq(refunds.bookingId, kept.booked.booking.uuid)),
    ).toEqual([])
  })
})

describe('allotment', () => {
  const lastRoom = async (hotelId: string, roomType: string) => {
    const { hotelRoomTypes } = await import('../../db/schema')
    await api.server.db
      .update(hotelRoomTypes)
      .set({ rooms: 1 })
      .where(and(eq(hotelRoomTypes.hotelId, hotelId), eq(hotelRoomTypes.code, roomType)))
  }

  it('sells a night’s last room to exactly one of 50 travellers reserving at once', async () => {
    await lastRoom('ahb-muftaha', 'deluxe-twin')
    const criteria = { ...makkah(), destination: 'hotel:ahb-muftaha', checkIn: day(50), checkOut: day(52) }
    const found = await search(criteria)
    const detail = await hotelRooms(found.refId, 'ahb-muftaha')
    const twin = detail.rooms.find((room) => room.id === 'deluxe-twin')!
    expect(twin.roomsLeft).toBe(1)
    const [session] = await api.server.db
      .select()
      .from(searchSessions)
      .where(eq(searchSessions.refId, found.refId))
    const refIds = Array.from({ length: 50 }, (_, index) => `${found.refId}-race-${index}`)
    await api.server.db.insert(searchSessions).values(refIds.map((refId) => ({ ...session!, refId })))
    const user = await newTraveller(api.server)
    const answers = await Promise.all(
      refIds.map(async (refId) => {
        const quote = await air('/hotels/api/quote', {
          json: { RefID: refId, ItineraryRefID: 'ahb-muftaha', rates: [rateOf(twin, true).id] },
        })
        if (quote.status !== 200) return quote.status
        const reserve = await air('/hotels/api/reserve', {
          json: { RefID: refId, api_token: user.api_token, guests: [guest('Faisal')], contact },
        })
        return reserve.status
      }),
    )
    expect(answers.filter((status) => status === 201)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(49)
    const sold = await api.server.db
      .select()
      .from(hotelBookings)
      .where(and(eq(hotelBookings.hotelId, 'ahb-muftaha'), eq(hotelBookings.checkIn, day(50))))
    expect(sold).toHaveLength(1)
    expect(await openRoomHolds(`ahb-muftaha:deluxe-twin:${day(50)}:`)).toHaveLength(1)
  })

  it('gives the rooms of a hold that lapsed with its search back to the next traveller', async () => {
    await lastRoom('ahb-green', 'deluxe-king')
    const criteria = { ...makkah(), destination: 'hotel:ahb-green', checkIn: day(60), checkOut: day(61) }
    const first = await quoted(criteria, { hotelId: 'ahb-green' })
    const second = await search(criteria)
    const rate = first.rates[0]!
    const refused = await air('/hotels/api/quote', {
      json: { RefID: second.refId, ItineraryRefID: 'ahb-green', rates: [rate] },
      locale: 'ar',
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ message: messagesAr.noAvailability })
    const past = new Date(Date.now() - 1000)
    await api.server.db
      .update(searchSessions)
      .set({ expiresAt: past })
      .where(eq(searchSessions.refId, first.refId))
    await api.server.db
      .update(inventoryHolds)
      .set({ expiresAt: past })
      .where(and(like(inventoryHolds.resourceKey, 'ahb-green:%'), isNull(inventoryHolds.bookingId)))
    const again = await air('/hotels/api/quote', {
      json: { RefID: second.refId, ItineraryRefID: 'ahb-green', rates: [rate] },
    })
    expect(again.status).toBe(200)
  })
})
