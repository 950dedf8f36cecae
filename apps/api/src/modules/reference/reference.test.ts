import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { partnerPassword } from '../partner/credentials'

let server: TestServer
let authorization: string
beforeAll(async () => {
  server = await startTestServer()
  const username = 'rihla-site'
  const { body } = await server.request('/partner/api/auth/token', {
    json: { username, password: partnerPassword(server.config.partnerCredentialKey, username) },
  })
  authorization = `Bearer ${endpoints.partnerToken.response.parse(body).Token}`
})
afterAll(() => server.close())

const partnerGet = (path: string, headers: Record<string, string> = {}, locale?: 'en' | 'ar') =>
  server.request(path, { headers: { authorization, ...headers }, ...(locale && { locale }) })

describe('GET /air/api/supported-currencies', () => {
  it('lists the 23 currencies with both names, ISO minor units and a rate per riyal', async () => {
    const { status, body } = await partnerGet('/air/api/supported-currencies')
    expect(status).toBe(200)
    const { currencies } = endpoints.supportedCurrencies.response.parse(body)
    expect(currencies).toHaveLength(23)
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]))
    expect(byCode.get('SAR')).toEqual({
      code: 'SAR',
      name: { en: 'Saudi Riyal', ar: 'ريال سعودي' },
      decimals: 2,
      rate: 1,
    })
    expect(byCode.get('USD')!.rate * 3.75).toBeCloseTo(1, 4)
    expect(byCode.get('KWD')!.decimals).toBe(3)
    expect(currencies[0]!.code).toBe('SAR')
  })
})

describe('GET /air/api/get-client-currency', () => {
  it.each([
    ['the sandbox country', { 'x-sandbox-country': 'AE' }, 'AED'],
    ["the proxy's country", { 'cf-ipcountry': 'GB' }, 'GBP'],
    ['a country whose currency is not offered', { 'x-sandbox-country': 'JP' }, 'SAR'],
    ['no country hint (default Saudi Arabia)', {}, 'SAR'],
  ])('follows %s', async (_case, headers, expected) => {
    const { status, body } = await partnerGet('/air/api/get-client-currency', headers)
    expect(status).toBe(200)
    expect(endpoints.clientCurrency.response.parse(body)).toEqual({ client_currency: expected })
  })
})

describe('GET /air/api/countries', () => {
  it('names and sorts every country in the locale header language', async () => {
    const en = endpoints.countries.response.parse(
      (await partnerGet('/air/api/countries', {}, 'en')).body,
    ).countries
    const ar = endpoints.countries.response.parse(
      (await partnerGet('/air/api/countries', {}, 'ar')).body,
    ).countries
    expect(en.length).toBeGreaterThan(240)
    expect(ar).toHaveLength(en.length)
    expect(en.find((country) => country.code === 'SA')).toEqual({
      code: 'SA',
      name: 'Saudi Arabia',
      dialCode: '+966',
      currency: 'SAR',
    })
    expect(ar.find((country) => country.code === 'SA')!.name).toBe('المملكة العربية السعودية')
    expect(ar.find((country) => country.code === 'EG')!.name).toBe('مصر')
    const sortedAr = [...ar].sort((a, b) => new Intl.Collator('ar').compare(a.name, b.name))
    expect(ar.map((country) => country.code)).toEqual(sortedAr.map((country) => country.code))
    expect(en[0]!.name < en[en.length - 1]!.name).toBe(true)
  })

  it('needs a partner token', async () => {
    expect((await server.request('/air/api/countries')).status).toBe(401)
  })
})
