import { BOOKING_STATUSES, BOOKING_TYPES, VERTICALS } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const ARABIC_LETTER = /[\u0600-\u06FF]/

describe('GET /api/v2/utilities', () => {
  it('lists every vertical, booking type, status, prefix and gender with English and Arabic names', async () => {
    const { status, body } = await server.request('/api/v2/utilities?api_key=anything')
    expect(status).toBe(200)
    const { utilities } = endpoints.utilities.response.parse(body)
    expect(utilities.verticals.map((item) => item.id).sort()).toEqual([...VERTICALS].sort())
    expect(utilities.bookingTypes.map((item) => item.id)).toEqual([...BOOKING_TYPES])
    expect(utilities.bookingStatuses.map((item) => item.id)).toEqual([...BOOKING_STATUSES])
    expect(utilities.passengerPrefixes.map((item) => item.id)).toEqual(['Mr', 'Mrs.', 'Miss.'])
    expect(utilities.genders.map((item) => item.id)).toEqual(['male', 'female'])
    const names = [
      ...utilities.verticals,
      ...utilities.bookingTypes,
      ...utilities.bookingStatuses,
      ...utilities.passengerPrefixes,
      ...utilities.genders,
    ].map((item) => item.name)
    for (const name of names) expect(name.ar).toMatch(ARABIC_LETTER)
  })

  it('describes a booking service for each bookable vertical', async () => {
    const { body } = await server.request('/api/v2/utilities')
    const { bookingServices } = endpoints.utilities.response.parse(body).utilities
    expect(bookingServices.map((service) => service.vertical).sort()).toEqual([
      'airline',
      'bus',
      'event',
      'hotel',
      'train',
    ])
    expect(bookingServices.find((service) => service.vertical === 'airline')!.description.en).toContain(
      '48 hours',
    )
  })
})
