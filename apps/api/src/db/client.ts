import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { withCommitHooks } from './commitHooks'
import { reconnectBackoff, retryingOnConnectionLoss } from './connectionRetry'
import { PGliteThread } from './pgliteThread'
import * as schema from './schema'

export type Schema = typeof schema
/** What services take: the same query builder over PGlite or a Postgres server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; close: () => Promise<void> }
  | { kind: 'postgres'; db: ReturnType<typeof drizzlePostgres<Schema>>; close: () => Promise<void> }

export const pgliteDatabase = (client: PGlite): Database => ({
  kind: 'pglite',
  db: withCommitHooks(drizzlePglite({ client, schema })),
  close: () => client.close(),
})

/**
 * PGlite on a worker thread (see pgliteThread.ts). Drizzle's PGlite driver calls only `query` and
 * `transaction`, which the thread answers as PGlite does.
 */
export const pgliteThreadDatabase = (client: PGliteThread): Database => ({
  kind: 'pglite',
  db: withCommitHooks(drizzlePglite({ client: client as unknown as PGlite, schema })),
  close: () => client.close(),
})

/**
 * `url` given: a Postgres server; else PGlite in `pgliteDir` (`memory://` keeps nothing on disk), on its
 * own thread.
 */
export async function openDatabase(options: { url: string | null; pgliteDir: string }): Promise<Database> {
  if (options.url) {
    // Notices (e.g. "schema already exists, skipping" from migrations) are not worth a log line.
    const client = postgres(options.url, { max: 10, onnotice: () => {}, backoff: reconnectBackoff })
    return {
      kind: 'postgres',
      // A restart of Postgres costs no request: see retryingOnConnectionLoss.
      db: withCommitHooks(drizzlePostgres({ client: retryingOnConnectionLoss(client), schema })),
      close: () => client.end({ timeout: 5 }),
    }
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true })
  return pgliteThreadDatabase(await PGliteThread.create({ dataDir: options.pgliteDir }))
}
