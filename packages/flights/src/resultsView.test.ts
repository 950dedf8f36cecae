import type { Fare, Itinerary } from '@rihla/api-contract/flights'
import { describe, expect, it } from 'vitest'
import { testFare } from './testing/fixtures'
import { filterFacets, hasFilters, noFilters, sortItineraries, visibleItineraries } from './resultsView'

const itinerary = (
  id: string,
  options: {
    price: number
    minutes: number
    stops: number
    airline: string
    departs: string
    fare?: Partial<Fare>
  },
): Itinerary => ({
  id,
  provider: 'ndc',
  validatingAirline: { code: options.airline, name: options.airline },
  legs: [
    {
      origin: 'RUH',
      destination: 'JED',
      stops: options.stops,
      layovers: [],
      durationMinutes: options.minutes,
      segments: [
        {
          id: '0-0',
          flightNumber: `${options.airline} 1`,
          airline: { code: options.airline, name: options.airline },
          aircraft: 'A320',
          origin: 'RUH',
          destination: 'JED',
          departsAt: `2026-12-01T${options.departs}:00.000Z`,
          arrivesAt: '2026-12-01T02:00:00.000Z',
          departureLocal: `2026-12-01T${options.departs}`,
          arrivalLocal: '2026-12-01T23:00',
          durationMinutes: options.minutes,
          distanceKm: 850,
        },
      ],
    },
  ],
  fares: [testFare(options.price, options.fare)],
})

const cheapSlow = itinerary('a', { price: 30_000, minutes: 400, stops: 2, airline: 'XY', departs: '05:00' })
const dearFast = itinerary('b', {
  price: 60_000,
  minutes: 100,
  stops: 0,
  airline: 'SV',
  departs: '09:30',
  fare: { refundable: true, baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 } },
})
const middle = itinerary('c', { price: 35_000, minutes: 110, stops: 0, airline: 'F3', departs: '14:00' })
const all = [cheapSlow, dearFast, middle]

describe('sortItineraries', () => {
  it('sorts by price, by time, and recommends a fair balance', () => {
    expect(sortItineraries(all, 'cheapest').map((i) => i.id)).toEqual(['a', 'c', 'b'])
    expect(sortItineraries(all, 'quickest').map((i) => i.id)).toEqual(['b', 'c', 'a'])
    expect(sortItineraries(all, 'recommended')[0]?.id).toBe('c')
  })
})

describe('sortItineraries on equal durations', () => {
  it('puts the cheaper first, then the earlier departure, whatever the ids', () => {
    // Ids run against the expected order, so the old tie-break by id would fail this.
    const late = itinerary('a1', { price: 40_000, minutes: 100, stops: 0, airline: 'SV', departs: '18:00' })
    const early = itinerary('a2', { price: 40_000, minutes: 100, stops: 0, airline: 'SV', departs: '07:00' })
    const cheap = itinerary('a3', { price: 35_000, minutes: 100, stops: 0, airline: 'XY', departs: '21:00' })
    const quick = itinerary('a4', { price: 90_000, minutes: 80, stops: 0, airline: 'F3', departs: '23:00' })
    const order = (list: Itinerary[]) => sortItineraries(list, 'quickest').map((i) => i.id)
    expect(order([late, early, cheap, quick])).toEqual(['a4', 'a3', 'a2', 'a1'])
    expect(order([quick, cheap, early, late])).toEqual(['a4', 'a3', 'a2', 'a1'])
  })

  it('puts equal prices earliest departure first', () => {
    const late = itinerary('b1', { price: 40_000, minutes: 100, stops: 0, airline: 'SV', departs: '18:00' })
    const early = itinerary('b2', { price: 40_000, minutes: 300, stops: 1, airline: 'SV', departs: '07:00' })
    expect(sortItineraries([late, early], 'cheapest').map((i) => i.id)).toEqual(['b2', 'b1'])
  })
})

describe('visibleItineraries', () => {
  it('filters by stops, airline, price, time of day, duration, baggage and refundability', () => {
    const ids = (filters: Partial<ReturnType<typeof noFilters>>) =>
      visibleItineraries(all, { ...noFilters(), ...filters }, 'cheapest').map((i) => i.id)
    expect(ids({})).toEqual(['a', 'c', 'b'])
    expect(ids({ stops: [0] })).toEqual(['c', 'b'])
    expect(ids({ airlines: ['SV'] })).toEqual(['b'])
    expect(ids({ maxPrice: 35_000 })).toEqual(['a', 'c'])
    expect(ids({ departureWindows: ['morning'] })).toEqual(['b'])
    expect(ids({ departureWindows: ['night', 'afternoon'] })).toEqual(['a', 'c'])
    expect(ids({ maxDurationMinutes: 120 })).toEqual(['c', 'b'])
    expect(ids({ baggageIncluded: true })).toEqual(['b'])
    expect(ids({ refundable: true })).toEqual(['b'])
    expect(ids({ arrivalWindows: ['morning'] })).toEqual([])
  })

  it('knows when filters are set', () => {
    expect(hasFilters(noFilters())).toBe(false)
    expect(hasFilters({ ...noFilters(), refundable: true })).toBe(true)
  })

  it('sorts 1,000 itineraries', () => {
    const many = Array.from({ length: 1000 }, (_, n) =>
      itinerary(`i${n}`, {
        price: 20_000 + ((n * 7919) % 50_000),
        minutes: 60 + (n % 300),
        stops: n % 4,
        airline: 'SV',
        departs: '08:00',
      }),
    )
    const sorted = visibleItineraries(many, noFilters(), 'cheapest')
    expect(sorted).toHaveLength(1000)
    expect(sorted[0]!.fares[0]!.price.total.amount).toBeLessThanOrEqual(
      sorted[999]!.fares[0]!.price.total.amount,
    )
  })
})

describe('filterFacets', () => {
  it('lists airlines cheapest first with the price bounds and stop counts', () => {
    const facets = filterFacets(all)
    expect(facets.airlines.map((a) => a.code)).toEqual(['XY', 'F3', 'SV'])
    expect(facets).toMatchObject({ minPrice: 30_000, maxPrice: 60_000, stops: [0, 2], currency: 'SAR' })
  })
})
