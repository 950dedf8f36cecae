import { serverMessages } from '@rihla/api-contract'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { HttpError } from './httpError'

export interface RateLimiterOptions {
  limit: number
  windowMs: number
  now?: () => number
}

/** A limit on some action per key, wherever it is kept. */
export interface RateLimiter {
  /** Seconds until the key may act again; 0 when it may act now. */
  retryAfterSeconds(key: string): Promise<number>
  /** How many actions the key took within the window. */
  count(key: string): Promise<number>
  /** Drops the key's history (a successful sign-in ends the run of failures it counted). */
  forget(key: string): Promise<void>
  record(key: string): Promise<void>
  /**
   * Records the key's action when it is within the limit and answers 0, else the seconds to wait: one
   * step, so two requests (or two processes) never both take the last place.
   */
  take(key: string): Promise<number>
}

/** Makes the limiter of one limit, named by `scope` (unique per limit). */
export type RateLimiters = (
  scope: string,
  options: Pick<RateLimiterOptions, 'limit' | 'windowMs'>,
) => RateLimiter

/** Limits kept in this process's memory: enough for one process (the embedded database's). */
export const memoryRateLimiters: RateLimiters = (_scope, options) => {
  const limiter = createRateLimiter(options)
  return {
    retryAfterSeconds: (key) => Promise.resolve(limiter.retryAfterSeconds(key)),
    count: (key) => Promise.resolve(limiter.count(key)),
    forget: (key) => Promise.resolve(limiter.forget(key)),
    record: (key) => Promise.resolve(limiter.record(key)),
    take: (key) => {
      const wait = limiter.retryAfterSeconds(key)
      if (wait === 0) limiter.record(key)
      return Promise.resolve(wait)
    },
  }
}

/**
 * A sliding window of accepted actions per key, kept in memory (one server process; `databaseRateLimiters`
 * keeps them for several). Each key's times
 * are kept oldest first, so what has left the window is a prefix: a busy key (a partner credential shared
 * by every visitor of its site) costs each call the few times that left, not its whole window.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions) {
  const hits = new Map<string, number[]>()
  let sweptAt = -Infinity
  /** How many of a key's times (oldest first) have left the window. */
  const expired = (times: readonly number[], cutoff: number) => {
    let index = 0
    while (index < times.length && times[index]! <= cutoff) index += 1
    return index
  }
  const recent = (key: string) => {
    const times = hits.get(key) ?? []
    return times.slice(expired(times, now() - windowMs))
  }

  return {
    /** How many keys are remembered; old ones are dropped so memory stays bounded. */
    get trackedKeys() {
      return hits.size
    },
    /** Seconds until the key may act again; 0 when it may act now. */
    retryAfterSeconds(key: string): number {
      const times = hits.get(key) ?? []
      const inWindow = times.length - expired(times, now() - windowMs)
      if (inWindow < limit) return 0
      const oldest = times[times.length - limit] ?? now()
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000))
    },
    /** How many actions the key took within the window. */
    count(key: string): number {
      return recent(key).length
    },
    /** Drops the key's history (a successful sign-in ends the run of failures it counted). */
    forget(key: string) {
      hits.delete(key)
    },
    record(key: string) {
      const at = now()
      const cutoff = at - windowMs
      const times = hits.get(key) ?? []
      times.splice(0, expired(times, cutoff))
      times.push(at)
      hits.set(key, times)
      // Keys whose every action has left the window are dropped, once a window at most.
      if (sweptAt > cutoff) return
      sweptAt = at
      for (const [other, otherTimes] of hits) {
        if (!(otherTimes.at(-1)! > cutoff)) hits.delete(other)
      }
    },
  }
}

/**
 * Refuses a caller over the limit with 429 and Retry-After. Only successful answers count, so a form
 * sent back for corrections does not use up the caller's allowance.
 */
export function rateLimitByIp(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('clientIp')
    const wait = await limiter.retryAfterSeconds(key)
    if (wait > 0) throw new HttpError(429, serverMessages.tooManyRequests, { 'Retry-After': String(wait) })
    await next()
    if (c.res.status < 400) await limiter.record(key)
  }
}
