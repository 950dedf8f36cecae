import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from '../db/migrate'
import { jobRuns } from '../db/schema'
import { createTestDatabase } from '../testing/testDatabase'
import type { TestDatabase } from '../testing/testDatabase'
import { claimJobRun, JOB_LEASE_MS } from './claims'

let test: TestDatabase
beforeAll(async () => {
  test = await createTestDatabase({ fromSandboxTemplate: false })
  await migrateDatabase(test.database)
})
afterAll(() => test.dispose())

const db = () => test.database.db
const MINUTE = 60_000

/** Moves a job's run back in time, as if it had been claimed `ms` ago. */
const ageRun = (name: string, ms: number) =>
  db().execute(
    sql`update ${jobRuns} set claimed_at = claimed_at - make_interval(secs => ${ms / 1000}), finished_at = finished_at - make_interval(secs => ${ms / 1000}) where name = ${name}`,
  )

describe('job claims', () => {
  it('gives one interval’s run to one claimant, and the next interval’s once the run finished', async () => {
    const first = await claimJobRun(db(), 'expiry', MINUTE)
    expect(first).not.toBeNull()
    expect(await claimJobRun(db(), 'expiry', MINUTE)).toBeNull()
    await first!.finish()
    // Finished, but its interval has not passed.
    expect(await claimJobRun(db(), 'expiry', MINUTE)).toBeNull()
    await ageRun('expiry', MINUTE)
    expect(await claimJobRun(db(), 'expiry', MINUTE)).not.toBeNull()
  })

  it('does not give a run still going to another claimant until its lease has passed', async () => {
    const running = await claimJobRun(db(), 'refunds', MINUTE)
    expect(running).not.toBeNull()
    await ageRun('refunds', 2 * MINUTE)
    expect(await claimJobRun(db(), 'refunds', MINUTE)).toBeNull()
    // Its process died: nothing finishes the run, and after the lease another process runs it again.
    await ageRun('refunds', JOB_LEASE_MS)
    const again = await claimJobRun(db(), 'refunds', MINUTE)
    expect(again).not.toBeNull()
    // The dead run's late finish does not end the new run.
    await running!.finish()
    expect(await claimJobRun(db(), 'refunds', 0)).toBeNull()
    await again!.finish()
    expect(await claimJobRun(db(), 'refunds', 0)).not.toBeNull()
  })

  it('keeps each job’s runs apart', async () => {
    expect(await claimJobRun(db(), 'sessions', MINUTE)).not.toBeNull()
    expect(await claimJobRun(db(), 'holds', MINUTE)).not.toBeNull()
  })
})

describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('job claims on Postgres', () => {
  it('gives a run to exactly one of 20 processes claiming it at once', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimJobRun(db(), 'contended', MINUTE)))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })
})
