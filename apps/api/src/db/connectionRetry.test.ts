import { BOOKINGS_APP_VERSION } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import postgres from 'postgres'
import { createServer, connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresTestUrl } from '../testing/testDatabase'
import { openDatabase } from './client'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'
import { isConnectionLoss } from './connectionRetry'

describe('isConnectionLoss', () => {
  it('knows a lost connection under Drizzle’s wrapping, and not a statement’s own error', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    })
    expect(isConnectionLoss(new DrizzleQueryError('select 1', [], terminated))).toBe(true)
    expect(isConnectionLoss(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    // The pool closing on purpose is not retried.
    expect(isConnectionLoss(Object.assign(new Error('ended'), { code: 'CONNECTION_ENDED' }))).toBe(false)
  })
})

// A Postgres restart kills every pooled connection at once; each reports it only when next used. The
// requests that follow must all be answered, not fail one by one on the dead connections.
describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('after every pooled connection died', () => {
  let server: TestServer
  let admin: postgres.Sql
  beforeAll(async () => {
    server = await startTestServer()
    admin = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} })
  })
  afterAll(async () => {
    await admin.end({ timeout: 1 })
    await server.close()
  })

  const rowsOf = async <Row>(query: Promise<unknown>) => {
    const rows = (await query) as Row[] | { rows: Row[] }
    return Array.isArray(rows) ? rows : rows.rows
  }
  const firstRow = async <Row>(db: { execute: (query: SQL) => Promise<unknown> }, query: SQL) =>
    (await rowsOf<Row>(db.execute(query)))[0]!

  /** Opens every connection of the pool (10), then terminates them all as a shutdown does. */
  async function killThePool() {
    const pids = await Promise.all(
      Array.from({ length: 10 }, () =>
        firstRow<{ pid: number }>(server.db, sql`select pg_backend_pid() as pid, pg_sleep(0.1)`),
      ),
    )
    const distinct = [...new Set(pids.map((row) => row.pid))]
    expect(distinct.length).toBe(10)
    const [row] = await admin<{ terminated: number }[]>`
      select count(*)::int as terminated from unnest(${distinct}::int[]) as pid
      where pg_terminate_backend(pid)`
    expect(row?.terminated).toBe(10)
    // pg_terminate_backend only signals: the backends are gone, as after a restart, once they have left.
    await expect
      .poll(async () => (await admin`select 1 from pg_stat_activity where pid = any(${distinct})`).length)
      .toBe(0)
  }

  it('answers every request that comes next, reads and transactions alike', async () => {
    const users = await Promise.all(
      [1, 2, 3].map(
        async () =>
          endpoints.devCreateUser.response.parse((await server.request('/dev/users', { json: {} })).body)
            .user,
      ),
    )
    await killThePool()
    const answers = await Promise.all([
      // Sign-ups write in a transaction; the bookings list reads.
      ...Array.from({ length: 6 }, () => server.request('/dev/users', { json: {} })),
      ...users.flatMap((user) =>
        [1, 2].map(() =>
          server.request('/api/v2/bookings/index', {
            json: {},
            headers: { authorization: `Bearer ${user.access_token}`, 'app-version': BOOKINGS_APP_VERSION },
          }),
        ),
      ),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(6).fill(201),
      ...Array<number>(6).fill(200),
    ])
  })

  it('runs a transaction cut by the loss once more from its start, and a failing one only once', async () => {
    await killThePool()
    const runs = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => {
        let started = 0
        const value = await server.db.transaction(async (tx) => {
          started += 1
          return (await firstRow<{ n: number }>(tx, sql`select ${n}::int as n`)).n
        })
        return { value, started }
      }),
    )
    expect(runs.map((run) => run.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    // A dead connection fails at BEGIN or in the body; a body cut so runs again, never without end.
    expect(Math.max(...runs.map((run) => run.started))).toBeLessThanOrEqual(3)

    let started = 0
    const failing = server.db.transaction(async (tx) => {
      started += 1
      await tx.execute(sql`select 1/0`)
    })
    await expect(failing).rejects.toThrow()
    expect(started).toBe(1)
  })
})

// While Postgres is down every attempt to connect fails, and postgres-js waited longer after each failure
// of the pool (up to 20 s): after a restart of a few seconds, requests still failed or waited for
// many seconds while the server was up again.
describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('a pool whose server was down', () => {
  it('connects again within a second of the server coming back', async () => {
    const target = new URL(postgresTestUrl())
    // A stand-in address for the server: refused while "down", then passed through to Postgres.
    const proxy = createServer((socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname)
      socket.pipe(upstream).pipe(socket)
      upstream.on('error', () => socket.destroy())
      socket.on('error', () => upstream.destroy())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const { port } = proxy.address() as AddressInfo
    await new Promise((resolve) => proxy.close(resolve))
    const url = new URL(target)
    url.port = String(port)
    const database = await openDatabase({ url: url.toString(), pgliteDir: '' })
    try {
      // Down: every connection of the pool (10) is refused.
      const tenQueries = () =>
        Promise.allSettled(Array.from({ length: 10 }, () => database.db.execute(sql`select 1`)))
      expect((await tenQueries()).map((result) => result.status)).toEqual(Array<string>(10).fill('rejected'))
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
      const back = Date.now()
      expect((await tenQueries()).map((result) => result.status)).toEqual(Array<string>(10).fill('fulfilled'))
      expect(Date.now() - back).toBeLessThan(1500)
    } finally {
      await database.close()
      proxy.close()
    }
  })
})
