import { errorSchema, messagesAr, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { describe, expect, it } from 'vitest'
import { partnerTestServer } from '../../testing/partner'

const api = partnerTestServer()
const { air } = api

const page = async (slug: string, locale: Locale = 'en') => {
  const { status, body } = await air(`/air/api/airlines/get?slug=${slug}`, { locale })
  expect(status).toBe(200)
  return endpoints.airlinePage.response.parse(body).airline
}

describe('airline information pages', () => {
  it('refuses both calls without the partner token', async () => {
    expect((await api.server.request('/air/api/airlines')).status).toBe(401)
    expect((await api.server.request('/air/api/airlines/get?slug=saudia')).status).toBe(401)
  })

  it('lists every airline with a readable slug, Saudi carriers first, in the caller’s language', async () => {
    const en = endpoints.airlines.response.parse((await air('/air/api/airlines')).body).airlines
    expect(en).toHaveLength(42)
    expect(
      en
        .slice(0, 4)
        .map((airline) => airline.code)
        .sort(),
    ).toEqual(['F3', 'RX', 'SV', 'XY'])
    expect(en).toContainEqual({ slug: 'saudia', code: 'SV', name: 'Saudia' })
    expect(en).toContainEqual({
      slug: 'klm-royal-dutch-airlines',
      code: 'KL',
      name: 'KLM Royal Dutch Airlines',
    })
    expect(new Set(en.map((airline) => airline.slug)).size).toBe(en.length)
    const ar = endpoints.airlines.response.parse((await air('/air/api/airlines', { locale: 'ar' })).body)
    expect(ar.airlines).toContainEqual({ slug: 'flynas', code: 'XY', name: 'طيران ناس' })
  })

  it('gives a full-service airline’s page: alliance, hubs, every cabin’s fare families and its routes', async () => {
    const saudia = await page('saudia')
    expect(saudia).toMatchObject({
      code: 'SV',
      icao: 'SVA',
      name: 'Saudia',
      country: { code: 'SA', name: 'Saudi Arabia' },
      alliance: { id: 'skyteam', name: 'SkyTeam' },
      lowCost: false,
    })
    expect(saudia.hubs.map((hub) => hub.iata)).toEqual(['RUH', 'JED', 'DMM', 'MED'])
    expect(new Set(saudia.fareFamilies.map((family) => family.cabin))).toEqual(
      new Set(['economy', 'premium_economy', 'business']),
    )
    expect(saudia.fareFamilies.find((family) => family.id === 'economy-light')).toMatchObject({
      baggage: { checkedPieces: 0, cabinKg: 7 },
      changeable: false,
      changeFee: null,
      refundable: false,
    })
    expect(saudia.fareFamilies.find((family) => family.id === 'economy-value')).toMatchObject({
      changeable: true,
      changeFee: { amount: 15_000, currency: 'SAR' },
      refundFee: { amount: 30_000, currency: 'SAR' },
    })
    expect(saudia.routes).toHaveLength(8)
    expect(saudia.routeCount).toBeGreaterThan(8)
    expect(saudia.routes[0]).toMatchObject({ origin: { iata: 'RUH' }, destination: { iata: 'JED' } })
    for (const route of saudia.routes) {
      expect(route.distanceKm).toBeGreaterThan(0)
      expect(route.durationMinutes).toBeGreaterThan(40)
    }
  })

  it('sells Economy only on a low-cost carrier and has no alliance for it', async () => {
    const flynas = await page('flynas')
    expect(flynas).toMatchObject({ code: 'XY', lowCost: true, alliance: null })
    expect(flynas.fareFamilies.every((family) => family.cabin === 'economy')).toBe(true)
    expect(flynas.hubs.map((hub) => hub.iata)).toEqual(['RUH', 'JED', 'DMM', 'MED'])
  })

  it('lists routes the search really flies nonstop with the airline', async () => {
    const emirates = await page('emirates')
    expect(emirates.hubs.map((hub) => hub.iata)).toEqual(['DXB'])
    const route = emirates.routes[0]!
    const date = new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 30 * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const { body } = await air('/air/api/search', {
      json: {
        search: { legs: [{ origin: route.origin.iata, destination: route.destination.iata, date }] },
      },
    })
    const found = endpoints.flightSearch.response.parse(body)
    expect(
      found.itineraries.some(
        (itinerary) => itinerary.legs[0]!.stops === 0 && itinerary.validatingAirline.code === 'EK',
      ),
    ).toBe(true)
  })

  it('names the airline, its country, alliance, hubs and fare families in Arabic', async () => {
    const saudia = await page('saudia', 'ar')
    expect(saudia).toMatchObject({
      name: 'السعودية (الخطوط الجوية العربية السعودية)',
      names: { en: 'Saudia', ar: 'السعودية (الخطوط الجوية العربية السعودية)' },
      alliance: { name: 'سكاي تيم' },
    })
    expect(saudia.country.name).not.toBe('Saudi Arabia')
    expect(saudia.hubs[0]).toMatchObject({ iata: 'RUH', city: 'الرياض' })
    expect(saudia.fareFamilies[0]!.family).toBe('الاقتصادية لايت')
  })

  it('answers an unknown slug with 404 and a clear message in the caller’s language', async () => {
    const en = await air('/air/api/airlines/get?slug=no-such-airline')
    expect(en.status).toBe(404)
    expect(errorSchema.parse(en.body).message).toBe(serverMessages.airlineNotFound)
    const ar = await air('/air/api/airlines/get?slug=no-such-airline', { locale: 'ar' })
    expect(errorSchema.parse(ar.body).message).toBe(messagesAr.airlineNotFound)
    expect((await air('/air/api/airlines/get?slug=Bad%20Slug!')).status).toBe(400)
  })
})
