import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { isApiError } from './apiError'
import { fillPath, parseResponse, toSearchParams } from './request'

describe('fillPath', () => {
  it('replaces every parameter with its encoded value', () => {
    expect(
      fillPath('/flights/itinerary-details/{RefID}/{ItineraryRefID}', { RefID: 'R 1', ItineraryRefID: 7 }),
    ).toBe('/flights/itinerary-details/R%201/7')
  })

  it('refuses a missing or empty parameter rather than calling a wrong path', () => {
    expect(() => fillPath('/user/fnf/{id}', {})).toThrow(TypeError)
    expect(() => fillPath('/user/fnf/{id}', { id: '' })).toThrow(TypeError)
  })
})

describe('toSearchParams', () => {
  it('repeats a key for each item of an array and leaves out undefined and null', () => {
    const params = toSearchParams({
      iata: ['RUH', 'JED'],
      days: 3,
      direct: false,
      currency: undefined,
      page: null,
    })
    expect(params.toString()).toBe('iata=RUH&iata=JED&days=3&direct=false')
  })

  it('refuses nested objects, which have no agreed encoding', () => {
    expect(() => toSearchParams({ filter: { stops: 1 } })).toThrow(TypeError)
  })
})

describe('parseResponse', () => {
  const schema = z.object({ count: z.coerce.number() })

  it('returns the schema output', () => {
    expect(parseResponse(schema, '{"count":"3"}', 200, 'probe')).toEqual({ count: 3 })
  })

  it('reads an empty body as undefined', () => {
    expect(parseResponse(z.undefined(), '', 204, 'probe')).toBeUndefined()
  })

  it('throws invalid-response with the status for a body that is not JSON or fails the schema', () => {
    for (const text of ['<html>', '{"count":"many"}']) {
      let thrown: unknown
      try {
        parseResponse(schema, text, 200, 'probe')
      } catch (error) {
        thrown = error
      }
      expect(isApiError(thrown) && thrown).toMatchObject({
        kind: 'invalid-response',
        status: 200,
        endpoint: 'probe',
      })
    }
  })
})
