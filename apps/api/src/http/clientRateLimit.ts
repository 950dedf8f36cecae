import { serverMessages } from '@rihla/api-contract'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { HttpError } from './httpError'
import type { createRateLimiter } from './rateLimit'

type RateLimiter = ReturnType<typeof createRateLimiter>

/** One allowance and whose it is: the key of a request, or null when this allowance does not apply. */
export interface ClientAllowance {
  limiter: RateLimiter
  keyOf: (c: Context<AppEnv>) => string | null
}

/**
 * Refuses a request over any of its allowances with 429 and the longest Retry-After among them. Every
 * admitted request counts, answered or refused for bad input: what is limited is the work a client asks
 * of the server (a flight search is costly whatever it finds).
 */
export function rateLimitClient(allowances: readonly ClientAllowance[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const keyed = allowances.flatMap(({ limiter, keyOf }) => {
      const key = keyOf(c)
      return key === null ? [] : [{ limiter, key }]
    })
    const wait = Math.max(0, ...keyed.map(({ limiter, key }) => limiter.retryAfterSeconds(key)))
    if (wait > 0) throw new HttpError(429, serverMessages.tooManyRequests, { 'Retry-After': String(wait) })
    for (const { limiter, key } of keyed) limiter.record(key)
    await next()
  }
}
