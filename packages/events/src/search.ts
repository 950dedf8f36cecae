import type { EventSort } from '@rihla/api-contract/events'
import { searchEnum, searchInteger, searchPage, searchText } from '@rihla/core/routing'

// Only shapes are checked here, as cheaply as can be: the routes load with the first page. The
// contract's schema checks the request when the screen asks for the listing; its module stays out of
// the first page, so the sorts are listed here, checked against its type.

const SORTS = ['date', 'price_low', 'price_high', 'popular'] as const satisfies readonly EventSort[]
const isoDate = (value: unknown) => {
  const text = searchText(value, 10)
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined
}

/** A category page's address: its filters, sort and page, so a filtered listing can be shared. */
export const categorySearch = (search: Record<string, unknown>): CategorySearch => ({
  city: searchText(search.city, 40),
  from: isoDate(search.from),
  to: isoDate(search.to),
  priceMin: searchInteger(search.priceMin, 0, 1_000_000),
  priceMax: searchInteger(search.priceMax, 0, 1_000_000),
  sort: searchEnum(SORTS, search.sort),
  page: searchPage(search.page),
})
export interface CategorySearch {
  city?: string
  from?: string
  to?: string
  /** Whole units of the visitor's currency. */
  priceMin?: number
  priceMax?: number
  sort?: EventSort
  page?: number
}

export { SORTS as EVENT_SORT_VALUES }
