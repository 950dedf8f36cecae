import { describe, expect, it } from 'vitest'
import { busResultsSearch, citiesOfSegment, citiesSegment } from './search'

describe('citiesOfSegment', () => {
  it('reads the two cities of a results path, hyphenated ids included', () => {
    expect(citiesOfSegment('riyadh-to-dammam')).toEqual({ from: 'riyadh', to: 'dammam' })
    expect(citiesOfSegment('khamis-mushait-to-al-khobar')).toEqual({
      from: 'khamis-mushait',
      to: 'al-khobar',
    })
    expect(citiesOfSegment(citiesSegment('al-ahsa', 'jeddah'))).toEqual({ from: 'al-ahsa', to: 'jeddah' })
  })

  it('is no results path without exactly two cities', () => {
    for (const segment of ['search', 'riyadh', 'riyadh-to-', '-to-dammam', 'a-to-b-to-c', 'Riyadh-to-Dammam'])
      expect(citiesOfSegment(segment), segment).toBeNull()
  })
})

describe('busResultsSearch', () => {
  it('keeps the day and counts the address gives, and drops what it cannot read', () => {
    expect(busResultsSearch({ date: '2026-12-29', adults: '2', children: 1, infants: 'x' })).toEqual({
      date: '2026-12-29',
      adults: 2,
      children: 1,
      infants: undefined,
    })
    expect(busResultsSearch({ date: 'a'.repeat(40), adults: 12 })).toEqual({
      date: undefined,
      adults: undefined,
      children: undefined,
      infants: undefined,
    })
  })

  it('keeps the order of the bundle whose next trip is booked, and nothing longer than an order id', () => {
    const uuid = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60'
    expect(busResultsSearch({ adults: 1, bundle: uuid }).bundle).toBe(uuid)
    expect(busResultsSearch({ bundle: `${uuid}x` }).bundle).toBeUndefined()
    expect(busResultsSearch({ bundle: 42 }).bundle).toBeUndefined()
  })
})
