import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteThreadDatabase } from './client'
import type { Database } from './client'
import { migrateDatabase } from './migrate'
import { PGliteThread } from './pgliteThread'
import { searchSessions } from './schema'

// The server's PGlite runs on a worker thread; the API tests run on PGlite in their own thread and on
// Postgres (RIHLA_TEST_PGLITE_THREAD=1 runs them on the worker too). This file checks what Drizzle
// relies on of the worker itself: rows and their types, transactions, errors.
describe.skipIf(process.env.RIHLA_TEST_DATABASE === 'postgres')('PGlite on a worker thread', () => {
  let thread: PGliteThread
  let database: Database
  beforeAll(async () => {
    thread = await PGliteThread.create({ dataDir: 'memory://' })
    database = pgliteThreadDatabase(thread)
    await migrateDatabase(database)
  })
  afterAll(() => database.close())

  const db = () => database.db
  const session = (refId: string) => ({
    refId,
    vertical: 'airline' as const,
    search: { legs: [{ origin: 'RUH', destination: 'JED' }], adults: 2 },
    searchKey: refId,
    expiresAt: new Date('2030-01-02T03:04:05.678Z'),
  })
  const sessionsNamed = async (refId: string) =>
    db().select().from(searchSessions).where(eq(searchSessions.refId, refId))

  it('returns rows as drizzle reads them: timestamps as dates, JSON as objects', async () => {
    const [inserted] = await db().insert(searchSessions).values(session('types')).returning()
    const [read] = await sessionsNamed('types')
    for (const row of [inserted, read]) {
      expect(row?.expiresAt).toEqual(new Date('2030-01-02T03:04:05.678Z'))
      expect(row?.search).toEqual({ legs: [{ origin: 'RUH', destination: 'JED' }], adults: 2 })
      expect(row?.holds).toEqual([])
      expect(row?.searches).toBe(1)
    }
  })

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(searchSessions).values(session('committed'))
    })
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(searchSessions).values(session('rolled-back'))
        expect(
          await tx.select().from(searchSessions).where(eq(searchSessions.refId, 'rolled-back')),
        ).toHaveLength(1)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await sessionsNamed('committed')).toHaveLength(1)
    expect(await sessionsNamed('rolled-back')).toHaveLength(0)
  })

  it('rolls a nested transaction back to its savepoint only', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(searchSessions).values(session('outer'))
      await tx
        .transaction(async (inner) => {
          await inner.insert(searchSessions).values(session('inner'))
          throw new Error('inner only')
        })
        .catch(() => {})
    })
    expect(await sessionsNamed('outer')).toHaveLength(1)
    expect(await sessionsNamed('inner')).toHaveLength(0)
  })

  it('runs a statement sent during a transaction after it, as PGlite does', async () => {
    const seen: string[] = []
    let outside: Promise<unknown> = Promise.resolve()
    await db().transaction(async (tx) => {
      await tx.insert(searchSessions).values(session('ordered'))
      outside = sessionsNamed('ordered').then((rows) => seen.push(`outside saw ${rows.length}`))
      await tx.update(searchSessions).set({ searches: 2 }).where(eq(searchSessions.refId, 'ordered'))
      seen.push('transaction done')
    })
    await outside
    expect(seen).toEqual(['transaction done', 'outside saw 1'])
  })

  it("passes Postgres's error fields, and the connection goes on working", async () => {
    const error: unknown = await db()
      .insert(searchSessions)
      .values(session('types'))
      .catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(Error)
    expect((error as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: '23505',
      constraint: 'search_sessions_pkey',
    })
    const [row] = await db().select({ sessions: count() }).from(searchSessions)
    expect(row?.sessions).toBeGreaterThan(0)
  })

  it('refuses a parser that would have to run in the worker', async () => {
    await expect(thread.query('select 1', [], { parsers: { 23: (value) => Number(value) } })).rejects.toThrow(
      'A parser of type 23 cannot run in the worker',
    )
  })
})
