import type { Cabin, TripType } from '@rihla/api-contract/flights'
import { searchEnum, searchInteger, searchText } from '@rihla/core/routing'

// Restated rather than imported: the contract's flights module registers its schemas when loaded,
// and the routes load with the first page. Only shapes are checked here, as cheaply as can be; the
// screen reads the address strictly (address.ts) and the contract's schema checks the search.
const TRIPS = ['one_way', 'round_trip', 'multi_city'] as const satisfies readonly TripType[]
const CABIN_CLASSES = ['economy', 'premium_economy', 'business'] as const satisfies readonly Cabin[]
const SEATS = 9

/** `RUH-to-JED`: the results path's airports segment. */
export const isCodesSegment = (codes: string) => /^[A-Za-z]{3}-to-[A-Za-z]{3}$/.test(codes)

/**
 * The results page's address: everything a search needs besides the first flight's airports (in the
 * path), so a result link can be shared. A value the page does not know is dropped rather than failing
 * the page; the form then says what is missing.
 */
export const flightResultsSearch = (search: Record<string, unknown>) => ({
  trip: searchEnum(TRIPS, search.trip),
  date: searchText(search.date, 10),
  return: searchText(search.return, 10),
  /** A multi-city trip's flights: `RUH.JED.2026-12-01,JED.DMM.2026-12-05`. */
  legs: searchText(search.legs, 200),
  cabin: searchEnum(CABIN_CLASSES, search.cabin),
  adults: searchInteger(search.adults, 1, SEATS),
  children: searchInteger(search.children, 0, SEATS),
  infants: searchInteger(search.infants, 0, SEATS),
})
export type FlightResultsSearch = Partial<ReturnType<typeof flightResultsSearch>>
