import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { stayNights } from '@rihla/api-contract/hotels'
import type {
  HotelOffer,
  HotelSearchCriteria,
  HotelSearchResponse,
  RoomOccupancy,
  SingleItineraryResponse,
} from '@rihla/api-contract/hotels'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { convert, hasRate, ratesOf } from '../inventory/pricing'
import { takenRooms, roomsLeft } from './allotment'
import { allHotels, roomTypesOf, toHotel } from './catalogue'
import type { HotelRow } from './catalogue'
import { findDestination, suggest } from './destinations'
import { cheapestStay, toRoomRate } from './offers'
import { metersBetween } from './places'
import { fits, freeCancellationUntil, ratePlansOf } from './pricing'
import { hotelSearches } from './sessions'

export async function hotelSuggestions(db: Db, query: string, locale: Locale) {
  return { suggestions: suggest(await allHotels(db), query, locale) }
}

/** The longest id prefix the hotels share: their rooms' holds are read with one statement. */
const commonPrefix = (ids: readonly string[]) =>
  ids.reduce((prefix, id) => {
    let length = 0
    while (length < prefix.length && prefix[length] === id[length]) length += 1
    return prefix.slice(0, length)
  })

/** A search's hotels, checked: an unknown destination or currency is a 400 on that field. */
async function searchedHotels(db: Db, search: HotelSearchCriteria, prefix = 'search.') {
  const destination = findDestination(await allHotels(db), search.destination)
  if (!destination) throw new FieldError(`${prefix}destination`, messages.invalidValue)
  const rates = await ratesOf(db)
  if (!hasRate(rates, search.currency)) throw new FieldError(`${prefix}currency`, messages.invalidCurrency)
  return { destination, rates }
}

/** Hotels sort by stars and guest rating, or by distance to the landmark searched. */
function recommended(hotels: readonly HotelRow[], near?: { latitude: number; longitude: number }) {
  return [...hotels].sort((a, b) =>
    near
      ? metersBetween(a, near) - metersBetween(b, near)
      : b.stars - a.stars || b.ratingTenths - a.ratingTenths || a.id.localeCompare(b.id),
  )
}

export async function searchHotels(
  db: Db,
  search: HotelSearchCriteria,
  locale: Locale,
  now = new Date(),
): Promise<HotelSearchResponse> {
  const { destination, rates } = await searchedHotels(db, search)
  const hotels = recommended(destination.hotels, destination.near)
  const nights = stayNights(search.checkIn, search.checkOut)
  const [types, taken] = await Promise.all([
    roomTypesOf(
      db,
      hotels.map((hotel) => hotel.id),
    ),
    takenRooms(db, commonPrefix(hotels.map((hotel) => hotel.id)), now),
  ])
  const offers = hotels.map((hotel): HotelOffer => {
    const ofHotel = types.get(hotel.id) ?? []
    const left = new Map(ofHotel.map((type) => [type.code, roomsLeft(type, nights, taken)]))
    const halalas = cheapestStay(hotel, ofHotel, search.rooms, nights, left)
    const open = ofHotel.filter((type) => left.get(type.code)! > 0)
    return {
      id: hotel.id,
      hotel: toHotel(hotel, locale),
      nights: nights.length,
      available: halalas !== null,
      total: halalas === null ? null : convert(halalas, search.currency, rates),
      perNight:
        halalas === null ? null : convert(Math.round(halalas / nights.length), search.currency, rates),
      freeCancellation: freeCancellationUntil(hotel, search.checkIn) > now,
      boards: [...new Set(open.flatMap((type) => type.boards))],
    }
  })
  const session = await hotelSearches.create(db, search, JSON.stringify(search), now)
  return { refId: session.refId, expiresAt: session.expiresAt.toISOString(), search, hotels: offers }
}

/** Of the searched rooms a room type fits, the one with most guests: its rates are priced for it. */
const largestFitting = (rooms: readonly RoomOccupancy[], fitsRoom: (room: RoomOccupancy) => boolean) =>
  rooms.filter(fitsRoom).sort((a, b) => b.adults - a.adults || b.childAges.length - a.childAges.length)[0]

/** The searched hotel of a session; another hotel is as unknown as a missing one. */
export function sessionHotel(hotels: readonly HotelRow[], search: HotelSearchCriteria, hotelId: string) {
  const destination = findDestination(hotels, search.destination)
  const hotel = destination?.hotels.find((candidate) => candidate.id === hotelId)
  if (!hotel) throw new ServiceError('not_found', serverMessages.notFound)
  return hotel
}

export async function singleItinerary(
  db: Db,
  refId: string,
  hotelId: string,
  locale: Locale,
  now = new Date(),
): Promise<SingleItineraryResponse> {
  const session = await hotelSearches.open(db, refId, now)
  const { search } = session
  const hotel = sessionHotel(await allHotels(db), search, hotelId)
  const nights = stayNights(search.checkIn, search.checkOut)
  const [types, taken, rates] = await Promise.all([
    roomTypesOf(db, [hotel.id]),
    takenRooms(db, `${hotel.id}:`, now),
    ratesOf(db),
  ])
  const renewed = await hotelSearches.renew(db, session, now)
  const money = { currency: search.currency, rates }
  const rooms = (types.get(hotel.id) ?? []).flatMap((type) => {
    const occupancy = largestFitting(search.rooms, (room) => fits(type, room))
    if (!occupancy) return []
    const name = locale === 'ar' ? type.nameAr : type.nameEn
    return [
      {
        id: type.code,
        name,
        bedType: type.bedType,
        sizeSqm: type.sizeSqm,
        maxAdults: type.maxAdults,
        maxChildren: type.maxChildren,
        roomsLeft: roomsLeft(type, nights, taken),
        photos: toHotel(hotel, locale).photos.slice(2, 4),
        rates: ratePlansOf(type).map((plan) =>
          toRoomRate(hotel, plan, occupancy, { checkIn: search.checkIn, nights }, money),
        ),
      },
    ]
  })
  return {
    search,
    hotel: toHotel(hotel, locale),
    nights: nights.length,
    rooms,
    expiresAt: renewed.expiresAt.toISOString(),
  }
}
