import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { resolveCountry } from './service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ RIHLA_GEO_DEFAULT_COUNTRY: 'SA' })
})
afterAll(() => server.close())

const country = async (headers: Record<string, string> = {}) => {
  const { status, body } = await server.request('/api/v2/geolocation', { headers })
  expect(status).toBe(200)
  return endpoints.geolocation.response.parse(body).country
}

describe('GET /api/v2/geolocation', () => {
  it('falls back to the configured default country', async () => {
    expect(await country()).toBe('SA')
  })

  it("uses the trusted proxy's country header", async () => {
    expect(await country({ 'cf-ipcountry': 'eg' })).toBe('EG')
  })

  it('lets the sandbox header and then the sandbox cookie override the proxy', async () => {
    expect(await country({ 'cf-ipcountry': 'EG', 'x-sandbox-country': 'AE' })).toBe('AE')
    expect(await country({ 'cf-ipcountry': 'EG', cookie: 'sandbox_country=GB' })).toBe('GB')
    expect(await country({ 'x-sandbox-country': 'PK', cookie: 'sandbox_country=GB' })).toBe('PK')
  })

  it('ignores values that are not a country', async () => {
    expect(await country({ 'cf-ipcountry': 'XX' })).toBe('SA')
    expect(await country({ 'x-sandbox-country': 'Saudi', 'cf-ipcountry': 'T1' })).toBe('SA')
  })
})

describe('resolveCountry', () => {
  it('ignores the sandbox override outside sandbox mode', () => {
    const config = { sandbox: false, geoDefaultCountry: 'SA' }
    expect(resolveCountry({ sandboxCountry: 'AE', proxyCountry: 'QA' }, config)).toBe('QA')
    expect(resolveCountry({ sandboxCountry: 'AE' }, config)).toBe('SA')
  })
})
