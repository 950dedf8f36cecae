import { describe, expect, it } from 'vitest'
import { criteriaFromAddress, parseCodes, resultsLocation } from './address'
import { resultsCriteria } from './resultsCriteria'
import { flightResultsSearch } from './search'

describe('the results address', () => {
  it('round-trips a round trip through the path and the query', () => {
    const criteria = {
      tripType: 'round_trip' as const,
      legs: [{ origin: 'RUH', destination: 'JED', date: '2026-12-01' }],
      returnDate: '2026-12-08',
      cabin: 'business' as const,
      adults: 2,
      children: 1,
      infants: 1,
    }
    const location = resultsLocation(criteria, { from: 'Riyadh', to: 'Jeddah' })
    expect(location.params).toEqual({ cities: 'riyadh-to-jeddah', codes: 'RUH-to-JED' })
    const search = flightResultsSearch({ ...location.search })
    expect(criteriaFromAddress(location.params.codes, search)).toEqual(criteria)
  })

  it('keeps every flight of a multi-city trip', () => {
    const legs = [
      { origin: 'RUH', destination: 'JED', date: '2026-12-01' },
      { origin: 'JED', destination: 'DXB', date: '2026-12-04' },
      { origin: 'DXB', destination: 'RUH', date: '2026-12-09' },
    ]
    const location = resultsLocation(
      { tripType: 'multi_city', legs, cabin: 'economy', adults: 1, children: 0, infants: 0 },
      { from: 'الرياض', to: 'جدة' },
    )
    expect(location.params.cities).toBe('الرياض-to-جدة')
    expect(location.search.legs).toBe('RUH.JED.2026-12-01,JED.DXB.2026-12-04,DXB.RUH.2026-12-09')
    const criteria = criteriaFromAddress(location.params.codes, flightResultsSearch({ ...location.search }))
    expect(criteria?.legs).toEqual(legs)
  })

  it('drops what it does not know instead of failing the page', () => {
    expect(flightResultsSearch({ trip: 'space', adults: '12', date: 12, legs: ['RUH'] })).toEqual({
      trip: undefined,
      date: undefined,
      return: undefined,
      legs: undefined,
      cabin: undefined,
      adults: undefined,
      children: undefined,
      infants: undefined,
    })
    expect(parseCodes('RUH-to-JED')).toEqual({ from: 'RUH', to: 'JED' })
    expect(parseCodes('riyadh')).toBeNull()
    // A malformed multi-city address reads as the one flight of its path, which the form then checks.
    expect(criteriaFromAddress('RUH-to-JED', { trip: 'multi_city', legs: 'RUH.JED' })?.legs).toEqual([])
  })

  it('prices the search in the visitor’s currency, which the address does not carry', () => {
    const search = { date: '2026-12-01' }
    expect(criteriaFromAddress('RUH-to-JED', search, 'GBP')?.currency).toBe('GBP')
    // Before a currency is chosen, the contract's default (SAR) applies.
    expect(criteriaFromAddress('RUH-to-JED', search, null)).not.toHaveProperty('currency')
    expect(resultsCriteria('RUH-to-JED', search, null)?.currency).toBe('SAR')
    expect(resultsCriteria('RUH-to-JED', search, 'GBP')?.currency).toBe('GBP')
  })

  it('runs no search for an address the form must correct', () => {
    expect(resultsCriteria('RUH-to-JED', { date: '2026-12-01' }, null)).toMatchObject({ tripType: 'one_way' })
    // No departure date, and a round trip without its return.
    expect(resultsCriteria('RUH-to-JED', {}, null)).toBeNull()
    expect(resultsCriteria('RUH-to-JED', { date: '2026-12-01', trip: 'round_trip' }, null)).toBeNull()
    expect(resultsCriteria('riyadh', { date: '2026-12-01' }, null)).toBeNull()
  })
})
