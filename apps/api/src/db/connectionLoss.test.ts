import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresTestUrl } from '../testing/testDatabase'

// A Postgres restart cuts every connection while transactions are open. postgres.js 3.4.9 then wrote a
// transaction's next statement to the closed socket from a setImmediate and ended the whole process
// (`npm run scale` saw an API process die so); the patch in patches/ fails the statement instead.
describe.runIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('a connection lost mid-transaction', () => {
  let socketClosed = () => {}
  const closed = new Promise<void>((resolve) => (socketClosed = resolve))
  const sql = postgres(postgresTestUrl(), { max: 2, onnotice: () => {}, onclose: () => socketClosed() })
  const admin = postgres(postgresTestUrl(), { max: 1, onnotice: () => {} })
  afterAll(async () => {
    await sql.end({ timeout: 1 })
    await admin.end({ timeout: 1 })
  })

  it('fails that transaction and leaves the process and the pool working', async () => {
    let next: unknown = null
    const transaction = sql.begin(async (tx) => {
      const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`
      await admin`select pg_terminate_backend(${row!.pid})`
      // The client has seen the socket close before the transaction's next statement.
      await closed
      next = await tx`select 1`.catch((error: { code?: string }) => error.code)
    })
    await expect(transaction).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' })
    // The statement after the loss is refused as closed, not written to a socket that is gone.
    await expect.poll(() => next).toBe('CONNECTION_CLOSED')
    const answers = await Promise.all([1, 2, 3, 4].map((n) => sql<{ n: number }[]>`select ${n}::int as n`))
    expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3, 4])
  })
})
