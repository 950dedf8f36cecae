import { join } from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { Database } from './client'

export const migrationsFolder = join(import.meta.dirname, 'migrations')

/** Applies the committed migrations not yet applied; the same files serve PGlite and Postgres. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db, { migrationsFolder })
  else await migratePostgres(database.db, { migrationsFolder })
}
