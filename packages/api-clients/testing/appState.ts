import type { Locale, PartnerTokenRequest } from '@rihla/api-contract'
import { isApiError } from '../src/apiError'
import type { ApiError } from '../src/apiError'
import type { ApiClientsConfig } from '../src/config'

/** Stands in for core's stores: plain fields the test reads and changes. */
export interface AppState {
  locale: Locale
  accessToken: string | null
  partnerToken: string | null
  credentials: PartnerTokenRequest | null
  /** Every value setPartnerToken was given, in order. */
  partnerTokenWrites: (string | null)[]
}

export const partnerCredentials = { username: 'rihla-partner', password: 'widget-secret' }

export function appState(initial: Partial<AppState> = {}): AppState {
  return {
    locale: 'en',
    accessToken: null,
    partnerToken: null,
    credentials: partnerCredentials,
    partnerTokenWrites: [],
    ...initial,
  }
}

/** Config for clients whose three surfaces all live on one test server, with no wait before a retry. */
export function configFor(
  url: string,
  state: AppState,
  overrides: Partial<ApiClientsConfig<string>> = {},
): ApiClientsConfig<string> {
  return {
    partnerBaseUrl: url,
    consumerBaseUrl: url,
    clientBaseUrl: url,
    getLocale: () => state.locale,
    getAccessToken: () => state.accessToken,
    getPartnerToken: () => state.partnerToken,
    setPartnerToken: (token) => {
      state.partnerToken = token
      state.partnerTokenWrites.push(token)
    },
    getPartnerCredentials: () => state.credentials,
    retryDelay: 0,
    ...overrides,
  }
}

/** The settled outcome of a promise, so a test can assert on a rejection's fields. */
export async function outcome<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await promise }
  } catch (error) {
    return { error }
  }
}

export async function failure(promise: Promise<unknown>): Promise<unknown> {
  const result = await outcome(promise)
  if ('value' in result) throw new Error(`Expected a failure, got ${JSON.stringify(result.value)}`)
  return result.error
}

export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await failure(promise)
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`)
  return error
}
