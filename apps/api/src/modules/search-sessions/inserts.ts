import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { searchSessions } from '../../db/schema'
import { batchedPerTurn } from '../../db/turnBatches'

export type SessionRow = typeof searchSessions.$inferSelect

/** Each field of a row and its column's name, in the order drizzle lists the columns of an insert. */
const fields = Object.entries(getTableColumns(searchSessions)).map(
  ([field, column]) => [field as keyof SessionRow, column.name] as const,
)
const columnList = sql.join(
  fields.map(([, name]) => sql.identifier(name)),
  sql`, `,
)

/** The insert as built for a database handle: drizzle writes its SQL once, not for every batch. */
const insertOf = (db: Db) =>
  db
    .insert(searchSessions)
    .select(
      sql`select ${columnList} from jsonb_populate_recordset(null::${searchSessions}, ${sql.placeholder('records')}::jsonb)`,
    )
    .returning()
    .prepare('insert_search_sessions')
const inserts = new WeakMap<Db, ReturnType<typeof insertOf>>()

/**
 * Inserts session rows (every column given) and returns each as stored. Every search writes its session
 * before it answers: the sessions of the searches answered together are written by one statement, their
 * rows sent as one JSON parameter that Postgres reads as the table's own row type. Sent as a parameter
 * per column instead, they cost PGlite, which binds each on its own, more than the insert itself.
 */
export const insertSession = batchedPerTurn(async (db: Db, rows: SessionRow[]) => {
  const records = JSON.stringify(
    rows.map((row) => Object.fromEntries(fields.map(([field, name]) => [name, row[field]]))),
  )
  let insert = inserts.get(db)
  if (!insert) inserts.set(db, (insert = insertOf(db)))
  const inserted = await insert.execute({ records })
  const stored = new Map(inserted.map((row) => [row.refId, row]))
  return rows.map(({ refId }) => stored.get(refId)!)
})
