import type { TrainClass } from '@rihla/api-contract/trains'
import { searchEnum, searchInteger, searchText } from '@rihla/core/routing'

// Only shapes are checked here, as cheaply as can be: the routes load with the first page. The
// contract's schema checks the search itself when the screen asks for trains; its module (the zod
// schemas) stays out of the first page, so the classes are listed here, checked against its type.

const CLASSES = ['economy', 'business', 'sleeper'] as const satisfies readonly TrainClass[]

/**
 * The results page's address: the whole search, so a result link can be shared. A value the page does
 * not know is dropped rather than failing the page.
 */
export const trainResultsSearch = (search: Record<string, unknown>) => ({
  /** Station ids: `HHR-MAK`. */
  from: searchText(search.from, 24),
  to: searchText(search.to, 24),
  date: searchText(search.date, 10),
  adults: searchInteger(search.adults, 0, 9),
  children: searchInteger(search.children, 0, 9),
  infants: searchInteger(search.infants, 0, 9),
  /** The class asked for: its fares come first. */
  class: searchEnum(CLASSES, search.class),
})
export type TrainResultsSearch = Partial<ReturnType<typeof trainResultsSearch>>

/** A city as the results' address names it: `Madinah` → `madinah`, `Al Ahsa` → `al-ahsa`. */
export const citySlug = (city: string) =>
  city
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'station'

/** `/train/{fromCity}-to-{toCity}` for two cities. */
export const resultsSlug = (fromCity: string, toCity: string) =>
  `${citySlug(fromCity)}-to-${citySlug(toCity)}`
