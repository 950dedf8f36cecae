import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale, Message } from '@rihla/api-contract'
import { stayNights } from '@rihla/api-contract/hotels'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import type { Db } from '../../db/client'
import { FieldErrors, ServiceError } from '../../errors'
import { releaseHolds } from '../inventory/holds'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { holdRooms } from './allotment'
import { allHotels, roomTypesOf, toHotel } from './catalogue'
import type { HotelRow, RoomTypeRow } from './catalogue'
import { planOf, toRoomRate } from './offers'
import { cancellationFeeHalalas, fits, freeCancellationUntil, partsOf, stayHalalas } from './pricing'
import type { RatePlan } from './pricing'
import { SESSION_IDLE_MS } from '../search-sessions/service'
import { sessionHotel } from './search'
import { hotelSearches } from './sessions'
import type { HotelSession, StoredHotelQuote } from './sessions'

/** A quoted stay: the hotel, the rate plan of each searched room, and its price in halalas. */
export interface PricedQuote {
  hotel: HotelRow
  plans: RatePlan[]
  nights: string[]
  /** Each room's stay, in the search's room order. */
  stays: ReturnType<typeof stayHalalas>[]
  halalas: number
  feeAfterDeadlineHalalas: number
  /** The earliest free-cancellation deadline; null when any room's rate is non-refundable. */
  freeCancellationUntil: Date | null
}

/** Prices the rates chosen for a session's rooms. A rate the hotel lacks or a room cannot take is refused per field. */
export function priceQuote(
  session: Pick<HotelSession, 'search'>,
  hotel: HotelRow,
  types: readonly RoomTypeRow[],
  rateIds: readonly string[],
): PricedQuote {
  const { search } = session
  const problems: { field: string; userMessage: Message }[] = []
  if (rateIds.length !== search.rooms.length)
    problems.push({ field: 'rates', userMessage: serverMessages.guestsMismatch })
  const plans = rateIds.map((rateId, index) => {
    const plan = planOf(types, rateId)
    const room = search.rooms[index]
    if (!plan || (room && !fits(plan.roomType, room)))
      problems.push({ field: `rates.${index}`, userMessage: messages.invalidValue })
    return plan!
  })
  if (problems.length) throw new FieldErrors(problems)
  const nights = stayNights(search.checkIn, search.checkOut)
  const stays = plans.map((plan, index) => stayHalalas(hotel, plan, search.rooms[index]!, nights))
  const refundable = plans.every((plan) => plan.refundable)
  return {
    hotel,
    plans,
    nights,
    stays,
    halalas: stays.reduce((sum, stay) => sum + stay.halalas, 0),
    feeAfterDeadlineHalalas: plans.reduce(
      (sum, plan, index) => sum + cancellationFeeHalalas(plan, stays[index]!),
      0,
    ),
    freeCancellationUntil: refundable ? freeCancellationUntil(hotel, search.checkIn) : null,
  }
}

/** The contract's quote of a priced stay, in the search's currency and the caller's language. */
export function toHotelQuote(
  session: Pick<HotelSession, 'refId' | 'search' | 'expiresAt'>,
  priced: PricedQuote,
  quotedAt: Date,
  rates: Rates,
  locale: Locale,
): HotelQuote {
  const { search } = session
  const money = { currency: search.currency, rates }
  return {
    refId: session.refId,
    hotel: toHotel(priced.hotel, locale),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    nights: priced.nights.length,
    rooms: priced.plans.map((plan, index) => ({
      occupancy: search.rooms[index]!,
      roomTypeId: plan.roomType.code,
      roomName: locale === 'ar' ? plan.roomType.nameAr : plan.roomType.nameEn,
      bedType: plan.roomType.bedType,
      rate: toRoomRate(
        priced.hotel,
        plan,
        search.rooms[index]!,
        { checkIn: search.checkIn, nights: priced.nights },
        money,
      ),
    })),
    price: priceIn(partsOf(priced.halalas), search.currency, rates),
    cancellation: {
      refundable: priced.freeCancellationUntil !== null,
      freeCancellationUntil: priced.freeCancellationUntil?.toISOString() ?? null,
      feeAfterDeadline: convert(priced.feeAfterDeadlineHalalas, search.currency, rates),
    },
    quotedAt: quotedAt.toISOString(),
    heldUntil: session.expiresAt.toISOString(),
  }
}

/** The session's quote as stored, priced again; a session without one is refused. */
export async function pricedSession(db: Db, session: HotelSession, reference: Db = db) {
  const quote: StoredHotelQuote | null = session.quote
  if (!quote) throw new ServiceError('conflict', serverMessages.roomsNotQuoted)
  const hotel = sessionHotel(await allHotels(reference), session.search, quote.hotelId)
  const types = (await roomTypesOf(db, [hotel.id], reference)).get(hotel.id) ?? []
  return { quote, priced: priceQuote(session, hotel, types, quote.rateIds) }
}

/**
 * Prices one rate per searched room and holds a room of each for every night of the stay, for as long
 * as the session lives. A new quote lets the session's earlier rooms go; a night without a room left is
 * "No Availability Found" (409) and holds nothing.
 */
export async function quoteHotel(
  db: Db,
  request: { RefID: string; ItineraryRefID: string; rates: string[] },
  locale: Locale,
  now = new Date(),
): Promise<HotelQuote> {
  const hotels = await allHotels(db)
  return db.transaction(async (tx) => {
    const session = await hotelSearches.open(tx, request.RefID, now, true)
    if (session.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    const hotel = sessionHotel(hotels, session.search, request.ItineraryRefID)
    const types = (await roomTypesOf(tx, [hotel.id], db)).get(hotel.id) ?? []
    const priced = priceQuote(session, hotel, types, request.rates)
    await releaseHolds(
      tx,
      session.holds.map((hold) => hold.holdId),
      now,
    )
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
    const holds = await holdRooms(
      tx,
      priced.plans.map((plan, room) => ({ room, roomType: plan.roomType })),
      priced.nights,
      expiresAt,
      now,
    )
    if (!holds) throw new ServiceError('conflict', serverMessages.noAvailability)
    const renewed = await hotelSearches.renew(tx, session, now, {
      quote: { hotelId: hotel.id, rateIds: request.rates, quotedAt: now.toISOString() },
      holds,
    })
    return toHotelQuote(renewed, priced, now, await ratesOf(tx), locale)
  })
}

/** The session's quote, priced again by the server; the session and its held rooms live on. */
export async function quotedHotel(db: Db, refId: string, locale: Locale, now = new Date()) {
  const session = await hotelSearches.open(db, refId, now)
  const { quote, priced } = await pricedSession(db, session)
  const renewed = session.bookingId ? session : await hotelSearches.renew(db, session, now)
  return { quote: toHotelQuote(renewed, priced, new Date(quote.quotedAt), await ratesOf(db), locale) }
}
