import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../client'

// Postgres binds at most 65,535 parameters per statement.
const BATCH_ROWS = 500

/**
 * Inserts rows, or updates them when `target` already exists and something changed, so seeding twice
 * changes nothing (not even updated_at). Primary keys, creation times and the `keep` columns (what
 * the app itself changes, such as tickets sold) are never overwritten.
 */
export async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn,
  { keep = [] }: { keep?: PgColumn[] } = {},
) {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][]
  const kept = new Set(keep.map((column) => column.name))
  const updated = columns.filter(
    ([, column]) =>
      !column.primary &&
      column.name !== target.name &&
      column.name !== 'created_at' &&
      !kept.has(column.name),
  )
  const set = Object.fromEntries(
    updated.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>
  const compared = updated.filter(([, column]) => column.name !== 'updated_at')
  const setWhere = sql.join(
    compared.map(([, column]) => sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`),
    sql` or `,
  )
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS)
    const insert = db.insert(table).values(batch)
    await (Object.keys(set).length
      ? insert.onConflictDoUpdate({ target, set, setWhere })
      : insert.onConflictDoNothing({ target }))
  }
}
