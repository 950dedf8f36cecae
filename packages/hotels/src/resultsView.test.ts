import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  filterFacets,
  filterOffers,
  isFiltered,
  noFilters,
  priceLimits,
  sortOffers,
} from './resultsView'
import { testOffer } from './testing/fixtures'

const cheap = testOffer('cheap', {
  total: { amount: 40_000, currency: 'SAR' },
  freeCancellation: false,
  hotel: { stars: 3, rating: 7.1, district: 'Aziziyah' },
})
const dear = testOffer('dear', {
  total: { amount: 200_000, currency: 'SAR' },
  hotel: { stars: 5, rating: 9.2 },
})
const full = testOffer('full', { available: false, total: null, perNight: null, hotel: { stars: 5 } })

describe('hotel results view', () => {
  it('counts each filter that is set once, however many of its choices', () => {
    expect(activeFilterCount(noFilters())).toBe(0)
    expect(activeFilterCount({ ...noFilters(), stars: [4, 5], districts: ['Aziziyah'] })).toBe(2)
    expect(
      activeFilterCount({
        ...noFilters(),
        maxPrice: 1,
        minRating: 8,
        freeCancellation: true,
        boards: ['breakfast'],
      }),
    ).toBe(4)
  })

  it('keeps what every filter allows', () => {
    const offers = [cheap, dear, full]
    expect(filterOffers(offers, noFilters())).toHaveLength(3)
    expect(filterOffers(offers, { ...noFilters(), maxPrice: 50_000 }).map((o) => o.id)).toEqual(['cheap'])
    expect(filterOffers(offers, { ...noFilters(), stars: [5] }).map((o) => o.id)).toEqual(['dear', 'full'])
    expect(filterOffers(offers, { ...noFilters(), freeCancellation: true }).map((o) => o.id)).toEqual([
      'dear',
      'full',
    ])
    expect(filterOffers(offers, { ...noFilters(), districts: ['Aziziyah'] }).map((o) => o.id)).toEqual([
      'cheap',
    ])
    expect(filterOffers(offers, { ...noFilters(), minRating: 9 }).map((o) => o.id)).toEqual(['dear'])
    expect(isFiltered(noFilters())).toBe(false)
    expect(isFiltered({ ...noFilters(), minRating: 9 })).toBe(true)
  })

  it('sorts with the hotels that have rooms first', () => {
    expect(sortOffers([full, dear, cheap], 'price_low').map((o) => o.id)).toEqual(['cheap', 'dear', 'full'])
    expect(sortOffers([cheap, full, dear], 'rating').map((o) => o.id)).toEqual(['dear', 'cheap', 'full'])
    expect(sortOffers([full, cheap, dear], 'recommended').map((o) => o.id)).toEqual(['cheap', 'dear', 'full'])
  })

  it('offers the choices these results have', () => {
    const facets = filterFacets([cheap, dear, full])
    expect(facets.stars).toEqual([5, 3])
    expect(facets.districts).toEqual(['Ajyad', 'Aziziyah'])
    expect(facets).toMatchObject({ minPrice: 40_000, maxPrice: 200_000 })
  })

  it('offers price limits from the cheapest stay to the dearest', () => {
    expect(priceLimits(40_000, 120_000)).toEqual([60_000, 80_000, 100_000, 120_000])
    expect(priceLimits(40_000, 40_500)).toEqual([40_500])
    expect(priceLimits(40_000, 40_000)).toEqual([])
    expect(priceLimits(null, null)).toEqual([])
  })
})
