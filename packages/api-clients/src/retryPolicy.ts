/**
 * One retry, for idempotent methods only (SPEC.md §9). PUT and DELETE are idempotent in HTTP, but the
 * spec lists them with the methods that are never retried, so they are left out on purpose.
 */
export const RETRY_METHODS = ['get', 'head', 'options'] as const
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** Statuses whose Retry-After header sets the wait before the retry. */
export const RETRY_AFTER_STATUS_CODES = [429, 503] as const
/** Transient failures (a listed status or a lost connection) are retried at most this often. */
export const TRANSIENT_RETRY_LIMIT = 1

/**
 * A Retry-After longer than this is not waited for: the request fails at once with the server's status,
 * so a traveller is not left looking at a spinner, and the server is not asked again before it said to.
 */
export const DEFAULT_MAX_RETRY_AFTER_MS = 5_000

const BASE_RETRY_DELAY_MS = 300
const MAX_RETRY_DELAY_MS = 2_000

/**
 * Exponential backoff with jitter between half and all of the step, so many clients failing together
 * (a server restart) do not come back in lockstep.
 */
export function defaultRetryDelay(attempt: number): number {
  const step = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** (attempt - 1))
  return step / 2 + Math.random() * (step / 2)
}

/**
 * Milliseconds a Retry-After header asks for (delay-seconds or an HTTP-date), or undefined when the
 * header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // An HTTP-date starts with the day name; Date.parse alone would also take "-5" as a year.
  if (!/^[A-Za-z]{3}/.test(value)) return undefined
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
