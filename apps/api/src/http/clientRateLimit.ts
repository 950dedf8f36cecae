import { serverMessages } from '@rihla/api-contract'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { HttpError } from './httpError'
import type { Config } from '../config'
import { createRateLimiter } from './rateLimit'

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

/**
 * A search's allowance: each client address and each partner credential (the site's own, or a widget
 * partner's, shared by all of its visitors) has its searches per window. Each vertical's searches have
 * their own. The consumer API's searches (trains, buses) carry no partner token: only `perPartner:
 * false` endpoints count by address alone.
 */
export function limitSearches(
  config: Pick<Config, 'searchRateLimit' | 'searchPartnerRateLimit' | 'searchRateWindowSeconds'>,
  { perPartner = true }: { perPartner?: boolean } = {},
) {
  const windowMs = config.searchRateWindowSeconds * 1000
  return rateLimitClient([
    {
      limiter: createRateLimiter({ limit: config.searchRateLimit, windowMs }),
      keyOf: (c) => c.get('clientIp'),
    },
    ...(perPartner
      ? [
          {
            limiter: createRateLimiter({ limit: config.searchPartnerRateLimit, windowMs }),
            keyOf: (c: Context<AppEnv>) => c.get('partner').username,
          },
        ]
      : []),
  ])
}
