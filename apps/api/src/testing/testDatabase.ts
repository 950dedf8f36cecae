import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { inject } from 'vitest'
import { openDatabase, pgliteDatabase, pgliteThreadDatabase } from '../db/client'
import { PGliteThread } from '../db/pgliteThread'
import type { Database } from '../db/client'

export interface TestDatabase {
  database: Database
  /** The database's URL on a Postgres server, which another connection (a second process) may open. */
  url?: string
  /** Closes the connection and, on Postgres, drops the database. */
  dispose: () => Promise<void>
}

const MISSING_URL =
  'TEST_DATABASE_URL is not set. The "postgres" test project needs a Postgres server URL whose role may ' +
  'create databases (e.g. postgres://rihla:rihla@127.0.0.1:5432/postgres); each test file gets a fresh ' +
  'database made from it and dropped afterwards. Run only the PGlite project with `vitest run --project pglite`.'

/** The Postgres server the "postgres" test project creates its databases on. */
export function postgresTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error(MISSING_URL)
  return url
}

/** In-memory PGlite, on the test's thread or (RIHLA_TEST_PGLITE_THREAD=1) on its own as the server has it. */
async function pgliteTestDatabase(loadDataDir: Blob | undefined): Promise<Database> {
  if (process.env.RIHLA_TEST_PGLITE_THREAD === '1')
    return pgliteThreadDatabase(await PGliteThread.create({ dataDir: 'memory://', loadDataDir }))
  return pgliteDatabase(await PGlite.create(loadDataDir ? { loadDataDir } : {}))
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL. PGlite
 * starts from the template seeded in sandbox mode unless `fromSandboxTemplate` is false (an empty one).
 */
export async function createTestDatabase({ fromSandboxTemplate = true } = {}): Promise<TestDatabase> {
  if (process.env.RIHLA_TEST_DATABASE !== 'postgres') {
    const template = fromSandboxTemplate ? new Blob([await readFile(inject('pgliteTemplate'))]) : undefined
    const database = await pgliteTestDatabase(template)
    return { database, dispose: () => database.close() }
  }

  const adminUrl = postgresTestUrl()
  const name = `rihla_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), pgliteDir: '' })
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close()
      await dropTestDatabase(admin, name)
      await admin.end()
    },
  }
}

/**
 * Drops a test database and ends whatever is still connected to it. An autovacuum worker in it can only
 * be ended by a role with pg_signal_backend (ensure-system.sh grants it); without, the drop waits for the
 * worker to finish, as it soon does, rather than failing the test file that just passed.
 */
async function dropTestDatabase(admin: postgres.Sql, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      return
    } catch (error) {
      const insufficientPrivilege = (error as { code?: string }).code === '42501'
      if (!insufficientPrivilege || attempt === 40) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
