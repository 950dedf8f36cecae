// node --test scripts/bench: issue 15's search series and table rows, without a server.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { LINES, benchGroundSearch, benchTrainSearch, transitRows } from './transit.mjs'

test('the train searches of a long run never repeat and stay on one line each', () => {
  const searches = Array.from({ length: 401 }, (_, index) => benchTrainSearch(index))
  assert.equal(new Set(searches.map((search) => JSON.stringify(search))).size, searches.length)
  for (const { from, to } of searches) {
    assert.notEqual(from, to)
    assert.ok(LINES.some((stations) => stations.includes(from) && stations.includes(to)))
  }
})

test('bus searches go round the city pairs, then a day later', () => {
  const pairs = [
    ['riyadh', 'dammam'],
    ['dammam', 'riyadh'],
  ]
  const [first, second, third] = [0, 1, 2].map((index) => benchGroundSearch(index, pairs))
  assert.deepEqual([first.from, second.from, third.from], ['riyadh', 'dammam', 'riyadh'])
  assert.equal(first.date, second.date)
  assert.ok(third.date > first.date)
})

test('the table says why the seat holds were not measured', () => {
  const figures = { requests: 150, rounds: 3, p50: 12.4, p95: 30.6, p99: 41, max: 50, perSecond: 900 }
  const rows = transitRows({ trains: figures, buses: figures, holds: null })
  assert.deepEqual(
    rows.map(({ value }) => value),
    ['12 ms', '31 ms', '12 ms', '31 ms', 'skipped: no TEST_DATABASE_URL'],
  )
  const held = transitRows({ trains: figures, buses: figures, holds: figures })
  assert.equal(held.at(-1).figure, 'Seat hold on Postgres p99')
  assert.equal(held.at(-1).value, '41 ms')
})
