import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerPassword } from '../partner/credentials'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

// Flight searches are limited per client address and per partner credential; the limits here are small
// so the test stays quick, the defaults and the variables are in apps/api/README.md.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ RIHLA_SEARCH_RATE_LIMIT: '4', RIHLA_SEARCH_PARTNER_RATE_LIMIT: '7' })
})
afterAll(() => server.close())

async function tokenOf(username: string) {
  const { body } = await server.request('/partner/api/auth/token', {
    json: { username, password: partnerPassword(server.config.partnerCredentialKey, username) },
  })
  return `Bearer ${endpoints.partnerToken.response.parse(body).Token}`
}

const date = new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 30 * 86_400_000)
  .toISOString()
  .slice(0, 10)

/** One search as a client at `ip` (behind the site's proxy, which names it in X-Forwarded-For). */
const searchAs = (authorization: string, ip: string) =>
  server.request('/air/api/search', {
    headers: { authorization, 'x-forwarded-for': ip },
    json: { search: { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'AHB', date }], adults: 1 } },
  })

describe('flight search rate limit', () => {
  it('answers 429 with Retry-After past the per-address and then the per-partner allowance', async () => {
    const partner = await tokenOf('partner-demo')
    for (let index = 0; index < 4; index += 1)
      expect((await searchAs(partner, '198.51.100.1')).status).toBe(200)
    const limited = await searchAs(partner, '198.51.100.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(limited.body).toEqual({ message: 'Too many requests, please try again later' })

    // Another address has its own allowance, until the partner's (7) is used up by both together.
    for (let index = 0; index < 3; index += 1)
      expect((await searchAs(partner, '198.51.100.2')).status).toBe(200)
    const partnerLimited = await searchAs(partner, '198.51.100.3')
    expect(partnerLimited.status).toBe(429)
    expect(partnerLimited.headers.get('retry-after')).not.toBeNull()

    // Another partner's visitors are not held back by this partner's traffic.
    expect((await searchAs(await tokenOf('flights-only'), '198.51.100.4')).status).toBe(200)
  })

  it('answers a flood the way it answers one client: 30 searches at once, all but the allowance refused', async () => {
    const partner = await tokenOf('rihla-site')
    const answers = await Promise.all(Array.from({ length: 30 }, () => searchAs(partner, '203.0.113.9')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(26)
  })
})
