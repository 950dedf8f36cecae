import { searchText } from '@rihla/core/routing'

// Only shapes are checked here, as cheaply as can be: the routes load with the first page, and the
// contract's hotels module with the screens. The screen reads the address (address.ts) and the
// contract's schema checks the search.

/**
 * The results page's address besides the place: the whole search, so a result link can be shared.
 * A value the page does not know is dropped rather than failing the page.
 */
export const hotelResultsSearch = (search: Record<string, unknown>) => ({
  /** A suggestion id: `city:Makkah`, `hotel:mak-raffles`. */
  destination: searchText(search.destination, 120),
  checkIn: searchText(search.checkIn, 10),
  checkOut: searchText(search.checkOut, 10),
  /** Each room's adults and children's ages: `2-5-7,1` is two adults with children of 5 and 7, then one adult. */
  // The router reads `rooms=2` as the number 2.
  rooms: searchText(typeof search.rooms === 'number' ? String(search.rooms) : search.rooms, 120),
})
export type HotelResultsSearch = Partial<ReturnType<typeof hotelResultsSearch>>
