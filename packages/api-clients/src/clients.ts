import { endpointGroupOf, endpointGroups, siteEndpoints } from '@rihla/api-contract'
import type { Endpoint, EndpointGroup, Endpoints, Surface } from '@rihla/api-contract'
import type { KyInstance } from 'ky'
import type { Call, CallOptions, EndpointRegistry, RawCallInput } from './call'
import type { ApiClientsConfig } from './config'
import { createKyClient } from './kyClient'
import { createPartnerTokens } from './partnerToken'
import type { PartnerTokens } from './partnerToken'
import { send } from './request'
import { DEFAULT_MAX_RETRY_AFTER_MS, defaultRetryDelay } from './retryPolicy'
import { timeouts } from './timeouts'
import { yieldToMain } from './yieldToMain'

/** One ky instance per surface, and the contract's calls on them. */
export interface SurfaceClients<R extends EndpointRegistry = Endpoints> extends Record<Surface, KyInstance> {
  /** Calls a contract endpoint by name on the client of its surface and returns its parsed response. */
  call: Call<R>
}

/**
 * The clients for the contract's endpoints. The site's endpoints come with this module; another
 * group's definitions (and schemas) load the first time one of its endpoints is called.
 */
export function createContractClients(config: ApiClientsConfig): SurfaceClients {
  const groupOf: Partial<Record<string, EndpointGroup>> = endpointGroupOf
  const loaded: Partial<Record<EndpointGroup, Promise<Record<string, Endpoint>>>> = {}
  const resolve = (name: string) => {
    const group = groupOf[name]
    if (!group) return undefined
    // A failed chunk load is not remembered, so the next call tries again. A group's schemas are
    // evaluated in a task of their own, not in the one that evaluated these clients and the site's.
    const load = async (): Promise<Record<string, Endpoint>> => {
      await yieldToMain()
      return endpointGroups[group]()
    }
    loaded[group] ??= load().catch((error: unknown) => {
      delete loaded[group]
      throw error
    })
    return loaded[group].then((registry) => registry[name])
  }
  return createApiClientsFor(siteEndpoints as unknown as Endpoints, config, resolve)
}

/** The clients for any endpoint registry shaped like the contract's (tests use small ones). */
export function createApiClientsFor<R extends EndpointRegistry>(
  registry: R,
  config: ApiClientsConfig<keyof R & string>,
  /** Finds an endpoint the registry does not hold yet (a group loaded on demand). */
  resolveLater: (name: string) => Promise<Endpoint | undefined> | undefined = () => undefined,
): SurfaceClients<R> {
  const defaultTimeoutMs = config.timeouts?.default ?? timeouts.default
  const endpointTimeouts: Partial<Record<string, number>> = config.timeouts?.endpoints ?? {}
  const { retryDelay = defaultRetryDelay } = config
  const shared = {
    getLocale: config.getLocale,
    getAccessToken: config.getAccessToken,
    fetch: config.fetch,
    timeoutMs: defaultTimeoutMs,
    retryDelay: typeof retryDelay === 'number' ? () => retryDelay : retryDelay,
    maxRetryAfterMs: config.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS,
  }

  const timeoutFor = (name: string, endpoint: Endpoint, callTimeoutMs?: number) =>
    callTimeoutMs ?? endpointTimeouts[name] ?? endpoint.timeoutMs ?? defaultTimeoutMs

  const tokens: PartnerTokens = createPartnerTokens(config, async (credentials) => {
    const { partnerToken } = siteEndpoints
    const timeoutMs = timeoutFor('partnerToken', partnerToken)
    const response = await send(
      clients.partner,
      'partnerToken',
      partnerToken,
      { body: credentials },
      { timeoutMs },
    )
    return response.Token
  })

  const clients: Record<Surface, KyInstance> = {
    partner: createKyClient({ ...shared, baseUrl: config.partnerBaseUrl, partnerTokens: tokens }),
    consumer: createKyClient({ ...shared, baseUrl: config.consumerBaseUrl }),
    client: createKyClient({ ...shared, baseUrl: config.clientBaseUrl }),
  }

  const call = async (name: string, input: RawCallInput = {}, options: CallOptions = {}) => {
    const endpoint = registry[name] ?? (await resolveLater(name))
    if (!endpoint) throw new TypeError(`Unknown endpoint "${name}"`)
    return await send(clients[endpoint.surface], name, endpoint, input, {
      ...options,
      timeoutMs: timeoutFor(name, endpoint, options.timeoutMs),
    })
  }

  return { ...clients, call: call as Call<R> }
}
