// What the run prints: each step's throughput and latency, errors by kind, and the verdicts of the
// checks. Pure functions of what the run recorded, so they are tested on their own.
import { percentile } from '../bench/load.mjs'
import { milliseconds } from '../bench/table.mjs'

/** The order steps show in; any other step follows, by name. */
const STEP_ORDER = ['sign up', 'realtime auth', 'search', 'quote', 'hold', 'reserve', 'pay', 'notify']

const ok = (status) => status >= 200 && status < 300

/**
 * Per step, over `seconds` of load: calls, successful calls a second, and the latency percentiles of
 * every answered call (a refusal takes time too; a call with no answer has no latency worth showing).
 */
export function stepFigures(records, seconds) {
  const byStep = new Map()
  for (const record of records) {
    if (!byStep.has(record.step)) byStep.set(record.step, [])
    byStep.get(record.step).push(record)
  }
  const rank = (step) => (STEP_ORDER.includes(step) ? STEP_ORDER.indexOf(step) : STEP_ORDER.length)
  return [...byStep.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([step, calls]) => {
      const answered = calls.filter((call) => call.status !== 0).map((call) => call.ms)
      const succeeded = calls.filter((call) => ok(call.status)).length
      return {
        step,
        calls: calls.length,
        succeeded,
        perSecond: succeeded / seconds,
        p50: answered.length ? percentile(answered, 50) : null,
        p95: answered.length ? percentile(answered, 95) : null,
        p99: answered.length ? percentile(answered, 99) : null,
      }
    })
}

/** Rows for formatTable: one line a step. */
export function stepRows(figures) {
  const ms = (value) => (value === null ? '—' : milliseconds(value))
  return figures.map(({ step, calls, succeeded, perSecond, p50, p95, p99 }) => ({
    figure: `${step} (${succeeded}/${calls} ok, ${perSecond.toFixed(1)}/s)`,
    value: `p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}`,
  }))
}

/** What went wrong, counted by step and answer ("reserve HTTP 409"), most frequent first. */
export function errorsByKind(records) {
  const counts = new Map()
  for (const { step, status } of records) {
    if (ok(status)) continue
    const kind = `${step} ${status === 0 ? 'no answer' : `HTTP ${status}`}`
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

/** 5xx answers and calls with no answer at all, at or after `since` (ms since the epoch). */
export const failuresSince = (records, since) =>
  records.filter((record) => record.at >= since && (record.status === 0 || record.status >= 500)).length

/**
 * Bookings whose last status on the traveller's channel is not the one the database ended with: for
 * each booking `{ uuid, status }`, the events `[{ uuid, status }]` its client received, in order.
 */
export function undelivered(bookings, received) {
  const last = new Map()
  for (const event of received) last.set(event.uuid, event.status)
  return bookings.filter((booking) => last.get(booking.uuid) !== booking.status)
}

/**
 * Why each undelivered booking's last status did not reach its traveller: its last change came while
 * the traveller's socket was down (`downOf(userId)`: [from, to] windows; the Pusher protocol replays
 * nothing, so a client re-reads on reconnecting), or while Postgres was restarting (`outages`: the relay
 * could not notify the other processes), or just before a process was killed (`kills`: every change is
 * notified in its own transaction, so none should be; the run counts any as lost), or none of these:
 * then it was lost.
 */
export function classifyUndelivered(missing, downOf, outages, kills = []) {
  const within = (at, windows) => windows.some(([from, to]) => at >= from && at <= to)
  const counts = { reconnecting: 0, outage: 0, killed: 0, lost: [] }
  for (const booking of missing) {
    const at = booking.updatedAt
    if (within(at, downOf(booking.userId))) counts.reconnecting += 1
    else if (within(at, outages)) counts.outage += 1
    else if (within(at, kills)) counts.killed += 1
    else counts.lost.push(booking)
  }
  return counts
}

/**
 * Each job's runs as seen in job_runs (every claim's time, in order) judged against the interval:
 * `missed` intervals with no run (whole intervals between two runs: a run that comes late on a busy
 * machine, its process's timer delayed, is not a missed one) and
 * `doubled` runs less than 0.9 of an interval after the previous one (two in one interval). A gap
 * that overlaps one of `outages` ([start, end] while the database was down) is not counted as missed:
 * no process can run a job then, and the next run does what it would have.
 */
export function jobVerdicts(claims, intervalMs, { from, to, outages = [] }) {
  return Object.entries(claims).map(([name, times]) => {
    const sorted = [...times].sort((a, b) => a - b)
    let missed = 0
    let doubled = 0
    const edges = [from, ...sorted, to]
    for (let index = 1; index < edges.length; index++) {
      const [start, end] = [edges[index - 1], edges[index]]
      const gap = end - start
      const excused = outages.some(([down, up]) => down <= end && up >= start)
      if (gap >= 2 * intervalMs && !excused) missed += Math.floor(gap / intervalMs) - 1
    }
    for (let index = 1; index < sorted.length; index++)
      if (sorted[index] - sorted[index - 1] < 0.9 * intervalMs) doubled += 1
    return { name, runs: sorted.length, missed, doubled }
  })
}

/**
 * The final table: each finding `{ figure, value, lost }` (lost: how many of something were lost,
 * doubled or broken; must be 0) as a row that passes when nothing was lost. `failed` when any did not.
 */
export function verdict(findings) {
  const rows = findings.map(({ figure, value, lost }) =>
    lost === undefined
      ? { figure, value: String(value) }
      : { figure, value: String(value ?? lost), budget: '0', pass: lost === 0 },
  )
  return { rows, failed: rows.some((row) => row.pass === false) }
}
