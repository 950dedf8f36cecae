import type { Airport, Fare, Itinerary, SearchResponse } from '@rihla/api-contract/flights'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, siteHandlers } from '@rihla/core/testing'
import { errorRoutesFragment } from '@rihla/core/routing'
import { flightsFragment } from '../fragment'
import { harnessRouteTree } from './harness-router'

export const airport = (iata: string, city: string): Airport => ({
  iata,
  city,
  name: `${city} International Airport`,
  countryCode: 'SA',
  domestic: true,
  timezone: 'Asia/Riyadh',
})

export const RUH = airport('RUH', 'Riyadh')
export const JED = airport('JED', 'Jeddah')

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const money = (amount: number) => ({ amount, currency: 'SAR' })

export function testFare(total: number, patch: Partial<Fare> = {}): Fare {
  return {
    id: `fare-${total}`,
    cabin: 'economy',
    family: 'Saver',
    baggage: { checkedPieces: 0, checkedKg: 0, cabinKg: 7 },
    changeable: true,
    changeUntil: null,
    changeFee: null,
    refundable: false,
    refundFee: null,
    seatsLeft: 4,
    price: {
      baseFare: money(total),
      tax: money(0),
      vat: money(0),
      fees: money(0),
      surcharge: money(0),
      serviceCharges: money(0),
      addons: money(0),
      discount: money(0),
      total: money(total),
    },
    ...patch,
  }
}

/** A Riyadh–Jeddah itinerary. */
export function testItinerary(
  id: string,
  options: { price: number; minutes: number; stops: number; airline: [string, string]; fare?: Partial<Fare> },
): Itinerary {
  const [code, name] = options.airline
  return {
    id,
    provider: 'ndc',
    validatingAirline: { code, name },
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
            flightNumber: `${code} 1024`,
            airline: { code, name },
            aircraft: 'Airbus A320neo',
            origin: 'RUH',
            destination: 'JED',
            departsAt: '2026-12-01T05:00:00.000Z',
            arrivesAt: '2026-12-01T07:00:00.000Z',
            departureLocal: '2026-12-01T08:00',
            arrivalLocal: '2026-12-01T10:00',
            durationMinutes: options.minutes,
            distanceKm: 850,
          },
        ],
      },
    ],
    fares: [testFare(options.price, options.fare)],
  }
}

export const searchAnswer = (
  itineraries: Itinerary[],
  provider: string,
  search: unknown,
): SearchResponse => ({
  refId: 'ref-1',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  provider,
  search: search as SearchResponse['search'],
  itineraries,
})

/** The flights screens as a visitor opens them at `path`. */
export function renderFlights(path: string, handlers: FakeHandlers = {}) {
  return renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers({
      airportsPopular: () => ({ airports: [RUH, JED] }),
      airportsSearch: () => ({ airports: [RUH, JED] }),
      calendarFares: () => ({ fares: [] }),
      airlines: () => ({
        airlines: [
          { slug: 'saudia', code: 'SV', name: 'Saudia' },
          { slug: 'flynas', code: 'XY', name: 'flynas' },
        ],
      }),
      ...handlers,
    }),
    catalogs: [errorRoutesFragment.catalog, flightsFragment.catalog],
  })
}
