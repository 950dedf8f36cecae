import type { EndpointName, Locale } from '@rihla/api-contract'
import type { PartnerTokenStore } from './partnerToken'

/** Everything the clients read from the app, injected so core can wire its stores and tests a real server. */
export interface ApiClientsConfig<Name extends string = EndpointName> extends PartnerTokenStore {
  /** Each surface has its own host (DESIGN.md §5); a path after the host is kept. */
  partnerBaseUrl: string
  consumerBaseUrl: string
  clientBaseUrl: string
  /** Sent as the `locale` header on every request. */
  getLocale: () => Locale
  /** The signed-in user's access_token, sent as a bearer token on consumer and client calls when present. */
  getAccessToken: () => string | null | undefined
  fetch?: typeof globalThis.fetch
  /** Overrides for tests; the defaults are the spec's (see `timeouts`). */
  timeouts?: {
    default?: number
    endpoints?: Partial<Record<Name, number>>
  }
  /** Milliseconds before the one retry, or a function of the attempt number (1 for the first retry). */
  retryDelay?: number | ((attempt: number) => number)
  /** A longer Retry-After is not waited for; the request fails with the server's status instead. */
  maxRetryAfterMs?: number
}
