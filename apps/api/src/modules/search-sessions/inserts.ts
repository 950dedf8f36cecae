import type { Db } from '../../db/client'
import { searchSessions } from '../../db/schema'
import { batchedPerTurn } from '../../db/turnBatches'

type NewSessionRow = typeof searchSessions.$inferInsert & { refId: string }

/**
 * Inserts a session row and returns it as stored. Every search writes its session before it answers: the
 * sessions of the searches answered together are written by one statement.
 */
export const insertSession = batchedPerTurn(async (db: Db, rows: NewSessionRow[]) => {
  const stored = new Map(
    (await db.insert(searchSessions).values(rows).returning()).map((row) => [row.refId, row]),
  )
  return rows.map(({ refId }) => stored.get(refId)!)
})
