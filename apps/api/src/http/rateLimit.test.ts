import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimit'

describe('createRateLimiter', () => {
  it('allows the limit within the window and says when the oldest action leaves it', () => {
    let now = 1_000_000
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now })
    limiter.record('a')
    now += 10_000
    limiter.record('a')
    expect(limiter.retryAfterSeconds('a')).toBe(50)
    expect(limiter.retryAfterSeconds('b')).toBe(0)
    now += 50_000
    expect(limiter.retryAfterSeconds('a')).toBe(0)
  })

  it('forgets keys whose actions have all left the window', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now })
    limiter.record('a')
    now = 5000
    expect(limiter.trackedKeys).toBe(1)
    limiter.record('b')
    expect(limiter.trackedKeys).toBe(1)
    expect(limiter.retryAfterSeconds('a')).toBe(0)
    expect(limiter.retryAfterSeconds('b')).toBe(1)
  })
})
