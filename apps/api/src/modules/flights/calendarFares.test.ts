import { messages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { SearchCriteriaInput } from '@rihla/api-contract/flights'
import { describe, expect, it } from 'vitest'
import { partnerTestServer } from '../../testing/partner'

// Calendar fares follow the search beside them: its cabin and its party, not Economy for one adult.

const api = partnerTestServer()

const air = (path: string, json?: unknown) => api.air(path, { json })

const DEPART = new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + 30 * 86_400_000)
  .toISOString()
  .slice(0, 10)

async function cheapestSearched(criteria: Partial<SearchCriteriaInput>) {
  const { status, body } = await air('/air/api/search', {
    search: { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'DXB', date: DEPART }], ...criteria },
  })
  expect(status).toBe(200)
  const totals = endpoints.flightSearch.response
    .parse(body)
    .itineraries.map((itinerary) => itinerary.fares[0]!.price.total)
  return totals.sort((a, b) => a.amount - b.amount)[0]
}

async function calendarFare(query: string) {
  const { status, body } = await air(
    `/air/api/calendar-fares?date=${DEPART}&from_iata=RUH&to_iata=DXB&days=1${query}`,
  )
  expect(status).toBe(200)
  return endpoints.calendarFares.response.parse(body).fares[0]!.price
}

describe('calendar fares for a cabin and a party', () => {
  it('shows the lowest Business fare for two adults and a child that the same search finds', async () => {
    const party = { cabin: 'business', adults: 2, children: 1 } as const
    const fare = await calendarFare('&cabin=business&adults=2&children=1')
    expect(fare).toEqual(await cheapestSearched(party))
    // …which is not the Economy fare for one adult the strip showed before.
    const economy = await calendarFare('')
    expect(economy).toEqual(await cheapestSearched({}))
    expect(fare!.amount).toBeGreaterThan(economy!.amount * 3)
  })

  it('refuses a party the search would refuse, and an unknown cabin', async () => {
    const infants = await air(
      `/air/api/calendar-fares?date=${DEPART}&from_iata=RUH&to_iata=DXB&adults=1&infants=2`,
    )
    expect(infants.status).toBe(400)
    const cabin = await air(`/air/api/calendar-fares?date=${DEPART}&from_iata=RUH&to_iata=DXB&cabin=first`)
    expect(cabin.status).toBe(400)
    const errors = (body: unknown) =>
      Object.fromEntries(
        validationErrorSchema.parse(body).errors.map(({ field, message }) => [field, message]),
      )
    expect(errors(infants.body)).toEqual({ infants: messages.infantsExceedAdults })
    expect(errors(cabin.body)).toEqual({ cabin: messages.invalidValue })
  })
})
