import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitHits } from '../db/schema'
import type { RateLimiter, RateLimiters } from './rateLimit'

/**
 * Limits kept in the database, so every API process on it counts the same actions: a sliding window
 * per key, in the database's own time. `take` holds a transaction lock on its key while it counts and
 * records, so concurrent requests in several processes never both take the last place.
 */
export function databaseRateLimiters(db: Db): RateLimiters {
  return (scope, { limit, windowMs }) => {
    const window = sql`make_interval(secs => ${windowMs / 1000})`
    const ofKey = (key: string) => and(eq(rateLimitHits.scope, scope), eq(rateLimitHits.key, key))
    const inWindow = (key: string) => and(ofKey(key), sql`${rateLimitHits.at} > now() - ${window}`)

    /** Seconds until the oldest of the key's last `limit` actions leaves the window; 0 below the limit. */
    const waitOf = async (tx: Db, key: string) => {
      const [row] = await tx
        .select({ seconds: sql<string>`extract(epoch from ${rateLimitHits.at} + ${window} - now())` })
        .from(rateLimitHits)
        .where(inWindow(key))
        .orderBy(sql`${rateLimitHits.at} desc`)
        .offset(limit - 1)
        .limit(1)
      return row ? Math.max(1, Math.ceil(Number(row.seconds))) : 0
    }
    const insert = (tx: Db, key: string) =>
      tx.insert(rateLimitHits).values({ scope, key, expiresAt: sql`now() + ${window}` })

    const limiter: RateLimiter = {
      retryAfterSeconds: (key) => waitOf(db, key),
      async count(key) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(rateLimitHits)
          .where(inWindow(key))
        return row?.n ?? 0
      },
      async forget(key) {
        await db.delete(rateLimitHits).where(ofKey(key))
      },
      async record(key) {
        await insert(db, key)
      },
      take: (key) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`)
          const wait = await waitOf(tx, key)
          if (wait === 0) await insert(tx, key)
          return wait
        }),
    }
    return limiter
  }
}

/** Drops the actions that have left their windows. */
export async function forgetExpiredRateLimitHits(db: Db) {
  const dropped = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ id: rateLimitHits.id })
  return { droppedRateLimitHits: dropped.length }
}
