import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { createTestDatabase } from '../testing/testDatabase'
import type { TestDatabase } from '../testing/testDatabase'
import { relayThroughPostgres } from './postgresRelay'
import { UserEvents } from './userEvents'
import type { UserEvent } from './userEvents'

const silent = { info: () => undefined, error: () => undefined }

// A process announced a change after it committed, so one SIGKILLed between the two lost the event for
// good. Now an event published in a transaction is that transaction's notification: Postgres sends it
// on commit whatever becomes of the process, and never when the transaction rolls back.
describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('an event published in a transaction', () => {
  const channel = `rihla_test_${randomBytes(4).toString('hex')}`
  let test: TestDatabase
  let databaseUrl: string
  let publisher: Database
  let admin: postgres.Sql
  beforeAll(async () => {
    test = await createTestDatabase({ fromSandboxTemplate: false })
    publisher = test.database
    databaseUrl = test.url!
    admin = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create table ${channel} (id text primary key)`)
  })
  afterAll(async () => {
    await admin.end({ timeout: 1 })
    await test.dispose()
  })

  /** The publishing process and, on other connections, a listening one that reads what it hears of. */
  async function twoProcesses() {
    const publishing = new UserEvents()
    const listening = new UserEvents()
    const relays = await Promise.all(
      [publishing, listening].map((userEvents) =>
        relayThroughPostgres({ databaseUrl, userEvents, logger: silent, channel }),
      ),
    )
    // What the listener heard, and whether the change was there to read when it heard it.
    const heard: { event: UserEvent; visible: boolean }[] = []
    listening.subscribe((event) => {
      const { id } = event.data as { id: string }
      void admin
        .unsafe(`select 1 from ${channel} where id = $1`, [id])
        .then((rows) => heard.push({ event, visible: rows.length === 1 }))
    })
    return { publishing, heard, close: () => Promise.all(relays.map((relay) => relay.close())) }
  }

  /** Makes a change and announces it in one transaction; resolves with its connection's backend. */
  const change = (publishing: UserEvents, id: string, then: () => Promise<void> = async () => {}) =>
    publisher.db.transaction(async (tx) => {
      const rows = (await tx.execute(
        sql`insert into ${sql.identifier(channel)} (id) values (${id}) returning pg_backend_pid() as pid`,
      )) as unknown as { pid: number }[]
      publishing.publish({ userId: 'user-1', event: 'booking-status', data: { id } })
      await then()
      return rows[0]!.pid
    })

  it('reaches a listener once committed, though the publisher dies the moment after', async () => {
    const { publishing, heard, close } = await twoProcesses()
    try {
      const id = randomBytes(4).toString('hex')
      const pid = await change(publishing, id)
      // Killed right after COMMIT: the connection that committed is cut. The notification already left
      // with the commit.
      await admin`select pg_terminate_backend(${pid})`
      await expect.poll(() => heard.length).toBe(1)
      expect(heard[0]).toEqual({
        event: { userId: 'user-1', event: 'booking-status', data: { id } },
        visible: true,
      })
    } finally {
      await close()
    }
  })

  it('is heard only once the change can be read, and not at all when it rolls back', async () => {
    const { publishing, heard, close } = await twoProcesses()
    try {
      const kept = randomBytes(4).toString('hex')
      // The transaction goes on a while after publishing: nothing is heard before it commits.
      await change(publishing, kept, () => new Promise((resolve) => setTimeout(resolve, 300)))
      const dropped = randomBytes(4).toString('hex')
      await expect(
        change(publishing, dropped, () => Promise.reject(new Error('the change failed after announcing'))),
      ).rejects.toThrow('the change failed')
      await expect.poll(() => heard.length).toBe(1)
      // Time for a stray notification to arrive, had the rolled-back one been sent.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(heard.map(({ event, visible }) => [(event.data as { id: string }).id, visible])).toEqual([
        [kept, true],
      ])
    } finally {
      await close()
    }
  })
})
