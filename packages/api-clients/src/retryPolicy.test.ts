import { describe, expect, it } from 'vitest'
import { defaultRetryDelay, retryAfterMs } from './retryPolicy'

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')

  it('reads delay-seconds', () => {
    expect(retryAfterMs('3', now)).toBe(3000)
    expect(retryAfterMs(' 0 ', now)).toBe(0)
  })

  it('reads an HTTP-date as the time left until it', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Sun, 22 Nov 2026 09:59:00 GMT', now)).toBe(0)
  })

  it('ignores a missing or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs('soon', now)).toBeUndefined()
    expect(retryAfterMs('-5', now)).toBeUndefined()
  })
})

describe('defaultRetryDelay', () => {
  it('waits between half and all of 300 ms before the first retry', () => {
    const delays = Array.from({ length: 200 }, () => defaultRetryDelay(1))
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(150)
    expect(Math.max(...delays)).toBeLessThanOrEqual(300)
    expect(new Set(delays).size).toBeGreaterThan(1)
  })

  it('grows with the attempt but never past 2 s', () => {
    expect(defaultRetryDelay(2)).toBeGreaterThanOrEqual(300)
    expect(defaultRetryDelay(10)).toBeLessThanOrEqual(2000)
  })
})
