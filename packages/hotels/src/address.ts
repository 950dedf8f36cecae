import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { HotelSearchCriteria, HotelSearchCriteriaInput, RoomOccupancy } from '@rihla/api-contract/hotels'
import type { HotelResultsSearch } from './search'

/** `2-5-7,1`: each room's adults, then its children's ages (not dots: the router would read `2.5` as a number). */
export const roomsParam = (rooms: readonly Pick<RoomOccupancy, 'adults' | 'childAges'>[]) =>
  rooms.map((room) => [room.adults, ...room.childAges].join('-')).join(',')

/** What `roomsParam` wrote, or an empty list for text it could not have written. */
export function parseRooms(text: string | undefined): RoomOccupancy[] {
  if (!text) return []
  const rooms = text.split(',').map((room) => room.split('-').map(Number))
  if (rooms.some((numbers) => numbers.some((n) => !Number.isInteger(n)))) return []
  return rooms.map(([adults = 0, ...childAges]) => ({ adults, childAges }))
}

/** The search an address names, for the contract's schema to check. */
export const criteriaFromAddress = (search: HotelResultsSearch, currency: string) => ({
  destination: search.destination ?? '',
  checkIn: search.checkIn ?? '',
  checkOut: search.checkOut ?? '',
  rooms: parseRooms(search.rooms),
  currency,
})

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The search an address names, or null when it lacks a part (a destination, both dates, a room). Only
 * its shape is checked here, so the results page's first render needs no schema: the server checks the
 * rest (dates in the past, more than 6 rooms…) and its 400 says what is wrong, in the page's language.
 */
export function criteriaOfAddress(
  search: HotelResultsSearch,
  currency: string | null,
): HotelSearchCriteria | null {
  const criteria = criteriaFromAddress(search, currency ?? DEFAULT_CURRENCY)
  const complete =
    criteria.destination.trim() !== '' &&
    ISO_DATE.test(criteria.checkIn) &&
    ISO_DATE.test(criteria.checkOut) &&
    criteria.rooms.length > 0
  return complete ? criteria : null
}

/** `Al Khobar` → `al-khobar`; Arabic names keep their letters. */
export const placeSlug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'saudi-arabia'

/** The results page of a search: `/hotels/{place}?destination=…&checkIn=…&checkOut=…&rooms=…`. */
export function resultsLocation(criteria: HotelSearchCriteriaInput, placeName: string) {
  return {
    to: '/{-$locale}/hotels/$place' as const,
    params: { place: placeSlug(placeName) },
    search: {
      destination: criteria.destination,
      checkIn: criteria.checkIn,
      checkOut: criteria.checkOut,
      rooms: roomsParam(
        criteria.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges ?? [] })),
      ),
    },
  }
}
