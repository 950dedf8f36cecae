import { serverMessages } from '@rihla/api-contract'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { HttpError } from './httpError'
import type { Config } from '../config'
import type { AppDeps } from './env'
import type { RateLimiter } from './rateLimit'

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
    const refuse = (wait: number) =>
      new HttpError(429, serverMessages.tooManyRequests, { 'Retry-After': String(wait) })
    // A request over one allowance counts against none; then each allowance takes its place (a request
    // of another process may have taken the last one meanwhile).
    const waits = await Promise.all(keyed.map(({ limiter, key }) => limiter.retryAfterSeconds(key)))
    const wait = Math.max(0, ...waits)
    if (wait > 0) throw refuse(wait)
    for (const { limiter, key } of keyed) {
      const raced = await limiter.take(key)
      if (raced > 0) throw refuse(raced)
    }
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
  {
    config,
    rateLimits,
  }: Pick<AppDeps, 'rateLimits'> & {
    config: Pick<Config, 'searchRateLimit' | 'searchPartnerRateLimit' | 'searchRateWindowSeconds'>
  },
  vertical: string,
  { perPartner = true }: { perPartner?: boolean } = {},
) {
  const windowMs = config.searchRateWindowSeconds * 1000
  return rateLimitClient([
    {
      limiter: rateLimits(`search-address-${vertical}`, { limit: config.searchRateLimit, windowMs }),
      keyOf: (c) => c.get('clientIp'),
    },
    ...(perPartner
      ? [
          {
            limiter: rateLimits(`search-partner-${vertical}`, {
              limit: config.searchPartnerRateLimit,
              windowMs,
            }),
            keyOf: (c: Context<AppEnv>) => c.get('partner').username,
          },
        ]
      : []),
  ])
}
