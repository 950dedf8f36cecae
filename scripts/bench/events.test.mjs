// node --test scripts/bench: issue 16's search series and table rows, without a server.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { benchEventSearch, eventRows } from './events.mjs'

test('the event searches of a long run never repeat', () => {
  const searches = Array.from({ length: 401 }, (_, index) => benchEventSearch(index))
  assert.equal(new Set(searches).size, searches.length)
  for (const search of searches) assert.match(search, /^\/api\/v2\/events\/search\?from=\d{4}-\d\d-\d\d&to=/)
})

test('the table says why the reservations were not measured', () => {
  const search = { requests: 150, rounds: 3, p50: 12.4, p95: 30.6, p99: 41, max: 50, perSecond: 900 }
  const skipped = eventRows({ search, reservations: null })
  assert.deepEqual(
    skipped.map(({ value }) => value),
    ['12 ms', '31 ms', 'skipped: no TEST_DATABASE_URL'],
  )
  const measured = eventRows({ search, reservations: { ...search, requests: 600 } })
  assert.equal(measured.at(-1).figure, 'Pass reservation on Postgres p99')
  assert.equal(measured.at(-1).value, '41 ms')
})
