import { serverMessages } from '@rihla/api-contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday } from '../testing/consumer'
import { partnerAuthorization } from '../testing/partner'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'

// Every vertical's search costs the server a whole inventory read, so each has an allowance per client
// address. Flights' partner allowance has its own test (modules/flights/searchRateLimit.test.ts); here
// each other search is one line, so a new vertical's search is one line too.
const LIMIT = 3
let server: TestServer
let partner = ''
beforeAll(async () => {
  server = await startTestServer({ RIHLA_SEARCH_RATE_LIMIT: String(LIMIT) })
  partner = await partnerAuthorization(server)
})
afterAll(() => server.close())

interface Search {
  name: string
  path: string
  json?: unknown
  /** Partner calls carry the partner's token; consumer calls the app version. */
  partner?: boolean
}

const SEARCHES: Search[] = [
  {
    name: 'hotels',
    path: '/hotels/api/search',
    json: {
      search: {
        destination: 'city:Makkah',
        checkIn: daysFromToday(30),
        checkOut: daysFromToday(32),
        rooms: [{ adults: 2 }],
      },
    },
    partner: true,
  },
  {
    name: 'buses',
    path: '/REST/API/bus_times',
    json: { from: 'riyadh', to: 'dammam', date: daysFromToday(10), adults: 1 },
  },
  {
    name: 'trains',
    path: '/api/v2/railways/search',
    json: { from: 'HHR-MAK', to: 'HHR-MED', date: daysFromToday(10), adults: 1 },
  },
  { name: 'event search', path: `/api/v2/events/search?q=season&currency=SAR` },
  { name: 'event listing', path: '/api/v2/events/list', json: { category: 'football' } },
]

const searchAs = ({ path, json, partner: asPartner }: Search, ip: string) =>
  server.request(path, {
    ...(json === undefined ? {} : { json }),
    headers: {
      'x-forwarded-for': ip,
      ...(asPartner ? { authorization: partner } : { 'app-version': '68' }),
    },
  })

describe('each vertical’s search has an allowance per address', () => {
  SEARCHES.forEach((search, index) => {
    it(`${search.name}: ${LIMIT} answered, then 429 with Retry-After; another address still searches`, async () => {
      const ip = `198.51.100.${index + 10}`
      for (let count = 0; count < LIMIT; count += 1) expect((await searchAs(search, ip)).status).toBe(200)
      const refused = await searchAs(search, ip)
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ message: serverMessages.tooManyRequests })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await searchAs(search, `203.0.113.${index + 10}`)).status).toBe(200)
    })
  })

  it('counts a category listing and a search by name against one events allowance', async () => {
    const [byName, listing] = SEARCHES.filter((search) => search.name.startsWith('event'))
    const ip = '198.51.100.99'
    for (let count = 0; count < LIMIT - 1; count += 1) expect((await searchAs(byName!, ip)).status).toBe(200)
    expect((await searchAs(listing!, ip)).status).toBe(200)
    expect((await searchAs(listing!, ip)).status).toBe(429)
  })
})
