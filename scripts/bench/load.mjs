// A search API under load, whatever the vertical: rounds of 50 concurrent distinct searches, each
// request's latency from send to the whole answer read.

export const CONCURRENCY = 50
/**
 * Untimed rounds first: a server answers its first few hundred searches while V8 still compiles its hot
 * paths (the first 400 took 3.1 ms of CPU each on this machine, later ones 1.5–1.8 ms); the figures are
 * those of a server that has been running, as in production.
 */
export const WARMUP_ROUNDS = 8
const MIN_ROUNDS = 3
const MAX_ROUNDS = 8
/** Rounds stop once this much time has gone, so a slow machine keeps the bench short. */
const SEARCH_BUDGET_MS = 25_000

/** The nearest-rank percentile (p in 0–100) of some values. */
export function percentile(values, p) {
  if (!values.length) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * One round of 50 concurrent searches from the `first`-th on: each one's latency in ms, and a check of
 * their answers to run once the round's time is taken (`search` answers a function that checks and
 * parses its answer: see `partnerCallRead`).
 */
async function searchRound(search, first) {
  const answers = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, offset) => {
      const sent = performance.now()
      const read = await search(first + offset)
      return { latency: performance.now() - sent, read }
    }),
  )
  return {
    latencies: answers.map((answer) => answer.latency),
    check: () => answers.forEach((answer) => answer.read()),
  }
}

/**
 * Rounds of 50 concurrent calls of `search(index)`, which sends the index-th search of a series in which
 * no two ask the same and answers a function that checks and parses its answer: at least `minRounds`, then more until `maxRounds` or until `budgetMs` has gone.
 * `warmupRounds` go first, untimed; `firstIndex` is the first search's (a later call passes the previous
 * one's `nextIndex`).
 */
export async function searchLatency(
  search,
  {
    minRounds = MIN_ROUNDS,
    maxRounds = MAX_ROUNDS,
    budgetMs = SEARCH_BUDGET_MS,
    warmupRounds = WARMUP_ROUNDS,
    firstIndex = 0,
  } = {},
) {
  let next = firstIndex
  // One search first, so the server's first-call work (network read, JIT) is not counted.
  ;(await search(next++))()
  for (let round = 0; round < warmupRounds; round++, next += CONCURRENCY)
    (await searchRound(search, next)).check()
  const latencies = []
  let elapsed = 0
  let rounds = 0
  while (rounds < minRounds || (rounds < maxRounds && elapsed < budgetMs)) {
    const started = performance.now()
    const round = await searchRound(search, next)
    elapsed += performance.now() - started
    round.check()
    latencies.push(...round.latencies)
    next += CONCURRENCY
    rounds += 1
  }
  return {
    nextIndex: next,
    requests: latencies.length,
    rounds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    perSecond: latencies.length / (elapsed / 1000),
  }
}
