import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from '../db/migrate'
import { rateLimitHits } from '../db/schema'
import { createTestDatabase } from '../testing/testDatabase'
import type { TestDatabase } from '../testing/testDatabase'
import { databaseRateLimiters, forgetExpiredRateLimitHits } from './databaseRateLimit'

let test: TestDatabase
beforeAll(async () => {
  test = await createTestDatabase({ fromSandboxTemplate: false })
  await migrateDatabase(test.database)
})
afterAll(() => test.dispose())

const limiters = () => databaseRateLimiters(test.database.db)
const MINUTE = 60_000

/** Moves a scope's actions back in time, as if they had been taken `ms` earlier. */
const age = (scope: string, ms: number) =>
  test.database.db.execute(
    sql`update ${rateLimitHits} set at = at - make_interval(secs => ${ms / 1000}), expires_at = expires_at - make_interval(secs => ${ms / 1000}) where scope = ${scope}`,
  )

describe('limits kept in the database', () => {
  it('allows the limit within the window and says when the oldest action leaves it', async () => {
    const limiter = limiters()('login-address', { limit: 2, windowMs: MINUTE })
    await limiter.record('10.0.0.1')
    await age('login-address', 10_000)
    await limiter.record('10.0.0.1')
    expect(await limiter.count('10.0.0.1')).toBe(2)
    // The oldest of the two was taken 10 s ago: it leaves the one-minute window in 50 s.
    expect(await limiter.retryAfterSeconds('10.0.0.1')).toBeGreaterThanOrEqual(49)
    expect(await limiter.retryAfterSeconds('10.0.0.1')).toBeLessThanOrEqual(50)
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(0)
    await age('login-address', 50_000)
    expect(await limiter.retryAfterSeconds('10.0.0.1')).toBe(0)
    expect(await limiter.count('10.0.0.1')).toBe(1)
  })

  it('keeps each limit’s counts apart and forgets a key when asked', async () => {
    const accounts = limiters()('login-account', { limit: 1, windowMs: MINUTE })
    const searches = limiters()('search-address-flights', { limit: 1, windowMs: MINUTE })
    await accounts.record('sara@example.sa')
    expect(await accounts.retryAfterSeconds('sara@example.sa')).toBeGreaterThan(0)
    expect(await searches.retryAfterSeconds('sara@example.sa')).toBe(0)
    await accounts.forget('sara@example.sa')
    expect(await accounts.count('sara@example.sa')).toBe(0)
  })

  it('takes a place only while one is left', async () => {
    const limiter = limiters()('contact', { limit: 2, windowMs: MINUTE })
    expect(await limiter.take('10.0.0.3')).toBe(0)
    expect(await limiter.take('10.0.0.3')).toBe(0)
    expect(await limiter.take('10.0.0.3')).toBeGreaterThan(0)
    expect(await limiter.count('10.0.0.3')).toBe(2)
  })

  it('drops the actions that have left their windows', async () => {
    const limiter = limiters()('old', { limit: 5, windowMs: MINUTE })
    await limiter.record('10.0.0.4')
    await age('old', 2 * MINUTE)
    const { droppedRateLimitHits } = await forgetExpiredRateLimitHits(test.database.db)
    expect(droppedRateLimitHits).toBeGreaterThanOrEqual(1)
    const [left] = await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.scope} = 'old'`)
    expect(left?.n).toBe(0)
  })
})

describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('limits across processes on Postgres', () => {
  it('admits exactly the limit of 40 requests taking places at once through separate limiters', async () => {
    // Each request has its own limiter, as each process has: only the database is shared.
    const waits = await Promise.all(
      Array.from({ length: 40 }, () =>
        limiters()('search-partner-hotels', { limit: 5, windowMs: MINUTE }).take('site'),
      ),
    )
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5)
  })
})
