import type { PartnerTokenRequest } from '@rihla/api-contract'
import { ApiError, isApiError, PARTNER_TOKEN_ERROR_MESSAGE } from './apiError'

/** Where the partner token lives; core keeps it in the persisted auth store. */
export interface PartnerTokenStore {
  getPartnerToken: () => string | null
  setPartnerToken: (token: string | null) => void
  /** The widget config's partner credentials; null until app data has loaded. */
  getPartnerCredentials: () => PartnerTokenRequest | null
}

export interface PartnerTokens {
  /** The held token, or a new one when none is held. */
  current: () => Promise<string>
  /**
   * A token to replace one the API rejected with 401. Concurrent callers share one token request; a
   * caller whose token was already replaced gets the new one without asking again.
   */
  replace: (rejected: string | null) => Promise<string>
}

class MissingCredentialsError extends Error {
  override readonly name = 'MissingCredentialsError'
  constructor() {
    super('No partner credentials are loaded')
  }
}

export function createPartnerTokens(
  store: PartnerTokenStore,
  requestToken: (credentials: PartnerTokenRequest) => Promise<string>,
): PartnerTokens {
  let pending: Promise<string> | null = null

  async function obtain(): Promise<string> {
    const credentials = store.getPartnerCredentials()
    if (!credentials) throw new MissingCredentialsError()
    const token = await requestToken(credentials)
    store.setPartnerToken(token)
    return token
  }

  function singleFlight(): Promise<string> {
    // Assigned before `finally` can run, so a failure that happens at once still clears the slot.
    pending ??= obtain().finally(() => {
      pending = null
    })
    return pending
  }

  return {
    current: () => {
      const held = store.getPartnerToken()
      return held ? Promise.resolve(held) : singleFlight()
    },
    replace: (rejected) => {
      if (pending) return pending
      const held = store.getPartnerToken()
      if (held && held !== rejected) return Promise.resolve(held)
      store.setPartnerToken(null)
      return singleFlight()
    },
  }
}

/**
 * The error a partner call fails with when no token could be had: the spec's message, with the kind and
 * status of the token request's failure. Without credentials nothing was sent; that is reported as the
 * 401 the partner API gives an unauthenticated request.
 */
export function partnerTokenError(endpoint: string, cause: unknown): ApiError {
  const failure = isApiError(cause) ? cause : undefined
  return new ApiError({
    kind: failure?.kind ?? 'http',
    status: failure ? failure.status : 401,
    message: PARTNER_TOKEN_ERROR_MESSAGE,
    endpoint,
    cause,
  })
}
