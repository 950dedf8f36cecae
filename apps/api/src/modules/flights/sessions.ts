import { messages, serverMessages } from '@rihla/api-contract'
import { SEARCH_SESSION_IDLE_MINUTES } from '@rihla/api-contract/flights'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { and, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { flightSessions, inventoryHolds } from '../../db/schema'
import type { StoredSeat } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { Network, PlannedItinerary } from './inventory'
import { itinerariesOf } from './network'

export type SessionRow = typeof flightSessions.$inferSelect

export const IDLE_MS = SEARCH_SESSION_IDLE_MINUTES * 60_000

export const searchOf = (session: SessionRow) => session.search as unknown as SearchCriteria

/** The session, if it is still alive; an unknown or expired one is "Search Results Expired" (410). */
export async function openSession(db: Db, refId: string, now: Date, lock = false): Promise<SessionRow> {
  const query = db.select().from(flightSessions).where(eq(flightSessions.refId, refId)).limit(1)
  const [session] = lock ? await query.for('update') : await query
  if (!session || session.expiresAt <= now) throw new ServiceError('gone', serverMessages.searchExpired)
  return session
}

/** Ended sessions are kept an hour (their RefIDs answer "Search Results Expired" either way), then deleted. */
const ENDED_SESSION_KEPT_MS = 3600_000

/** Deletes search sessions that ended over an hour ago; their seat holds lapsed with them. */
export async function forgetEndedSearchSessions(db: Db, now: Date = new Date()) {
  const forgotten = await db
    .delete(flightSessions)
    .where(lte(flightSessions.expiresAt, new Date(now.getTime() - ENDED_SESSION_KEPT_MS)))
    .returning({ refId: flightSessions.refId })
  return { forgotten: forgotten.length }
}

/** Every call on a session keeps it (and the seats held for it) alive for another idle period. */
export async function touch(db: Db, session: SessionRow, now: Date, changes: Partial<SessionRow> = {}) {
  const expiresAt = new Date(now.getTime() + IDLE_MS)
  const [updated] = await db
    .update(flightSessions)
    .set({ ...changes, expiresAt, updatedAt: now })
    .where(eq(flightSessions.refId, session.refId))
    .returning()
  const seats = changes.seats ?? session.seats
  if (seats.length && !session.bookingId) {
    await db
      .update(inventoryHolds)
      .set({ expiresAt })
      .where(
        and(
          inArray(
            inventoryHolds.id,
            seats.map((seat) => seat.holdId),
          ),
          isNull(inventoryHolds.bookingId),
          isNull(inventoryHolds.releasedAt),
        ),
      )
  }
  return updated!
}

export function findItinerary(
  network: Network,
  search: SearchCriteria,
  itineraryId: string,
): PlannedItinerary {
  const planned = itinerariesOf(network, search).find((itinerary) => itinerary.id === itineraryId)
  if (!planned) throw new ServiceError('not_found', messages.flightDetailsError)
  return planned
}

export async function releaseSeats(db: Db, seats: StoredSeat[], now: Date) {
  if (!seats.length) return
  await db
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(
          inventoryHolds.id,
          seats.map((seat) => seat.holdId),
        ),
        isNull(inventoryHolds.releasedAt),
      ),
    )
}
