import type { BoardBasis, HotelOffer } from '@rihla/api-contract/hotels'

export const SORT_ORDERS = ['recommended', 'price_low', 'rating', 'stars', 'distance'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export interface HotelFilters {
  /** Highest stay price in minor units (all rooms, taxes included); null for any. */
  maxPrice: number | null
  /** Star ratings shown; empty for any. */
  stars: number[]
  /** Lowest guest rating out of 10; 0 for any. */
  minRating: number
  amenities: string[]
  freeCancellation: boolean
  boards: BoardBasis[]
  districts: string[]
}

export const noFilters = (): HotelFilters => ({
  maxPrice: null,
  stars: [],
  minRating: 0,
  amenities: [],
  freeCancellation: false,
  boards: [],
  districts: [],
})

export const isFiltered = (filters: HotelFilters) => JSON.stringify(filters) !== JSON.stringify(noFilters())

/** How many of the filters are set (a list with any choice counts once), for the phone's "Filters (n)". */
export const activeFilterCount = (filters: HotelFilters) =>
  [
    filters.maxPrice !== null,
    filters.stars.length > 0,
    filters.minRating > 0,
    filters.amenities.length > 0,
    filters.freeCancellation,
    filters.boards.length > 0,
    filters.districts.length > 0,
  ].filter(Boolean).length

const some = <T>(wanted: readonly T[], test: (value: T) => boolean) =>
  wanted.length === 0 || wanted.some(test)

/** The offers the filters keep; an unavailable hotel only while no price limit is set. */
export function filterOffers(offers: readonly HotelOffer[], filters: HotelFilters): HotelOffer[] {
  return offers.filter(
    (offer) =>
      (filters.maxPrice === null || (offer.total !== null && offer.total.amount <= filters.maxPrice)) &&
      some(filters.stars, (stars) => offer.hotel.stars === stars) &&
      offer.hotel.rating >= filters.minRating &&
      filters.amenities.every((id) => offer.hotel.amenities.some((amenity) => amenity.id === id)) &&
      (!filters.freeCancellation || offer.freeCancellation) &&
      some(filters.boards, (board) => offer.boards.includes(board)) &&
      some(filters.districts, (district) => offer.hotel.district === district),
  )
}

const price = (offer: HotelOffer) => offer.total?.amount ?? Number.POSITIVE_INFINITY

/** Available hotels first in every order; `recommended` keeps the server's order. */
export function sortOffers(offers: readonly HotelOffer[], order: SortOrder): HotelOffer[] {
  const compare: Record<SortOrder, (a: HotelOffer, b: HotelOffer) => number> = {
    recommended: () => 0,
    price_low: (a, b) => price(a) - price(b),
    rating: (a, b) => b.hotel.rating - a.hotel.rating,
    stars: (a, b) => b.hotel.stars - a.hotel.stars,
    distance: (a, b) => a.hotel.distance.meters - b.hotel.distance.meters,
  }
  return [...offers].sort((a, b) => Number(b.available) - Number(a.available) || compare[order](a, b))
}

/** What the filters can choose from in these results. */
export function filterFacets(offers: readonly HotelOffer[]) {
  const amenities = new Map<string, string>()
  for (const offer of offers)
    for (const amenity of offer.hotel.amenities) amenities.set(amenity.id, amenity.name)
  const prices = offers.flatMap((offer) => (offer.total ? [offer.total.amount] : []))
  return {
    stars: [...new Set(offers.map((offer) => offer.hotel.stars))].sort((a, b) => b - a),
    amenities: [...amenities]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    boards: [...new Set(offers.flatMap((offer) => offer.boards))],
    districts: [...new Set(offers.map((offer) => offer.hotel.district))].sort((a, b) => a.localeCompare(b)),
    maxPrice: prices.length ? Math.max(...prices) : null,
    minPrice: prices.length ? Math.min(...prices) : null,
  }
}

/**
 * The stay prices the price filter offers as upper limits: four steps from the cheapest stay to the
 * dearest, rounded up to a whole 10 of the currency (minor units), the dearest last so every hotel fits.
 */
export function priceLimits(minPrice: number | null, maxPrice: number | null): number[] {
  if (minPrice === null || maxPrice === null || maxPrice <= minPrice) return []
  const step = (maxPrice - minPrice) / 4
  const roundUp = (amount: number) => Math.ceil(amount / 1_000) * 1_000
  return [
    ...new Set([1, 2, 3].map((k) => roundUp(minPrice + step * k)).filter((limit) => limit < maxPrice)),
  ].concat(maxPrice)
}
