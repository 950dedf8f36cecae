import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** What services take: the same query builder over PGlite or a Postgres server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database =
  | { kind: 'pglite'; db: ReturnType<typeof drizzlePglite<Schema>>; close: () => Promise<void> }
  | { kind: 'postgres'; db: ReturnType<typeof drizzlePostgres<Schema>>; close: () => Promise<void> }

export const pgliteDatabase = (client: PGlite): Database => ({
  kind: 'pglite',
  db: drizzlePglite({ client, schema }),
  close: () => client.close(),
})

/** `url` given: a Postgres server; else PGlite in `pgliteDir` (`memory://` keeps nothing on disk). */
export async function openDatabase(options: { url: string | null; pgliteDir: string }): Promise<Database> {
  if (options.url) {
    // Notices (e.g. "schema already exists, skipping" from migrations) are not worth a log line.
    const client = postgres(options.url, { max: 10, onnotice: () => {} })
    return {
      kind: 'postgres',
      db: drizzlePostgres({ client, schema }),
      close: () => client.end({ timeout: 5 }),
    }
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true })
  return pgliteDatabase(await PGlite.create(options.pgliteDir))
}
