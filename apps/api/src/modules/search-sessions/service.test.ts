import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { migrateDatabase } from '../../db/migrate'
import { createTestDatabase } from '../../testing/testDatabase'
import type { TestDatabase } from '../../testing/testDatabase'
import { SESSION_IDLE_MS, searchSessionsOf } from './service'

let test: TestDatabase
let db: Db
beforeAll(async () => {
  test = await createTestDatabase({ fromSandboxTemplate: false })
  await migrateDatabase(test.database)
  db = test.database.db
})
afterAll(() => test.dispose())

const sessions = searchSessionsOf<Record<string, unknown>, never, never>('airline')

describe('search sessions', () => {
  it('stores the sessions made together, each with its own search, as a later call reads them', async () => {
    const now = new Date('2026-12-01T09:30:15.123Z')
    const searches = [
      { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'JED', date: '2026-12-20' }], adults: 1 },
      { tripType: 'round_trip', legs: [{ origin: 'DMM', destination: 'CAI' }], note: 'رحلة "عائلية"\n' },
      { nested: { list: [1, 2.5, null, true], empty: {} } },
    ]
    const made = await Promise.all(
      searches.map((search, index) => sessions.create(db, search, `key-${index}`, now)),
    )
    expect(new Set(made.map((session) => session.refId)).size).toBe(3)
    for (const [index, session] of made.entries()) {
      const { search, searchKey, quote, holds, bookingId, expiresAt, createdAt, updatedAt } = session
      expect([search, searchKey]).toEqual([searches[index], `key-${index}`])
      expect([session.vertical, quote, holds, bookingId, session.searches]).toEqual([
        'airline',
        null,
        [],
        null,
        1,
      ])
      expect([createdAt, updatedAt, expiresAt.getTime() - now.getTime()]).toEqual([now, now, SESSION_IDLE_MS])
      expect(await sessions.find(db, session.refId)).toEqual(session)
    }
  })
})
