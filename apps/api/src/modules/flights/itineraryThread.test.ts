import { daysLater } from '@rihla/api-contract/dates'
import { endpoints } from '@rihla/api-contract/endpoints'
import { searchRequestSchema } from '@rihla/api-contract/flights'
import type { SearchRequest } from '@rihla/api-contract/flights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../testing/testDatabase'
import type { TestDatabase } from '../../testing/testDatabase'
import { loadConfig } from '../../config'
import { migrateDatabase } from '../../db/migrate'
import { seedDatabase } from '../../db/seed'
import { ItineraryThread } from './itineraryThread'
import { searchFlights, searchFlightsJson } from './search'

// The server builds search answers' itineraries on a worker thread; the other API tests search on
// their own thread. Both must answer the same, whatever the trip, party, language, currency or provider.

let test: TestDatabase
let thread: ItineraryThread
beforeAll(async () => {
  test = await createTestDatabase()
  await migrateDatabase(test.database)
  await seedDatabase(test.database.db, loadConfig({ RIHLA_SANDBOX: '1' }))
  thread = new ItineraryThread()
})
afterAll(async () => {
  await thread.close()
  await test.dispose()
})

const date = daysLater(21)
const SEARCHES: [string, SearchRequest, 'en' | 'ar'][] = [
  ['a one-way domestic search', { search: { legs: [{ origin: 'RUH', destination: 'JED', date }] } }, 'en'],
  [
    'a round trip in Business for a family, in Arabic and dollars',
    {
      search: {
        tripType: 'round_trip',
        legs: [{ origin: 'JED', destination: 'LHR', date }],
        returnDate: daysLater(28),
        cabin: 'business',
        adults: 2,
        children: 1,
        infants: 1,
        currency: 'USD',
      },
    },
    'ar',
  ],
  [
    'a multi-city search',
    {
      search: {
        tripType: 'multi_city',
        legs: [
          { origin: 'DMM', destination: 'DXB', date },
          { origin: 'DXB', destination: 'CAI', date: daysLater(24) },
          { origin: 'CAI', destination: 'DMM', date: daysLater(27) },
        ],
      },
    },
    'en',
  ],
  [
    "one provider's results",
    { search: { legs: [{ origin: 'RUH', destination: 'DXB', date }] }, provider: 'gulf' },
    'en',
  ],
]

describe('itineraries built on a worker thread', () => {
  it.each(SEARCHES)('answer %s as a search on the request thread does', async (_, input, locale) => {
    const request = searchRequestSchema.parse(input)
    const now = new Date()
    const { refId, ...inProcess } = await searchFlights(test.database.db, request, locale, now)
    const answer = endpoints.flightSearch.response.parse(
      JSON.parse(
        new TextDecoder().decode(await searchFlightsJson(test.database.db, request, locale, thread, now)),
      ),
    )
    expect(answer.itineraries.length).toBeGreaterThan(0)
    expect(answer.refId).not.toBe(refId)
    expect({ ...answer, refId: undefined }).toEqual({ ...inProcess, refId: undefined })
  })
})

describe('several itinerary workers', () => {
  it('answer searches sent at once, each worker given the network before its first search', async () => {
    const pool = new ItineraryThread(2)
    try {
      const requests = SEARCHES.map(
        ([, input, locale]) => [searchRequestSchema.parse(input), locale] as const,
      )
      const now = new Date()
      const idsOf = (itineraries: { id: string }[]) => itineraries.map((itinerary) => itinerary.id)
      const expected = await Promise.all(
        requests.map(async ([request, locale]) =>
          idsOf((await searchFlights(test.database.db, request, locale, now)).itineraries),
        ),
      )
      // Twice over, all at once: with two workers, each takes searches before the other has answered.
      const answers = await Promise.all(
        [...requests, ...requests].map(async ([request, locale]) =>
          idsOf(
            endpoints.flightSearch.response.parse(
              JSON.parse(
                new TextDecoder().decode(
                  await searchFlightsJson(test.database.db, request, locale, pool, now),
                ),
              ),
            ).itineraries,
          ),
        ),
      )
      expect(answers).toEqual([...expected, ...expected])
    } finally {
      await pool.close()
    }
  })
})
