import { sql } from 'drizzle-orm'
import { loadConfig } from '../config'
import { openDatabase } from './client'
import { migrateDatabase } from './migrate'
import { seedDatabase } from './seed'

const COMMANDS = ['migrate', 'seed', 'reset'] as const
const command = process.argv[2]
if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
  console.error(`Usage: tsx src/db/cli.ts <${COMMANDS.join(' | ')}>`)
  process.exit(2)
}

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir })
const target = database.kind === 'postgres' ? 'Postgres' : `PGlite at ${config.pgliteDir}`
try {
  if (command === 'reset') {
    // Drizzle keeps its migration journal in the "drizzle" schema; both go so migrations run from scratch.
    await database.db.execute(sql`drop schema if exists drizzle cascade`)
    await database.db.execute(sql`drop schema if exists public cascade`)
    await database.db.execute(sql`create schema public`)
    console.log(`Dropped every table in ${target}`)
  }
  if (command === 'migrate' || command === 'reset') {
    await migrateDatabase(database)
    console.log(`Migrated ${target}`)
  }
  if (command === 'seed' || command === 'reset') {
    await seedDatabase(database.db, config)
    console.log(`Seeded ${target}`)
  }
} finally {
  await database.close()
}
