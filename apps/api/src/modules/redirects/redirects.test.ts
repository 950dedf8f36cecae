import { messages, messagesAr } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { normalizePath } from './service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const lookup = async (path: string) => {
  const { status, body } = await server.request(`/api/v2/path-lookup?path=${encodeURIComponent(path)}`)
  expect(status).toBe(200)
  return endpoints.pathLookup.response.parse(body).redirect
}

describe('GET /api/v2/path-lookup', () => {
  it('finds an internal redirect', async () => {
    expect(await lookup('/flights')).toEqual({
      to: '/cheap-flights-in-saudi-arabia',
      status: 301,
      external: false,
    })
  })

  it('ignores a trailing slash and keeps the locale prefix on internal targets', async () => {
    expect(await lookup('/hotels/')).toEqual({
      to: '/best-hotels-in-saudi-arabia',
      status: 301,
      external: false,
    })
    expect(await lookup('/ar/events')).toEqual({
      to: '/ar/events-in-saudi-arabia',
      status: 301,
      external: false,
    })
    expect(await lookup('/en/about/')).toEqual({ to: '/en/about-us', status: 301, external: false })
  })

  it('returns an external target as it is', async () => {
    const external = { to: 'https://www.vision2030.gov.sa/', status: 302, external: true }
    expect(await lookup('/vision-2030')).toEqual(external)
    expect(await lookup('/ar/vision-2030/')).toEqual(external)
  })

  it('returns null when nothing is registered', async () => {
    expect(await lookup('/cheap-flights-in-saudi-arabia')).toBeNull()
    expect(await lookup('/flights/riyadh-to-jeddah/RUH-to-JED')).toBeNull()
    expect(await lookup('/')).toBeNull()
    expect(await lookup('/arabic')).toBeNull()
  })

  it('needs an absolute path', async () => {
    const missing = await server.request('/api/v2/path-lookup', { locale: 'ar' })
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'path', message: messagesAr.requiredField }] },
    })
    const relative = await server.request('/api/v2/path-lookup?path=flights')
    expect(relative).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'path', message: messages.invalidValue }] },
    })
  })
})

describe('normalizePath', () => {
  it.each([
    ['/ar/terms/?ref=mail#top', { prefix: '/ar', key: '/terms' }],
    ['/en', { prefix: '/en', key: '/' }],
    ['/arabic/x', { prefix: '', key: '/arabic/x' }],
    ['//', { prefix: '', key: '/' }],
  ])('splits %s', (path, expected) => {
    expect(normalizePath(path)).toEqual(expected)
  })
})
