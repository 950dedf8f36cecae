import { and, asc, eq, gt, inArray, or } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { batchedPerTurn } from '../../db/turnBatches'
import { eventPasses, eventShows, events } from '../../db/schema'

export type EventRow = typeof events.$inferSelect
export type ShowRow = typeof eventShows.$inferSelect
export type PassRow = typeof eventPasses.$inferSelect

/** An event with its shows still on sale (soonest first), each with its passes in their order. */
export interface EventOnSale {
  event: EventRow
  shows: { show: ShowRow; passes: PassRow[] }[]
}

export const ticketsLeft = (pass: PassRow) => pass.capacity - pass.sold

/** A show is on sale until it starts. */
export const onSale = (show: ShowRow, now: Date) => show.startsAt > now

/** The events given with their shows that `shows` selects (soonest first), each with its passes. */
async function withShows(db: Db, eventRows: EventRow[], shows: SQL): Promise<EventOnSale[]> {
  const showRows = await db.select().from(eventShows).where(shows).orderBy(asc(eventShows.startsAt))
  const passRows = await passesOf(
    db,
    showRows.map((show) => show.id),
  )
  return eventRows.map((event) => ({
    event,
    shows: showRows
      .filter((show) => show.eventId === event.id)
      .map((show) => ({ show, passes: passRows.filter((pass) => pass.showId === show.id) })),
  }))
}

const readEventsOnSale = batchedPerTurn(async (db: Db, nows: Date[]) => {
  const earliest = new Date(Math.min(...nows.map((now) => now.getTime())))
  const eventRows = await db.select().from(events).orderBy(asc(events.position))
  const read = await withShows(db, eventRows, gt(eventShows.startsAt, earliest))
  return nows.map((now) =>
    read.map((entry) => ({ ...entry, shows: entry.shows.filter(({ show }) => onSale(show, now)) })),
  )
})

/**
 * Every event of the catalogue with its shows on sale `now` and their passes as sold so far, in the
 * catalogue's order. Events with no show on sale have none (no listing shows them). The calls made
 * together (searches at the same moment) read the catalogue once.
 */
export const eventsOnSale = (db: Db, now: Date): Promise<EventOnSale[]> => readEventsOnSale(db, now)

/** One event by its id or slug with its shows on sale and their passes; null when there is no such event. */
export async function eventOnSale(db: Db, idOrSlug: string, now: Date): Promise<EventOnSale | null> {
  const found = await db
    .select()
    .from(events)
    .where(or(eq(events.id, idOrSlug), eq(events.slug, idOrSlug)))
  if (!found.length) return null
  const [entry] = await withShows(
    db,
    found,
    and(eq(eventShows.eventId, found[0]!.id), gt(eventShows.startsAt, now))!,
  )
  return entry!
}

/** The passes of shows, in their order. */
export async function passesOf(db: Db, showIds: readonly string[]): Promise<PassRow[]> {
  if (!showIds.length) return []
  return db
    .select()
    .from(eventPasses)
    .where(inArray(eventPasses.showId, [...showIds]))
    .orderBy(asc(eventPasses.position))
}

/** A show of an event, on sale or not; null when the event has no such show. */
export async function showOf(db: Db, eventId: string, showId: string): Promise<ShowRow | null> {
  const [show] = await db
    .select()
    .from(eventShows)
    .where(and(eq(eventShows.id, showId), eq(eventShows.eventId, eventId)))
    .limit(1)
  return show ?? null
}
