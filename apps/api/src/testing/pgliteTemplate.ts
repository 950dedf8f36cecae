import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../config'
import { pgliteDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { seedDatabase } from '../db/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data directory that each test file starts from. */
    pgliteTemplate: string
  }
}

/**
 * Global setup of the PGlite project: starting PGlite from a dump is several times faster than a fresh
 * initdb, so each test file's database is a copy of this one (it still runs migrations and the seed).
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create()
  const database = pgliteDatabase(client)
  await migrateDatabase(database)
  await seedDatabase(database.db, loadConfig({}))
  const dump = await client.dumpDataDir('none')
  await database.close()

  const path = join(tmpdir(), `rihla-pglite-template-${process.pid}.tar`)
  await writeFile(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', path)
  return () => rm(path, { force: true })
}
