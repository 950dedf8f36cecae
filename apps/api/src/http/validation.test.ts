import { messages, messagesAr } from '@rihla/api-contract'
import type { Endpoint, Locale } from '@rihla/api-contract'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { parseEndpointInput } from './validation'

const searchEndpoint = {
  surface: 'consumer',
  method: 'get',
  path: '/search',
  auth: 'none',
  query: z.object({
    iata: z.array(z.string()),
    tags: z.optional(z.array(z.string())),
    stops: z.nullable(z.array(z.string())),
    sort: z._default(z.array(z.string()), []),
    q: z.string().check(z.minLength(2, { error: messages.nameMinLength })),
  }),
  response: z.object({}),
} satisfies Endpoint

async function parse(search: string, locale: Locale = 'en') {
  const app = new Hono()
  app.get('/search', async (c) => c.json(await parseEndpointInput(c, searchEndpoint, locale)))
  return (await app.request(`/search?${search}`)).json()
}

describe('parseEndpointInput', () => {
  it('keeps every value of a repeated key where the query schema wants an array, wrapped or not', async () => {
    expect(await parse('iata=RUH&iata=JED&tags=a&tags=b&stops=x&sort=price&q=ab&q=cd')).toEqual({
      ok: true,
      input: { query: { iata: ['RUH', 'JED'], tags: ['a', 'b'], stops: ['x'], sort: ['price'], q: 'ab' } },
    })
  })

  it('reports each bad field once with its catalogue message in the caller language', async () => {
    expect(await parse('iata=RUH&stops=x&q=a', 'ar')).toEqual({
      ok: false,
      error: {
        message: messagesAr.invalidRequest,
        errors: [{ field: 'q', message: messagesAr.nameMinLength }],
      },
    })
  })

  it('turns the schema’s own wording into the catalogue’s invalid value', async () => {
    expect(await parse('q=abc')).toMatchObject({
      ok: false,
      error: {
        errors: [
          { field: 'iata', message: messages.invalidValue },
          { field: 'stops', message: messages.invalidValue },
        ],
      },
    })
  })
})
