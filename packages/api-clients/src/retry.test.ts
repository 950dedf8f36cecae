import { afterEach, describe, expect, it } from 'vitest'
import { apiFailure, appState, configFor } from '../testing/appState'
import { sendJson, sleep, startServer } from '../testing/httpServer'
import type { Handler, TestServer } from '../testing/httpServer'
import { testEndpoints } from '../testing/registry'
import { createApiClientsFor } from './clients'
import type { ApiClientsConfig } from './config'

// SPEC.md §9, written out here rather than imported, so the test checks the code against the spec.
const RETRIED_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504]
const NOT_RETRIED_STATUSES = [400, 401, 403, 404, 422]
const PROBE = '/api/v2/probe'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(handler: Handler, overrides: Partial<ApiClientsConfig<string>> = {}) {
  server = await startServer(handler)
  return { server, ...createApiClientsFor(testEndpoints, configFor(server.url, appState(), overrides)) }
}

/** Fails the first request to a path with `status`, answers the rest with 200. */
const failFirst =
  (status: number, headers: Record<string, string> = {}): Handler =>
  (request, response) => {
    if (request.hit === 1) sendJson(response, status, { message: `first answer ${status}` }, headers)
    else sendJson(response, 200, { hit: request.hit })
  }

describe('retry of idempotent requests', () => {
  it.each(RETRIED_STATUSES)(
    'retries a GET answered %i once and returns the second answer',
    async (status) => {
      const { server, call } = await setup(failFirst(status))
      await expect(call('consumerGet')).resolves.toEqual({ hit: 2 })
      expect(server.hits(PROBE)).toBe(2)
    },
  )

  it.each(RETRIED_STATUSES)('gives up after one retry when a GET keeps getting %i', async (status) => {
    const { server, call } = await setup((_request, response) =>
      sendJson(response, status, { message: 'still down' }),
    )
    const error = await apiFailure(call('consumerGet'))
    expect(server.hits(PROBE)).toBe(2)
    expect(error).toMatchObject({ kind: 'http', status, message: 'still down' })
  })

  it.each(NOT_RETRIED_STATUSES)('does not retry a GET answered %i', async (status) => {
    const { server, call } = await setup(failFirst(status))
    const error = await apiFailure(call('consumerGet'))
    expect(server.hits(PROBE)).toBe(1)
    expect(error).toMatchObject({ kind: 'http', status })
  })

  it('retries HEAD and OPTIONS, the other idempotent methods', async () => {
    const { server, consumer } = await setup(failFirst(503))
    expect((await consumer.head('api/v2/probe')).status).toBe(200)
    expect(server.hits(PROBE, 'HEAD')).toBe(2)
    expect((await consumer('api/v2/probe', { method: 'options' })).status).toBe(200)
    expect(server.hits(PROBE, 'OPTIONS')).toBe(2)
  })
})

describe('no retry of other methods', () => {
  const cases = [
    ['POST', 'consumerPost'],
    ['PUT', 'consumerPut'],
    ['PATCH', 'consumerPatch'],
  ] as const

  it.each(cases)('sends a %s answered 503 once', async (method, name) => {
    const { server, call } = await setup(failFirst(503))
    const error = await apiFailure(call(name, { body: {} }))
    expect(server.hits(PROBE, method)).toBe(1)
    expect(error.status).toBe(503)
  })

  it('sends a DELETE answered 503 once', async () => {
    const { server, call } = await setup(failFirst(503))
    const error = await apiFailure(call('consumerDelete'))
    expect(server.hits(PROBE, 'DELETE')).toBe(1)
    expect(error.status).toBe(503)
  })

  it('keeps the method and status rules when a request on a ky instance sets its own retry limit', async () => {
    const { server, consumer } = await setup(failFirst(503))
    expect((await apiFailure(consumer.put('api/v2/probe', { retry: 1 }))).status).toBe(503)
    expect(server.hits(PROBE, 'PUT')).toBe(1)
    expect((await apiFailure(consumer.get('api/v2/probe', { retry: 0 }))).status).toBe(503)
    expect(server.hits(PROBE, 'GET')).toBe(1)
  })

  it('does not resend a POST whose connection dropped', async () => {
    const { server, call } = await setup((request, response) => {
      if (request.hit === 1) response.socket?.destroy()
      else sendJson(response, 200, { hit: request.hit })
    })
    const error = await apiFailure(call('consumerPost', { body: {} }))
    expect(error.kind).toBe('network')
    expect(server.hits(PROBE, 'POST')).toBe(1)
  })
})

describe('Retry-After', () => {
  it('waits as long as a 429 asks before the retry', async () => {
    const { server, call } = await setup(failFirst(429, { 'retry-after': '1' }))
    await expect(call('consumerGet')).resolves.toEqual({ hit: 2 })
    const [first, second] = server.requests
    // The retry delay is 0 in these tests, so only the header can account for the wait.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950)
  })

  it('fails at once when a 429 asks for longer than the cap', async () => {
    const { server, call } = await setup(failFirst(429, { 'retry-after': '120' }))
    const error = await apiFailure(call('consumerGet'))
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'first answer 429' })
    expect(server.hits(PROBE)).toBe(1)
  })

  it('tells the caller how long the server asked it to wait', async () => {
    const { call } = await setup(failFirst(429, { 'retry-after': '720' }))
    expect((await apiFailure(call('consumerPost', { body: {} }))).retryAfterSeconds).toBe(720)
    const later = new Date(Date.now() + 90_500).toUTCString()
    const dated = await setup(failFirst(503, { 'retry-after': later }))
    const seconds = (await apiFailure(dated.call('consumerGet'))).retryAfterSeconds ?? 0
    expect(seconds).toBeGreaterThan(80)
    expect(seconds).toBeLessThanOrEqual(91)
    const plain = await setup(failFirst(500))
    expect((await apiFailure(plain.call('consumerPost', { body: {} }))).retryAfterSeconds).toBeUndefined()
  })

  it('applies the cap to an HTTP-date too', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000).toUTCString()
    const { server, call } = await setup(failFirst(503, { 'retry-after': later }))
    expect((await apiFailure(call('consumerGet'))).status).toBe(503)
    expect(server.hits(PROBE)).toBe(1)
  })

  it('takes the cap from the config', async () => {
    const { server, call } = await setup(failFirst(429, { 'retry-after': '1' }), { maxRetryAfterMs: 500 })
    expect((await apiFailure(call('consumerGet'))).status).toBe(429)
    expect(server.hits(PROBE)).toBe(1)
  })
})

describe('network errors and timeouts', () => {
  it('retries a GET once when the connection drops before an answer', async () => {
    const { server, call } = await setup((request, response) => {
      if (request.hit === 1) response.socket?.destroy()
      else sendJson(response, 200, { hit: request.hit })
    })
    await expect(call('consumerGet')).resolves.toEqual({ hit: 2 })
    expect(server.hits(PROBE)).toBe(2)
  })

  it('gives up on a GET after one retry when the connection keeps dropping', async () => {
    const { server, call } = await setup((_request, response) => {
      response.socket?.destroy()
    })
    expect((await apiFailure(call('consumerGet'))).kind).toBe('network')
    expect(server.hits(PROBE)).toBe(2)
  })

  it('reports a refused connection as a network error without a status', async () => {
    const { server, call } = await setup(failFirst(200))
    await server.close()
    const error = await apiFailure(call('consumerGet'))
    expect(error).toMatchObject({ kind: 'network', status: undefined, endpoint: 'consumerGet' })
  })

  it('does not retry a GET that timed out', async () => {
    const { server, call } = await setup(
      async (_request, response) => {
        await sleep(400)
        if (!response.destroyed) sendJson(response, 200, { hit: 1 })
      },
      { timeouts: { default: 100 } },
    )
    expect((await apiFailure(call('consumerGet'))).kind).toBe('timeout')
    expect(server.hits(PROBE)).toBe(1)
  })
})
