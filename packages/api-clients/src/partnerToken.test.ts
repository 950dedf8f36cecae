import { afterEach, describe, expect, it } from 'vitest'
import { apiFailure, appState, configFor, partnerCredentials } from '../testing/appState'
import type { AppState } from '../testing/appState'
import { sendJson, startServer } from '../testing/httpServer'
import type { Handler, TestServer } from '../testing/httpServer'
import { testEndpoints } from '../testing/registry'
import { createApiClientsFor } from './clients'
import { createApiClients } from './createApiClients'

const TOKEN_PATH = '/partner/api/auth/token'
const PROBE = '/air/api/probe'
const SEARCH = '/air/api/search'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/**
 * A partner API that accepts exactly one bearer token, `valid`, and hands out `issued` (by default the
 * same) for the test credentials. `endpoint` answers the probe and search paths once authorised.
 */
function partnerApi({
  valid = 'fresh-token',
  issued = valid,
  token = (_request, response) => sendJson(response, 200, { Token: issued, expires_in: 3600 }),
  endpoint = (request, response) => sendJson(response, 200, { hit: request.hit }),
}: { valid?: string; issued?: string; token?: Handler; endpoint?: Handler } = {}): Handler {
  return (request, response) => {
    if (request.path === TOKEN_PATH) return token(request, response)
    if (request.headers.authorization !== `Bearer ${valid}`) {
      return sendJson(response, 401, { message: 'The token has expired' })
    }
    return endpoint(request, response)
  }
}

async function setup(handler: Handler, state: AppState = appState()) {
  server = await startServer(handler)
  return { server, state, ...createApiClientsFor(testEndpoints, configFor(server.url, state)) }
}

describe('obtaining a partner token', () => {
  it('asks for a token with the widget credentials before the first partner call', async () => {
    const { server, state, call } = await setup(partnerApi())
    await expect(call('partnerGet')).resolves.toEqual({ hit: 1 })

    const [tokenRequest, probe] = server.requests
    expect(tokenRequest).toMatchObject({ method: 'POST', path: TOKEN_PATH })
    expect(JSON.parse(tokenRequest!.body)).toEqual(partnerCredentials)
    expect(tokenRequest!.headers.authorization).toBeUndefined()
    expect(probe!.headers.authorization).toBe('Bearer fresh-token')
    expect(state.partnerToken).toBe('fresh-token')
  })

  it('reuses a held token without asking again', async () => {
    const { server, call } = await setup(partnerApi(), appState({ partnerToken: 'fresh-token' }))
    await call('partnerGet')
    await call('partnerGet')
    expect(server.hits(TOKEN_PATH)).toBe(0)
    expect(server.hits(PROBE)).toBe(2)
  })

  it('shares one token request among concurrent first calls', async () => {
    const { server, call } = await setup(partnerApi())
    const results = await Promise.all(Array.from({ length: 10 }, () => call('partnerGet')))
    expect(results).toHaveLength(10)
    expect(server.hits(TOKEN_PATH)).toBe(1)
    expect(server.hits(PROBE)).toBe(10)
  })

  it('fails with "Unable to retrieve token" and sends nothing when no credentials are loaded', async () => {
    const { server, call } = await setup(partnerApi(), appState({ credentials: null }))
    const error = await apiFailure(call('partnerGet'))
    expect(error).toMatchObject({
      message: 'Unable to retrieve token',
      kind: 'http',
      status: 401,
      endpoint: 'partnerGet',
    })
    expect(server.requests).toHaveLength(0)
  })

  it('does not send a bearer token on calls the contract marks public', async () => {
    server = await startServer(partnerApi())
    const { call } = createApiClients(configFor(server.url, appState()))
    await expect(call('partnerToken', { body: partnerCredentials })).resolves.toEqual({
      Token: 'fresh-token',
      expires_in: 3600,
    })
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      [TOKEN_PATH, undefined],
    ])
  })
})

describe('a 401 from the partner API', () => {
  it('replaces the token and sends the request once more', async () => {
    const state = appState({ partnerToken: 'stale-token' })
    const { server, call } = await setup(partnerApi(), state)
    await expect(call('partnerGet')).resolves.toEqual({ hit: 2 })

    expect(server.hits(TOKEN_PATH)).toBe(1)
    expect(server.requests.filter((r) => r.path === PROBE).map((r) => r.headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ])
    expect(state.partnerTokenWrites).toEqual([null, 'fresh-token'])
  })

  it('makes ten concurrent requests that all get 401 share exactly one token request', async () => {
    const { server, call } = await setup(partnerApi(), appState({ partnerToken: 'stale-token' }))
    const results = await Promise.all(Array.from({ length: 10 }, () => call('partnerGet')))

    expect(results).toHaveLength(10)
    expect(server.hits(TOKEN_PATH)).toBe(1)
    const probes = server.requests.filter((request) => request.path === PROBE)
    expect(probes).toHaveLength(20)
    expect(probes.filter((r) => r.headers.authorization === 'Bearer fresh-token')).toHaveLength(10)
  })

  it('returns a second 401 as an error instead of asking for another token', async () => {
    // The server hands out a token it then refuses.
    const { server, call } = await setup(
      partnerApi({ valid: 'never-issued', issued: 'fresh-token' }),
      appState({ partnerToken: 'stale-token' }),
    )
    const error = await apiFailure(call('partnerGet'))
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'The token has expired',
      endpoint: 'partnerGet',
    })
    expect(server.hits(TOKEN_PATH)).toBe(1)
    expect(server.hits(PROBE)).toBe(2)
  })

  it('resends a POST with its body after replacing the token', async () => {
    const { server, call } = await setup(partnerApi(), appState({ partnerToken: 'stale-token' }))
    await expect(call('partnerSearch', { body: { from: 'RUH', to: 'JED' } })).resolves.toEqual({ hit: 2 })
    const searches = server.requests.filter((request) => request.path === SEARCH)
    expect(searches.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { from: 'RUH', to: 'JED' },
      { from: 'RUH', to: 'JED' },
    ])
  })

  it('fails with "Unable to retrieve token" when the token request fails', async () => {
    const state = appState({ partnerToken: 'stale-token' })
    const { server, call } = await setup(
      partnerApi({
        token: (_request, response) => sendJson(response, 503, { message: 'Token service down' }),
      }),
      state,
    )
    const error = await apiFailure(call('partnerGet'))
    expect(error).toMatchObject({
      message: 'Unable to retrieve token',
      kind: 'http',
      status: 503,
      endpoint: 'partnerGet',
    })
    expect(server.hits(PROBE)).toBe(1)
    expect(state.partnerToken).toBeNull()
  })

  it('fails with "Unable to retrieve token" when the credentials are refused, without asking again', async () => {
    const { server, call } = await setup(
      partnerApi({
        token: (_request, response) => sendJson(response, 401, { message: 'Invalid username or password' }),
      }),
      appState({ partnerToken: 'stale-token' }),
    )
    const error = await apiFailure(call('partnerGet'))
    expect(error.message).toBe('Unable to retrieve token')
    expect(server.hits(TOKEN_PATH)).toBe(1)
  })

  it('fails with "Unable to retrieve token" when the token answer is not a token', async () => {
    const { call } = await setup(
      partnerApi({ token: (_request, response) => sendJson(response, 200, { token: 'lowercase' }) }),
      appState({ partnerToken: 'stale-token' }),
    )
    const error = await apiFailure(call('partnerGet'))
    expect(error).toMatchObject({ message: 'Unable to retrieve token', kind: 'invalid-response' })
  })

  it('fails with "Unable to retrieve token" when the credentials are gone', async () => {
    const { server, call } = await setup(
      partnerApi(),
      appState({ partnerToken: 'stale-token', credentials: null }),
    )
    expect((await apiFailure(call('partnerGet'))).message).toBe('Unable to retrieve token')
    expect(server.hits(TOKEN_PATH)).toBe(0)
  })

  it('keeps the one transient retry when it comes before the 401', async () => {
    const { server, call } = await setup(
      (request, response) => {
        if (request.path === TOKEN_PATH)
          return sendJson(response, 200, { Token: 'fresh-token', expires_in: 60 })
        if (request.hit === 1) return sendJson(response, 503, { message: 'busy' })
        if (request.headers.authorization !== 'Bearer fresh-token')
          return sendJson(response, 401, { message: 'expired' })
        sendJson(response, 200, { hit: request.hit })
      },
      appState({ partnerToken: 'stale-token' }),
    )
    await expect(call('partnerGet')).resolves.toEqual({ hit: 3 })
    expect(server.hits(TOKEN_PATH)).toBe(1)
  })

  it('keeps the one transient retry when it comes after the 401', async () => {
    const { server, call } = await setup(
      partnerApi({
        endpoint: (request, response) =>
          sendJson(response, request.hit === 2 ? 503 : 200, { hit: request.hit }),
      }),
      appState({ partnerToken: 'stale-token' }),
    )
    await expect(call('partnerGet')).resolves.toEqual({ hit: 3 })
    expect(server.hits(PROBE)).toBe(3)
  })

  it('leaves a 401 from a consumer endpoint alone', async () => {
    const { server, call } = await setup((_request, response) =>
      sendJson(response, 401, { message: 'Sign in' }),
    )
    expect((await apiFailure(call('clientGet'))).status).toBe(401)
    expect(server.hits(TOKEN_PATH)).toBe(0)
  })
})
