import { endpoints } from '@rihla/api-contract/endpoints'
import type { Itinerary } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { describe, expect, it } from 'vitest'
import { partnerTestServer } from '../../testing/partner'

const api = partnerTestServer()

/** The first Monday, Tuesday or Wednesday at least a month ahead: an ordinary weekday. */
function weekdayAhead(): string {
  let time = Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 30 * 86_400_000
  while (![1, 2, 3].includes(new Date(time).getUTCDay())) time += 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

async function nonstops(origin: string, destination: string, date: string) {
  const { status, body } = await api.server.request('/air/api/search', {
    headers: { authorization: api.authorization },
    json: { search: { tripType: 'one_way', legs: [{ origin, destination, date }], adults: 1 } },
  })
  expect(status).toBe(200)
  const { itineraries } = endpoints.flightSearch.response.parse(body)
  return {
    itineraries,
    nonstop: itineraries.filter((itinerary: Itinerary) => itinerary.legs[0]!.stops === 0),
  }
}

const minutesOf = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16))

describe('schedule density', () => {
  it('flies Riyadh to Jeddah about 40 times on a weekday, Saudia nearly hourly, the same every time', async () => {
    const date = weekdayAhead()
    const { itineraries, nonstop } = await nonstops('RUH', 'JED', date)
    expect(nonstop.length).toBeGreaterThanOrEqual(35)
    expect(nonstop.length).toBeLessThanOrEqual(45)
    const carriers = new Set(nonstop.map((itinerary) => itinerary.legs[0]!.segments[0]!.airline.code))
    expect([...carriers].sort()).toEqual(['F3', 'SV', 'XY'])

    const saudia = nonstop
      .map((itinerary) => itinerary.legs[0]!.segments[0]!)
      .filter((segment) => segment.airline.code === 'SV')
      .map((segment) => minutesOf(segment.departureLocal))
      .sort((a, b) => a - b)
    expect(saudia.length).toBeGreaterThanOrEqual(18)
    expect(saudia[0]).toBeLessThanOrEqual(7 * 60)
    expect(saudia.at(-1)).toBeGreaterThanOrEqual(21 * 60)
    const gaps = saudia.slice(1).map((minute, index) => minute - saudia[index]!)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(90)

    // Each flight of the day has its own number, and the same search gives the same day.
    const numbers = nonstop.map((itinerary) => itinerary.legs[0]!.segments[0]!.flightNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect((await nonstops('RUH', 'JED', date)).itineraries).toEqual(itineraries)
  })

  it('keeps a regional route thin: a few flights a day', async () => {
    const { itineraries, nonstop } = await nonstops('RUH', 'RAE', weekdayAhead())
    expect(nonstop.length).toBeGreaterThanOrEqual(1)
    expect(nonstop.length).toBeLessThanOrEqual(4)
    expect(itineraries.length).toBeLessThanOrEqual(12)
  })
})
