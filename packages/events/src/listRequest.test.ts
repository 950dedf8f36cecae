import { describe, expect, it } from 'vitest'
import { activeFilters, listRequestOf, wholeUnits } from './listRequest'

describe('listRequestOf', () => {
  it('asks for the first page by date when the address says nothing', () => {
    expect(listRequestOf('concerts', {}, 'SAR')).toEqual({
      category: 'concerts',
      currency: 'SAR',
      sort: 'date',
      page: 1,
    })
  })

  it('sends the filters, prices in minor units', () => {
    expect(
      listRequestOf(
        'sports',
        {
          city: 'jeddah',
          from: '2026-12-01',
          to: '2026-12-31',
          priceMin: 50,
          priceMax: 400,
          sort: 'price_low',
          page: 2,
        },
        'USD',
      ),
    ).toEqual({
      category: 'sports',
      currency: 'USD',
      city: 'jeddah',
      from: '2026-12-01',
      to: '2026-12-31',
      priceMin: 5_000,
      priceMax: 40_000,
      sort: 'price_low',
      page: 2,
    })
  })

  it('counts the filters set, a date range once', () => {
    expect(activeFilters({ sort: 'popular', page: 3 })).toBe(0)
    expect(activeFilters({ city: 'riyadh', from: '2026-12-01', to: '2026-12-02', priceMin: 0 })).toBe(3)
  })

  it('rounds a range outwards to whole units', () => {
    expect(wholeUnits(12_345, 'down')).toBe(123)
    expect(wholeUnits(12_345, 'up')).toBe(124)
  })
})
