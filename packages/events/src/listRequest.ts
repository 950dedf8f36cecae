import type { EventListRequest } from '@rihla/api-contract/events'
import type { CategorySearch } from './search'

// A category page's address as the listing call asks for it. The address holds prices in whole units
// of the visitor's currency (what they type); the call, like every amount of the API, minor units.

const MINOR_UNITS = 100

/** The listing request of a category page's address, in the visitor's currency. */
export const listRequestOf = (
  category: string,
  search: CategorySearch,
  currency: string,
): EventListRequest => ({
  category,
  currency,
  sort: search.sort ?? 'date',
  page: search.page ?? 1,
  ...(search.city && { city: search.city }),
  ...(search.from && { from: search.from }),
  ...(search.to && { to: search.to }),
  ...(search.priceMin !== undefined && { priceMin: search.priceMin * MINOR_UNITS }),
  ...(search.priceMax !== undefined && { priceMax: search.priceMax * MINOR_UNITS }),
})

/** How many of the page's filters are set (the sort and page are not filters). */
export const activeFilters = (search: CategorySearch) =>
  [search.city, search.from ?? search.to, search.priceMin, search.priceMax].filter(
    (value) => value !== undefined,
  ).length

/** The whole units of a price range's bound, rounded outwards, for the price fields' limits. */
export const wholeUnits = (amount: number, round: 'down' | 'up') =>
  round === 'down' ? Math.floor(amount / MINOR_UNITS) : Math.ceil(amount / MINOR_UNITS)

/** Every filter cleared ("Reset Filters"); the sort stays. */
export const NO_FILTERS = {
  city: undefined,
  from: undefined,
  to: undefined,
  priceMin: undefined,
  priceMax: undefined,
} as const
