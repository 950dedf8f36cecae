import { and, eq, isNull } from 'drizzle-orm'
import { inventoryHolds, searchSessions } from '../db/schema'
import type { TestServer } from './testServer'

/**
 * Copies a search session `count` times and asks for one seat from every copy at once, as that many
 * travellers would: answers each request's status and how many open holds the seat then has.
 */
export async function raceForSeat(
  server: TestServer,
  refId: string,
  resourceKey: string,
  ask: (refId: string) => Promise<{ status: number }>,
  count = 100,
) {
  const [session] = await server.db.select().from(searchSessions).where(eq(searchSessions.refId, refId))
  const refIds = Array.from({ length: count }, (_, index) => `${refId}-race-${index}`)
  await server.db.insert(searchSessions).values(refIds.map((copy) => ({ ...session!, refId: copy })))
  const answers = await Promise.all(refIds.map(ask))
  const open = await server.db
    .select()
    .from(inventoryHolds)
    .where(and(eq(inventoryHolds.resourceKey, resourceKey), isNull(inventoryHolds.releasedAt)))
  return { statuses: answers.map((answer) => answer.status), openHolds: open.length }
}
