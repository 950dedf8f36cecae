import type { FakeHandlers } from '@rihla/core/testing'
import type { Airport, Itinerary, Leg, Segment } from '@rihla/api-contract/flights'
import { airport, testFare, testItinerary } from './fixtures'

// Richer trips than the tests need, for the stories: a round trip, an overnight connection, several
// fare families, a results page of airlines.

const segment = (
  id: string,
  [code, name, number]: [string, string, number],
  [origin, destination]: [string, string],
  [departureLocal, arrivalLocal]: [string, string],
  durationMinutes: number,
): Segment => ({
  id,
  flightNumber: `${code} ${number}`,
  airline: { code, name },
  aircraft: 'Boeing 787-9',
  origin,
  destination,
  departsAt: `${departureLocal}:00.000Z`,
  arrivesAt: `${arrivalLocal}:00.000Z`,
  departureLocal,
  arrivalLocal,
  durationMinutes,
  distanceKm: 850,
})

const leg = (segments: Segment[], layovers: Leg['layovers'] = []): Leg => ({
  origin: segments[0]!.origin,
  destination: segments.at(-1)!.destination,
  segments,
  stops: segments.length - 1,
  layovers,
  durationMinutes:
    segments.reduce((sum, one) => sum + one.durationMinutes, 0) +
    layovers.reduce((sum, one) => sum + one.minutes, 0),
})

const saudia: [string, string] = ['SV', 'Saudia']

/** Saver, Flex and Business Flex: a bag, changes, a refund, seats running out. */
export const fareFamilies = [
  testFare(48_900, { id: 'saver', seatsLeft: 9 }),
  testFare(74_500, {
    id: 'flex',
    family: 'Flex',
    baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 },
    changeUntil: '2026-11-29T05:00:00.000Z',
    changeFee: { amount: 15_000, currency: 'SAR' },
    seatsLeft: 3,
  }),
  testFare(129_000, {
    id: 'business-flex',
    cabin: 'business',
    family: 'Business Flex',
    baggage: { checkedPieces: 2, checkedKg: 32, cabinKg: 9 },
    changeUntil: '2026-11-29T05:00:00.000Z',
    refundable: true,
    seatsLeft: 1,
  }),
]

/** Riyadh to Jeddah and back, the return a day later. */
export const roundTrip: Itinerary = {
  ...testItinerary('round-sv', { price: 48_900, minutes: 120, stops: 0, airline: saudia }),
  legs: [
    leg([
      segment('0-0', ['SV', 'Saudia', 1024], ['RUH', 'JED'], ['2026-12-01T08:00', '2026-12-01T10:00'], 120),
    ]),
    leg([
      segment('1-0', ['SV', 'Saudia', 1025], ['JED', 'RUH'], ['2026-12-04T19:30', '2026-12-04T21:20'], 110),
    ]),
  ],
  fares: fareFamilies,
}

/** Dammam to Jeddah through Riyadh overnight, landing two days after it left. */
export const overnightConnection: Itinerary = {
  ...testItinerary('overnight-xy', { price: 36_500, minutes: 0, stops: 1, airline: ['XY', 'flynas'] }),
  legs: [
    leg(
      [
        segment('0-0', ['XY', 'flynas', 212], ['DMM', 'RUH'], ['2026-12-01T22:40', '2026-12-01T23:45'], 65),
        segment('0-1', ['XY', 'flynas', 37], ['RUH', 'JED'], ['2026-12-03T06:10', '2026-12-03T08:05'], 115),
      ],
      [{ airport: 'RUH', minutes: 1825 }],
    ),
  ],
}

/** A page of results: three airlines, cheapest first. */
export const resultItineraries: Itinerary[] = [
  testItinerary('it-xy', { price: 32_000, minutes: 115, stops: 0, airline: ['XY', 'flynas'] }),
  overnightConnection,
  roundTrip,
  testItinerary('it-f3', {
    price: 51_000,
    minutes: 125,
    stops: 0,
    airline: ['F3', 'flyadeal'],
    fare: { baggage: { checkedPieces: 1, checkedKg: 20, cabinKg: 7 }, refundable: true },
  }),
]

/** The airports the forms offer, named in the page's language as the server names them. */
export const storyAirports = (locale: 'en' | 'ar'): Airport[] =>
  locale === 'ar'
    ? [
        airport('RUH', 'الرياض'),
        airport('JED', 'جدة'),
        airport('DMM', 'الدمام'),
        airport('MED', 'المدينة المنورة'),
      ].map((one) => ({ ...one, name: `مطار ${one.city} الدولي` }))
    : [
        airport('RUH', 'Riyadh'),
        airport('JED', 'Jeddah'),
        airport('DMM', 'Dammam'),
        airport('MED', 'Madinah'),
      ]

const DAY_MS = 86_400_000

/** The airports, and a lowest fare under every day the calendar asks about (none on Fridays' late flights). */
export const searchHandlers = (locale: 'en' | 'ar'): FakeHandlers => ({
  airportsPopular: () => ({ airports: storyAirports(locale) }),
  airportsSearch: () => ({ airports: storyAirports(locale).slice(0, 2) }),
  calendarFares: ({ query }) => {
    const { date, days } = query as { date: string; days: string }
    return {
      fares: Array.from({ length: Number(days) }, (_, index) => ({
        date: new Date(Date.parse(date) + index * DAY_MS).toISOString().slice(0, 10),
        price: index % 7 === 4 ? null : { amount: 29_900 + ((index * 3_700) % 25_000), currency: 'SAR' },
      })),
    }
  },
})
