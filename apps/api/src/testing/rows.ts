import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table)
  return row?.count ?? 0
}
