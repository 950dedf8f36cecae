import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import arabicCountries from '../../db/seed/data/arabicCountries.json' with { type: 'json' }
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ RIHLA_SUPPORT_EMAIL: 'help@rihla.example' })
})
afterAll(() => server.close())

const settings = async (json: unknown) => {
  const { status, body } = await server.request('/api/v2/settings/index', { json })
  expect(status).toBe(200)
  return endpoints.settings.response.parse(body).settings
}

describe('POST /api/v2/settings/index', () => {
  it('returns every group when none is named', async () => {
    const all = await settings({})
    expect(Object.keys(all).sort()).toEqual(['home', 'localization', 'site'])
  })

  it('returns only the groups asked for', async () => {
    expect(Object.keys(await settings({ groups: ['home'] }))).toEqual(['home'])
    expect(Object.keys(await settings({ groups: ['site', 'localization'] })).sort()).toEqual([
      'localization',
      'site',
    ])
  })

  it('publishes the Riyadh office, support contacts and round-the-clock hours', async () => {
    const { site } = await settings({ groups: ['site'] })
    expect(site!.supportEmail).toBe('help@rihla.example')
    expect(site!.office).toMatchObject({ country: 'SA', locality: { en: 'Riyadh', ar: 'الرياض' } })
    expect(site!.office.latitude).toBeCloseTo(24.7, 0)
    expect(site!.openingHours).toEqual({ opens: '00:00', closes: '23:59' })
    expect(site!.social.length).toBeGreaterThan(0)
  })

  it('gives the default currency and the Arab League countries for first-visit language', async () => {
    const { localization } = await settings({ groups: ['localization'] })
    expect(localization!.defaultCurrency).toBe('SAR')
    expect(localization!.arabicCountries).toEqual([...arabicCountries].sort())
    expect(localization!.arabicCountries).toHaveLength(22)
  })

  it('features current offers across verticals and upcoming Saudi events priced in riyals', async () => {
    const { home } = await settings({ groups: ['home'] })
    expect(home!.offers.length).toBeGreaterThanOrEqual(4)
    expect(home!.offers.length).toBeLessThanOrEqual(6)
    expect(new Set(home!.offers.map((offer) => offer.vertical)).size).toBeGreaterThanOrEqual(4)
    expect(home!.featuredEvents.length).toBeGreaterThanOrEqual(5)
    expect(home!.featuredEvents.length).toBeLessThanOrEqual(6)
    for (const event of home!.featuredEvents) {
      expect(event.endsOn >= '2026-11-22').toBe(true)
      expect(event.startsOn <= event.endsOn).toBe(true)
      expect(event.priceFrom.currency).toBe('SAR')
    }
    expect(home!.featuredEvents.map((event) => event.title.en).join(' ')).toMatch(
      /Soundstorm.*Riyadh Season|Riyadh Season.*Soundstorm/,
    )
  })

  it('refuses an unknown group, in the caller language', async () => {
    const { status, body } = await server.request('/api/v2/settings/index', {
      json: { groups: ['site', 'secrets'] },
      locale: 'ar',
    })
    expect(status).toBe(400)
    expect(validationErrorSchema.parse(body)).toEqual({
      message: messagesAr.invalidRequest,
      errors: [{ field: 'groups.1', message: messagesAr.invalidValue }],
    })
    const en = await server.request('/api/v2/settings/index', { json: { groups: 'site' } })
    expect(en.body).toEqual({
      message: serverMessages.invalidRequest,
      errors: [{ field: 'groups', message: messages.invalidValue }],
    })
  })
})
