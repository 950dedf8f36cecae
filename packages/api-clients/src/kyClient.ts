import { APP_VERSION, HEADERS } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import ky, { isForceRetryError, isHTTPError } from 'ky'
import type {
  AfterResponseHook,
  BeforeErrorHook,
  BeforeRequestHook,
  BeforeRetryHook,
  InitHook,
  KyInstance,
  RetryOptions,
} from 'ky'
import { apiErrorFromKy } from './kyErrors'
import type { PartnerTokens } from './partnerToken'
import { partnerTokenError } from './partnerToken'
import {
  RETRY_AFTER_STATUS_CODES,
  RETRY_METHODS,
  RETRY_STATUS_CODES,
  TRANSIENT_RETRY_LIMIT,
  retryAfterMs,
} from './retryPolicy'
import type { RequestState } from './requestState'
import { endpointLabel, findRequestState, initRequestState, requestStateOf } from './requestState'

export interface KyClientOptions {
  baseUrl: string
  getLocale: () => Locale
  getAccessToken: () => string | null | undefined
  /** Only the partner client holds partner tokens. */
  partnerTokens?: PartnerTokens
  fetch?: typeof globalThis.fetch
  timeoutMs: number
  retryDelay: (attempt: number) => number
  maxRetryAfterMs: number
}

// ky counts every retry against one limit: room for the one transient retry and the one retry with a
// replaced partner token, which may both happen to one request. `shouldRetry` holds transient retries to one.
const KY_RETRY_LIMIT = TRANSIENT_RETRY_LIMIT + 1

const bearer = (token: string) => `Bearer ${token}`
const bearerToken = (authorization: string | null) => authorization?.replace(/^Bearer\s+/i, '') ?? null

function shouldRetryTransient(state: RequestState, error: Error, maxRetryAfterMs: number): false | undefined {
  if (state.transientRetries >= TRANSIENT_RETRY_LIMIT) return false
  if (isHTTPError(error) && (RETRY_AFTER_STATUS_CODES as readonly number[]).includes(error.response.status)) {
    const wait = retryAfterMs(error.response.headers.get('retry-after'))
    if (wait !== undefined && wait > maxRetryAfterMs) return false
  }
  // ky's own checks decide the rest: listed statuses, network errors, never a timeout.
  return undefined
}

/** One ky instance with the spec's policies: timeouts, one retry, headers, partner token, ApiError. */
export function createKyClient(options: KyClientOptions): KyInstance {
  const { partnerTokens } = options
  const retryPolicy: RetryOptions = {
    limit: KY_RETRY_LIMIT,
    methods: [...RETRY_METHODS],
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [...RETRY_AFTER_STATUS_CODES],
    maxRetryAfter: options.maxRetryAfterMs,
    retryOnTimeout: false,
    delay: options.retryDelay,
  }

  // Runs once per request, on ky's per-request copy of the options: the state and the shouldRetry that
  // reads it belong to this request alone.
  const init: InitHook = (kyOptions) => {
    kyOptions.context ??= {}
    const state = initRequestState(kyOptions.context)
    const retry =
      typeof kyOptions.retry === 'number'
        ? { ...retryPolicy, limit: kyOptions.retry }
        : (kyOptions.retry ?? retryPolicy)
    kyOptions.retry = {
      ...retry,
      shouldRetry: ({ error }) => shouldRetryTransient(state, error, options.maxRetryAfterMs),
    }
  }

  const beforeRequest: BeforeRequestHook = async ({ request, options: kyOptions }) => {
    const state = requestStateOf(kyOptions.context)
    if (!request.headers.has(HEADERS.locale)) request.headers.set(HEADERS.locale, options.getLocale())
    if (partnerTokens) {
      if (state.auth === 'none') return
      const token = await partnerTokens.current().catch((error: unknown) => {
        throw partnerTokenError(endpointLabel(state, request), error)
      })
      request.headers.set(HEADERS.authorization, bearer(token))
      return
    }
    const accessToken = options.getAccessToken()
    if (accessToken && !request.headers.has(HEADERS.authorization)) {
      request.headers.set(HEADERS.authorization, bearer(accessToken))
    }
  }

  // SPEC.md §4: a 401 from the partner API replaces the token (one request shared by all) and the
  // request is sent once more. The server refused it unread, so this resends nothing it acted on,
  // which is why it applies to POST as well.
  const replaceRejectedPartnerToken: AfterResponseHook = async ({
    request,
    response,
    options: kyOptions,
  }) => {
    if (response.status !== 401 || !partnerTokens) return
    const state = requestStateOf(kyOptions.context)
    if (state.auth === 'none' || state.partnerTokenRetried) return
    state.partnerTokenRetried = true
    const token = await partnerTokens
      .replace(bearerToken(request.headers.get(HEADERS.authorization)))
      .catch((error: unknown) => {
        throw partnerTokenError(endpointLabel(state, request), error)
      })
    const headers = new Headers(request.headers)
    headers.set(HEADERS.authorization, bearer(token))
    return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'PARTNER_TOKEN_REPLACED' })
  }

  const countTransientRetry: BeforeRetryHook = ({ error, options: kyOptions }) => {
    if (!isForceRetryError(error)) requestStateOf(kyOptions.context).transientRetries += 1
  }

  const toApiError: BeforeErrorHook = ({ error, request, options: kyOptions }) => {
    return apiErrorFromKy(error, endpointLabel(findRequestState(kyOptions.context), request)) ?? error
  }

  return ky.create({
    prefix: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeoutMs,
    headers: { [HEADERS.appVersion]: APP_VERSION, accept: 'application/json' },
    retry: retryPolicy,
    hooks: {
      init: [init],
      beforeRequest: [beforeRequest],
      afterResponse: partnerTokens ? [replaceRejectedPartnerToken] : [],
      beforeRetry: [countTransientRetry],
      beforeError: [toApiError],
    },
  })
}
