/**
 * http: the server answered with a non-2xx status. timeout: no answer within the time allowed.
 * network: no answer at all (offline, connection refused or dropped). invalid-response: a 2xx answer
 * that is not the JSON its endpoint promises.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response'

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  /** The contract's endpoint name, or "METHOD /path" for a request made on a ky instance directly. */
  endpoint: string
  status?: number
  fieldErrors?: Record<string, string>
  /** From the answer's Retry-After header (a 429 or 503): seconds until the caller may try again. */
  retryAfterSeconds?: number | undefined
  cause?: unknown
}

/** Every failure of the three clients, whatever its origin, so callers handle one shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** The HTTP status when there was a response. */
  readonly status: number | undefined
  /** Field name to message, from the body of a 400. */
  readonly fieldErrors: Readonly<Record<string, string>>
  readonly endpoint: string
  /** Seconds the server asked the caller to wait (Retry-After), so a screen can say when to try again. */
  readonly retryAfterSeconds: number | undefined

  constructor({ kind, message, endpoint, status, fieldErrors = {}, retryAfterSeconds, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause })
    this.kind = kind
    this.status = status
    this.fieldErrors = fieldErrors
    this.endpoint = endpoint
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError

/** SPEC.md §8: what a partner call fails with when no bearer token can be had. */
export const PARTNER_TOKEN_ERROR_MESSAGE = 'Unable to retrieve token'

export const fallbackMessages = {
  http: (status: number) => `Request failed with status ${status}`,
  timeout: 'The request timed out',
  network: 'The server could not be reached',
  invalidResponse: 'The server sent a response that could not be read',
} as const
