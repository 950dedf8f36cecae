import type { Endpoints, Surface } from '@rihla/api-contract'
import type { KyInstance } from 'ky'
import type { Call, EndpointRegistry, RawCall } from './call'
import type { SurfaceClients } from './clients'
import type { ApiClientsConfig } from './config'

export interface ApiClients<R extends EndpointRegistry = Endpoints> {
  /** Calls a contract endpoint by name on the client of its surface and returns its parsed response. */
  call: Call<R>
  /** The ky instance of a surface, for a request the contract does not describe (the captcha's own fetch). */
  surface: (name: Surface) => Promise<KyInstance>
}

/**
 * The clients for the contract's endpoints. Their code (ky, the request policies, the site's endpoint
 * schemas) loads with the first request: a page the site's server rendered brings its data along and
 * asks for nothing while it hydrates, so none of that code weighs on its first render.
 */
export function createApiClients(config: ApiClientsConfig): ApiClients {
  let loading: Promise<SurfaceClients> | undefined
  const clients = () => {
    // A failed chunk load is not remembered, so the next request tries again.
    loading ??= import('./clients')
      .then(({ createContractClients }) => createContractClients(config))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
  // Typed as the runtime sees it: checking a forwarding of `Call` against `Call` is more than TypeScript
  // will compare once the contract has this many endpoints.
  const call: RawCall = async (name, input, options) =>
    ((await clients()).call as unknown as RawCall)(name, input, options)
  return {
    call: call as unknown as Call<Endpoints>,
    surface: async (name) => (await clients())[name],
  }
}
