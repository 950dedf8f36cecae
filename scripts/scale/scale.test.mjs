// node --test scripts/scale: the scale run's pure parts (its figures, its nginx configuration, its
// verdicts), without a database, a balancer or any load.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { formatTable } from '../bench/table.mjs'
import { deliveryOf } from './gateway.mjs'
import { badInputVerdict } from './hostile.mjs'
import { nginxConfig } from './nginx.mjs'
import {
  classifyUndelivered,
  errorsByKind,
  failuresSince,
  jobVerdicts,
  stepFigures,
  stepRows,
  undelivered,
  verdict,
} from './report.mjs'

const call = (step, ms, status = 200, at = 0) => ({ step, ms, status, at })

test('step figures: calls, successes a second and percentiles of answered calls, steps in journey order', () => {
  const records = [
    ...Array.from({ length: 100 }, (_, index) => call('search', index + 1)),
    call('reserve', 50, 201),
    call('reserve', 70, 409),
    call('reserve', 30_000, 0),
    call('sign up', 5),
  ]
  const figures = stepFigures(records, 10)
  assert.deepEqual(
    figures.map((figure) => figure.step),
    ['sign up', 'search', 'reserve'],
  )
  const search = figures[1]
  assert.equal(search.calls, 100)
  assert.equal(search.perSecond, 10)
  assert.deepEqual([search.p50, search.p95, search.p99], [50, 95, 99])
  // The refused call took time and counts; the call that got no answer does not.
  const reserve = figures[2]
  assert.deepEqual([reserve.calls, reserve.succeeded, reserve.p99], [3, 1, 70])
  const rows = stepRows(figures)
  assert.equal(rows[2].figure, 'reserve (1/3 ok, 0.1/s)')
  assert.equal(rows[2].value, 'p50 50 ms  p95 70 ms  p99 70 ms')
  assert.match(formatTable(rows), /search \(100\/100 ok, 10\.0\/s\)\s+p50 50 ms {2}p95 95 ms {2}p99 99 ms/)
})

test('errors by kind: step and answer, most frequent first; failures counted from a moment on', () => {
  const records = [
    call('reserve', 1, 409, 10),
    call('reserve', 1, 409, 20),
    call('pay', 1, 502, 30),
    call('notify', 1, 0, 40),
    call('search', 1, 200, 50),
  ]
  assert.deepEqual(errorsByKind(records), [
    ['reserve HTTP 409', 2],
    ['notify no answer', 1],
    ['pay HTTP 502', 1],
  ])
  // A 409 is an answer, not a failure; a 502 and no answer are.
  assert.equal(failuresSince(records, 0), 2)
  assert.equal(failuresSince(records, 35), 1)
  assert.equal(failuresSince(records, 41), 0)
})

test('realtime: a booking whose last delivered status is not its final one is undelivered', () => {
  const bookings = [
    { uuid: 'a', status: 'Confirmed' },
    { uuid: 'b', status: 'Confirmed' },
    { uuid: 'c', status: 'Pending' },
  ]
  const received = [
    { uuid: 'a', status: 'Pending' },
    { uuid: 'b', status: 'Pending' },
    { uuid: 'a', status: 'Confirmed' },
  ]
  assert.deepEqual(
    undelivered(bookings, received).map((booking) => booking.uuid),
    ['b', 'c'],
  )
})

test('realtime: a miss while the socket was down or Postgres restarting is told apart from a loss', () => {
  const missing = [
    { uuid: 'a', userId: 'u1', updatedAt: 1500 },
    { uuid: 'b', userId: 'u2', updatedAt: 1500 },
    { uuid: 'c', userId: 'u2', updatedAt: 5500 },
    { uuid: 'd', userId: 'u2', updatedAt: 9000 },
  ]
  const down = { u1: [[1000, 2000]], u2: [[8000, Infinity]] }
  const why = classifyUndelivered(missing, (userId) => down[userId] ?? [], [[5000, 6000]])
  assert.equal(why.reconnecting, 2)
  assert.equal(why.outage, 1)
  assert.equal(why.killed, 0)
  assert.deepEqual(
    why.lost.map((booking) => booking.uuid),
    ['b'],
  )
  const killed = classifyUndelivered(missing, () => [], [], [[1000, 2000]])
  assert.equal(killed.killed, 2)
  assert.deepEqual(
    why.lost.map((booking) => booking.uuid),
    ['b'],
  )
})

test('jobs: an interval with no run is missed, two runs in one interval doubled, an outage excused', () => {
  const interval = 1000
  const window = { from: 0, to: 10_000 }
  assert.deepEqual(
    jobVerdicts({ expiry: [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000] }, interval, window),
    [{ name: 'expiry', runs: 9, missed: 0, doubled: 0 }],
  )
  // 3000 → 7000 lacks three runs; 8000 and 8200 are two in one interval.
  assert.deepEqual(jobVerdicts({ expiry: [1000, 2000, 3000, 7000, 8000, 8200, 9200] }, interval, window), [
    { name: 'expiry', runs: 7, missed: 3, doubled: 1 },
  ])
  // The same gap while the database was down is no loss.
  assert.equal(
    jobVerdicts({ expiry: [1000, 2000, 3000, 7000, 8000, 9000] }, interval, {
      ...window,
      outages: [[4000, 5000]],
    })[0].missed,
    0,
  )
  // A run late by most of an interval is late, not missed.
  assert.equal(
    jobVerdicts({ expiry: [1000, 2000, 3900, 4900, 5900, 6900, 7900, 8900, 9900] }, interval, window)[0]
      .missed,
    0,
  )
  // A job that never ran in the window misses every interval of it.
  assert.equal(jobVerdicts({ expiry: [] }, interval, window)[0].missed, 9)
})

test('verdict: a finding with something lost fails the run; figures without a budget never do', () => {
  const passed = verdict([
    { figure: 'Held load: travellers', value: 50 },
    { figure: 'Lost: bookings charged twice', lost: 0 },
  ])
  assert.equal(passed.failed, false)
  assert.deepEqual(passed.rows, [
    { figure: 'Held load: travellers', value: '50' },
    { figure: 'Lost: bookings charged twice', value: '0', budget: '0', pass: true },
  ])
  const failed = verdict([
    { figure: 'Fault survived: Postgres restarted', value: 'not done', lost: 1 },
    { figure: 'Lost: bookings charged twice', lost: 0 },
  ])
  assert.equal(failed.failed, true)
  assert.equal(failed.rows[0].value, 'not done')
  assert.match(formatTable(failed.rows), /Postgres restarted\s+not done\s+0\s+✗/)
})

test('nginx configuration: every API process upstream, WebSocket upgrade, a dead process skipped', () => {
  const conf = nginxConfig({ dir: '/tmp/run', port: 4840, apiPorts: [4841, 4842, 4843] })
  for (const port of [4841, 4842, 4843]) assert.match(conf, new RegExp(`server 127\\.0\\.0\\.1:${port} `))
  assert.match(conf, /listen 127\.0\.0\.1:4840;/)
  assert.match(conf, /daemon off;/)
  assert.match(conf, /proxy_http_version 1\.1;/)
  assert.match(conf, /proxy_set_header Upgrade \$http_upgrade;/)
  assert.match(conf, /proxy_set_header Connection \$connection_upgrade;/)
  assert.match(conf, /proxy_next_upstream error timeout;/)
  assert.match(conf, /keepalive_timeout 4s;/)
  // Nothing is written to the system's nginx directories.
  for (const path of conf.matchAll(/(?:pid|error_log|_temp_path) (\S+?);?\s/g))
    assert.ok(path[1].startsWith('/tmp/run/'), path[1])
  assert.throws(() => nginxConfig({ dir: '/tmp/run', port: 4840, apiPorts: [] }), /no API processes/)
})

test('gateway deliveries: some twice at once, some again late, most once', () => {
  const deliveries = Array.from({ length: 30 }, (_, index) => deliveryOf(index))
  const twice = deliveries.filter((delivery) => delivery.twiceAtOnce).length
  const late = deliveries.filter((delivery) => delivery.lateAfterMs !== null).length
  assert.equal(twice, 6)
  assert.ok(late >= 6, `${late} late`)
  assert.ok(deliveries.every((delivery) => !(delivery.twiceAtOnce && delivery.lateAfterMs !== null)))
  assert.ok(deliveries.some((delivery) => !delivery.twiceAtOnce && delivery.lateAfterMs === null))
})

test('bad inputs: counted by kind, and every one the cluster accepted is named', () => {
  const tries = [
    { kind: 'IDOR', what: 'flights booking detail', expected: '404', status: 404, accepted: false },
    { kind: 'IDOR', what: 'bus cancel', expected: '404', status: 200, accepted: true },
    { kind: 'body size', what: 'a 100 KB quote', expected: '413', status: 413, accepted: false },
  ]
  const verdict = badInputVerdict(tries)
  assert.equal(verdict.tried, 3)
  assert.equal(verdict.byKind, 'IDOR 2, body size 1')
  assert.deepEqual(
    verdict.accepted.map((entry) => entry.what),
    ['bus cancel'],
  )
  assert.deepEqual(badInputVerdict([]), { tried: 0, byKind: '', accepted: [] })
})
