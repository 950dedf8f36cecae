import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { flightSessions, inventoryHolds } from '../../db/schema'
import { openSession } from './sessions'

/**
 * Sandbox only: the session ends now, as if it had sat idle for its full period. Its unbooked seat
 * holds end with it, as they would have lapsed on their own.
 */
export async function endSearchSession(db: Db, refId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const session = await openSession(tx, refId, now, true)
    await tx.update(flightSessions).set({ expiresAt: now }).where(eq(flightSessions.refId, refId))
    if (session.seats.length && !session.bookingId) {
      await tx
        .update(inventoryHolds)
        .set({ expiresAt: now })
        .where(
          and(
            inArray(
              inventoryHolds.id,
              session.seats.map((seat) => seat.holdId),
            ),
            isNull(inventoryHolds.bookingId),
            isNull(inventoryHolds.releasedAt),
          ),
        )
    }
    return { refId, expiresAt: now.toISOString() }
  })
}
