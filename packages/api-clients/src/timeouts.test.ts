import { endpoints } from '@rihla/api-contract/endpoints'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appState, configFor, outcome } from '../testing/appState'
import { sendJson, sleep, startServer } from '../testing/httpServer'
import type { Handler, TestServer } from '../testing/httpServer'
import { testEndpoints } from '../testing/registry'
import { isApiError } from './apiError'
import { createApiClientsFor } from './clients'
import { createApiClients } from './createApiClients'
import type { ApiClientsConfig } from './config'
import { timeouts } from './timeouts'

// SPEC.md §9, written out so the defaults are checked against the spec, not against themselves.
const SPEC_SECONDS = { allClients: 60, widget: 10, paymentProcessing: 90 }

describe('the timeouts constant', () => {
  it('holds the spec values', () => {
    expect(timeouts).toEqual({
      default: SPEC_SECONDS.allClients * 1000,
      widget: SPEC_SECONDS.widget * 1000,
      paymentProcessing: SPEC_SECONDS.paymentProcessing * 1000,
    })
  })

  it('agrees with the widget endpoint of the contract', () => {
    expect(endpoints.widget.timeoutMs).toBe(timeouts.widget)
  })
})

/** A fetch that never answers, only fails when aborted; `started` resolves once a request is in flight. */
function silentFetch() {
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const fetch = (input: RequestInfo | URL) =>
    new Promise<Response>((_resolve, reject) => {
      markStarted()
      const { signal } = input as Request
      signal.addEventListener('abort', () => reject(signal.reason as Error))
    })
  return { fetch, started }
}

describe('default timeouts, on a fake clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Whether the call is still pending just before `seconds`, and how it ended at `seconds`. */
  async function settleAt(seconds: number, run: (config: ApiClientsConfig) => Promise<unknown>) {
    const { fetch, started } = silentFetch()
    let settled = false
    const result = outcome(run(configFor('http://api.test', appState({ partnerToken: 'held' }), { fetch })))
    void result.then(() => (settled = true))
    await started
    await vi.advanceTimersByTimeAsync(seconds * 1000 - 1)
    const pendingJustBefore = !settled
    await vi.advanceTimersByTimeAsync(1)
    const ended = await result
    return {
      pendingJustBefore,
      kind: 'error' in ended && isApiError(ended.error) ? ended.error.kind : undefined,
    }
  }

  it('gives an ordinary call 60 s', async () => {
    const result = await settleAt(SPEC_SECONDS.allClients, (config) =>
      createApiClients(config).call('utilities'),
    )
    expect(result).toEqual({ pendingJustBefore: true, kind: 'timeout' })
  })

  it('gives a partner call 60 s', async () => {
    const result = await settleAt(SPEC_SECONDS.allClients, (config) =>
      createApiClients(config).call('countries'),
    )
    expect(result).toEqual({ pendingJustBefore: true, kind: 'timeout' })
  })

  it('gives the widget call 10 s', async () => {
    const result = await settleAt(SPEC_SECONDS.widget, (config) =>
      createApiClients(config).call('widget', { query: { payload: 'signed' } }),
    )
    expect(result).toEqual({ pendingJustBefore: true, kind: 'timeout' })
  })

  it('gives payment processing 90 s when the call asks for it', async () => {
    const result = await settleAt(SPEC_SECONDS.paymentProcessing, (config) =>
      createApiClients(config).call('settings', { body: {} }, { timeoutMs: timeouts.paymentProcessing }),
    )
    expect(result).toEqual({ pendingJustBefore: true, kind: 'timeout' })
  })

  it('gives requests on the ky instances 60 s', async () => {
    const result = await settleAt(SPEC_SECONDS.allClients, (config) =>
      createApiClients(config)
        .surface('client')
        .then((client) => client.get('user/fnf/all')),
    )
    expect(result).toEqual({ pendingJustBefore: true, kind: 'timeout' })
  })
})

describe('timeout overrides, against a real server', () => {
  let server: TestServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  const slowly: Handler = async (request, response) => {
    await sleep(300)
    if (!response.destroyed) sendJson(response, 200, { hit: request.hit })
  }

  async function setup(overrides: Partial<ApiClientsConfig<string>>) {
    server = await startServer(slowly)
    return createApiClientsFor(testEndpoints, configFor(server.url, appState(), overrides))
  }

  it('applies the default from the config', async () => {
    const { call } = await setup({ timeouts: { default: 50 } })
    const result = await outcome(call('consumerGet'))
    expect('error' in result && isApiError(result.error) && result.error.kind).toBe('timeout')
  })

  it("applies an endpoint's own timeout over the default", async () => {
    const { call } = await setup({ timeouts: { default: 5_000 } })
    const quick = await outcome(call('quickGet'))
    expect('error' in quick && isApiError(quick.error) && quick.error).toMatchObject({
      kind: 'timeout',
      endpoint: 'quickGet',
    })
    await expect(call('consumerGet')).resolves.toEqual({ hit: 1 })
  })

  it('applies an endpoint timeout from the config', async () => {
    const { call } = await setup({ timeouts: { default: 5_000, endpoints: { consumerGet: 50 } } })
    const result = await outcome(call('consumerGet'))
    expect('error' in result && isApiError(result.error) && result.error.kind).toBe('timeout')
  })

  it("applies a call's timeout over the endpoint's and the default, shorter or longer", async () => {
    const { call } = await setup({ timeouts: { default: 50 } })
    await expect(call('quickGet', undefined, { timeoutMs: 5_000 })).resolves.toEqual({ hit: 1 })
    await expect(call('consumerGet', undefined, { timeoutMs: 5_000 })).resolves.toEqual({ hit: 1 })
    const shorter = await outcome(call('consumerGet', undefined, { timeoutMs: 50 }))
    expect('error' in shorter && isApiError(shorter.error) && shorter.error.kind).toBe('timeout')
  })
})
