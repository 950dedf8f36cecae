import { randomBytes } from 'node:crypto'
import { serverMessages } from '@rihla/api-contract'
import type { BookingType } from '@rihla/api-contract/bookings'
import { SEARCH_SESSION_IDLE_MINUTES } from '@rihla/api-contract/flights'
import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, searchSessions } from '../../db/schema'
import type { SessionHold } from '../../db/schema'
import { ServiceError } from '../../errors'
import { attachHolds, extendHolds } from '../inventory/holds'
import { insertSession } from './inserts'

type SessionRow = typeof searchSessions.$inferSelect

/** A vertical's view of its sessions: its own search, priced choice and holds. */
export type SearchSession<Search, Quote, Hold extends SessionHold> = Omit<
  SessionRow,
  'search' | 'quote' | 'holds'
> & { search: Search; quote: Quote | null; holds: Hold[] }

export type SessionChanges<Quote, Hold extends SessionHold> = Partial<{
  quote: Quote
  holds: Hold[]
  bookingId: string
  searches: number
}>

/** Every vertical's search results expire after the same idle period (SPEC.md §7). */
export const SESSION_IDLE_MS = SEARCH_SESSION_IDLE_MINUTES * 60_000

const newRefId = () => randomBytes(12).toString('base64url')

/**
 * The store of one vertical's search sessions. A RefID is only ever found by the vertical that made it;
 * its search, quote and holds are the vertical's own shapes, kept as JSON.
 */
export function searchSessionsOf<Search, Quote, Hold extends SessionHold>(vertical: BookingType) {
  type Session = SearchSession<Search, Quote, Hold>
  const asSession = (row: SessionRow) => row as unknown as Session
  const byRefId = (refId: string) =>
    and(eq(searchSessions.refId, refId), eq(searchSessions.vertical, vertical))

  /** The session as stored, alive or not; null when this vertical has no such RefID. */
  async function find(db: Db, refId: string, lock = false): Promise<Session | null> {
    const query = db.select().from(searchSessions).where(byRefId(refId)).limit(1)
    const [row] = lock ? await query.for('update') : await query
    return row ? asSession(row) : null
  }

  /** The session, if it is still alive; an unknown or expired one is "Search Results Expired" (410). */
  async function open(db: Db, refId: string, now: Date, lock = false): Promise<Session> {
    const session = await find(db, refId, lock)
    if (!session || session.expiresAt <= now) throw new ServiceError('gone', serverMessages.searchExpired)
    return session
  }

  return {
    find,
    open,

    /** A new session for a search, alive for one idle period. */
    async create(db: Db, search: Search, searchKey: string, now: Date): Promise<Session> {
      const row = await insertSession(db, {
        refId: newRefId(),
        vertical,
        search: search as Record<string, unknown>,
        searchKey,
        quote: null,
        holds: [],
        bookingId: null,
        searches: 1,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        createdAt: now,
        updatedAt: now,
      })
      return asSession(row)
    },

    /**
     * Every call on a session renews it: it (and the holds it keeps before a booking takes them) stays
     * alive for another idle period.
     */
    async renew(db: Db, session: Session, now: Date, changes: SessionChanges<Quote, Hold> = {}) {
      const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
      const [row] = await db
        .update(searchSessions)
        .set({ ...(changes as Partial<SessionRow>), expiresAt, updatedAt: now })
        .where(byRefId(session.refId))
        .returning()
      const holds = changes.holds ?? session.holds
      if (!session.bookingId)
        await extendHolds(
          db,
          holds.map((hold) => hold.holdId),
          expiresAt,
        )
      return asSession(row!)
    },

    /**
     * The booking a session already made, when the traveller asking made it (a repeated reservation
     * answers with it); null when it made none. Another traveller's is refused.
     */
    async bookingOf(db: Db, session: Session, userId: string): Promise<string | null> {
      if (!session.bookingId) return null
      const [booked] = await db
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(eq(bookings.id, session.bookingId))
        .limit(1)
      if (booked?.userId === userId) return session.bookingId
      throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    },

    /**
     * The session's booking takes its holds: they now wait for the payment, and go back on sale if the
     * booking expires unpaid. The session remembers its booking.
     */
    async book(db: Db, session: Session, bookingId: string, paymentExpiresAt: Date, now: Date) {
      await attachHolds(
        db,
        session.holds.map((hold) => hold.holdId),
        bookingId,
        paymentExpiresAt,
      )
      await this.renew(db, session, now, { bookingId })
    },

    /**
     * Sandbox: the session ends now, as if it had sat idle for its full period; its unbooked holds end
     * with it, as they would have lapsed on their own.
     */
    async end(db: Db, refId: string, now: Date) {
      return db.transaction(async (tx) => {
        const session = await open(tx, refId, now, true)
        await tx.update(searchSessions).set({ expiresAt: now }).where(byRefId(refId))
        if (!session.bookingId)
          await extendHolds(
            tx,
            session.holds.map((hold) => hold.holdId),
            now,
          )
        return { refId, expiresAt: now.toISOString() }
      })
    },
  }
}

/** Ended sessions are kept an hour (their RefIDs answer "Search Results Expired" either way), then deleted. */
const ENDED_SESSION_KEPT_MS = 3600_000

/** Deletes every vertical's search sessions that ended over an hour ago; their holds lapsed with them. */
export async function forgetEndedSearchSessions(db: Db, now: Date = new Date()) {
  const forgotten = await db
    .delete(searchSessions)
    .where(lte(searchSessions.expiresAt, new Date(now.getTime() - ENDED_SESSION_KEPT_MS)))
    .returning({ refId: searchSessions.refId })
  return { forgotten: forgotten.length }
}
