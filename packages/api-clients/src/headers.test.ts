import { afterEach, describe, expect, it } from 'vitest'
import { appState, configFor } from '../testing/appState'
import type { AppState } from '../testing/appState'
import { sendJson, startServer } from '../testing/httpServer'
import type { TestServer } from '../testing/httpServer'
import { testEndpoints } from '../testing/registry'
import { createApiClientsFor } from './clients'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(state: AppState) {
  server = await startServer((request, response) => {
    if (request.path === '/partner/api/auth/token')
      return sendJson(response, 200, { Token: 'partner-token', expires_in: 60 })
    sendJson(response, request.hit === 1 && request.query.has('flaky') ? 503 : 200, { hit: request.hit })
  })
  return { server, ...createApiClientsFor(testEndpoints, configFor(server.url, state)) }
}

const headersOf = (server: TestServer, path: string) =>
  server.requests
    .filter((request) => request.path === path)
    .map(({ headers }) => ({
      locale: headers.locale,
      appVersion: headers['app-version'],
      authorization: headers.authorization,
    }))

describe('headers on every request', () => {
  it('sends the current locale, app-version 68 and the user access token on consumer and client calls', async () => {
    const state = appState({ locale: 'ar', accessToken: 'user-access' })
    const { server, call } = await setup(state)
    await call('consumerGet')
    await call('clientGet')
    const expected = { locale: 'ar', appVersion: '68', authorization: 'Bearer user-access' }
    expect(headersOf(server, '/api/v2/probe')).toEqual([expected])
    expect(headersOf(server, '/user/probe')).toEqual([expected])
  })

  it('reads the locale and the access token again for each request', async () => {
    const state = appState({ locale: 'en', accessToken: null })
    const { server, call } = await setup(state)
    await call('consumerGet')
    state.locale = 'ar'
    state.accessToken = 'signed-in'
    await call('consumerGet')
    expect(headersOf(server, '/api/v2/probe')).toEqual([
      { locale: 'en', appVersion: '68', authorization: undefined },
      { locale: 'ar', appVersion: '68', authorization: 'Bearer signed-in' },
    ])
  })

  it('sends the language a call names, whatever language is active', async () => {
    const { server, call } = await setup(appState({ locale: 'en', accessToken: null }))
    await call('consumerGet', {}, { locale: 'ar' })
    expect(headersOf(server, '/api/v2/probe')[0]?.locale).toBe('ar')
  })

  it('sends app-version 70 when the endpoint declares it', async () => {
    const { server, call } = await setup(appState())
    await call('bookingsIndex', { body: { page: 1 } })
    expect(headersOf(server, '/api/v2/bookings/index')[0]?.appVersion).toBe('70')
  })

  it('sends the app-version a call asks for', async () => {
    const { server, call } = await setup(appState())
    await call('consumerGet', undefined, { appVersion: '70' })
    expect(headersOf(server, '/api/v2/probe')[0]?.appVersion).toBe('70')
  })

  it('sends the partner token, not the user access token, on partner calls', async () => {
    const { server, call } = await setup(appState({ locale: 'ar', accessToken: 'user-access' }))
    await call('partnerGet')
    expect(headersOf(server, '/air/api/probe')).toEqual([
      { locale: 'ar', appVersion: '68', authorization: 'Bearer partner-token' },
    ])
    expect(headersOf(server, '/partner/api/auth/token')).toEqual([
      { locale: 'ar', appVersion: '68', authorization: undefined },
    ])
  })

  it('applies the same headers to requests made on the ky instances directly, and to their retries', async () => {
    const { server, consumer } = await setup(appState({ accessToken: 'user-access' }))
    await consumer.get('api/v2/probe', { searchParams: { flaky: 1 } })
    const expected = { locale: 'en', appVersion: '68', authorization: 'Bearer user-access' }
    expect(headersOf(server, '/api/v2/probe')).toEqual([expected, expected])
  })
})
