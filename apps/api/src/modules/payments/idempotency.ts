import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverMessages } from '@rihla/api-contract'
import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { paymentRequests } from '../../db/schema'
import { ServiceError } from '../../errors'

/** How long a repeat waits for the first request with its key to finish, and how often it looks. */
export interface IdempotencyWait {
  timeoutMs: number
  pollMs: number
}

const DEFAULT_WAIT: IdempotencyWait = { timeoutMs: 10_000, pollMs: 100 }

/** Keys sorted at every level, so the same request always hashes the same however it was written. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    )
  }
  return value
}

export const requestFingerprint = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')

/**
 * Runs `run` once per user and key. The first request claims the key (an insert that only one of any
 * number of concurrent requests can win), runs, and stores its answer; a repeat of the same request
 * waits for that answer and returns it, so a double-click or a retry never charges twice. The same key
 * with another request is refused. A run that fails gives the key back: nothing was done, so the
 * traveller may try the same action again.
 */
export async function withIdempotency<T>(
  db: Db,
  claim: { userId: string; key: string; fingerprint: string },
  run: () => Promise<T>,
  wait: IdempotencyWait = DEFAULT_WAIT,
): Promise<T> {
  const deadline = Date.now() + wait.timeoutMs
  const sameKey = and(eq(paymentRequests.userId, claim.userId), eq(paymentRequests.idempotencyKey, claim.key))
  for (;;) {
    const [claimed] = await db
      .insert(paymentRequests)
      .values({ userId: claim.userId, idempotencyKey: claim.key, fingerprint: claim.fingerprint })
      .onConflictDoNothing()
      .returning({ id: paymentRequests.id })
    if (claimed) {
      let result: T
      try {
        result = await run()
      } catch (error) {
        await db.delete(paymentRequests).where(eq(paymentRequests.id, claimed.id))
        throw error
      }
      await db
        .update(paymentRequests)
        .set({ responseStatus: 200, response: result })
        .where(eq(paymentRequests.id, claimed.id))
      return result
    }
    const [existing] = await db.select().from(paymentRequests).where(sameKey).limit(1)
    // Given back by a failed first run a moment ago: claim it again.
    if (!existing) continue
    if (existing.fingerprint !== claim.fingerprint) {
      throw new ServiceError('conflict', serverMessages.paymentKeyReused)
    }
    if (existing.responseStatus !== null) return existing.response as T
    if (Date.now() >= deadline) throw new ServiceError('conflict', serverMessages.paymentInProgress)
    await sleep(wait.pollMs)
  }
}

/** Retries come within minutes (the client gives up after 90 s); a day later a key is only clutter. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600 * 1000

/** Forgets answered keys older than their lifetime; one still running is kept whatever its age. */
export async function forgetOldPaymentRequests(db: Db, now: Date = new Date()) {
  const forgotten = await db
    .delete(paymentRequests)
    .where(
      and(
        lt(paymentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
        isNotNull(paymentRequests.responseStatus),
      ),
    )
    .returning({ id: paymentRequests.id })
  return { forgotten: forgotten.length }
}
