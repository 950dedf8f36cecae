// node scripts/bench/search.mjs [--vertical flights|hotels] [--runs 3] [--rounds 8] [--cpu-prof DIR]: the
// flight search API (or the hotel one) alone, as `npm run bench` measures it, on PGlite in a temp
// directory, without building the site. After the warm-up rounds, each run is rounds of 50 concurrent
// distinct searches; every run is printed, then the median of each figure, with the CPU time the API's
// processes spent per search (Linux: read from /proc), a figure other work on the machine disturbs less
// than latency, and the part of it on the server's main thread (the rest runs on its database and
// itinerary worker threads), and the CPU time this client spent sending, reading and parsing a search
// (it shares the machine's cores with the server). --cpu-prof writes the API process's V8 CPU profiles
// (one per thread) to DIR when it stops.
import { readFile, readdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { cleanUpAll } from './cleanup.mjs'
import { flightSearches } from './flights.mjs'
import { hotelSearches } from './hotels.mjs'
import { CONCURRENCY, searchLatency, WARMUP_ROUNDS } from './load.mjs'
import { median } from './median.mjs'
import { partnerToken } from './partner.mjs'
import { startApi } from './servers.mjs'
import { milliseconds } from './table.mjs'

const { values } = parseArgs({
  options: {
    vertical: { type: 'string', default: 'flights' },
    runs: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '8' },
    'cpu-prof': { type: 'string' },
  },
})
const runs = Number(values.runs)
const rounds = Number(values.rounds)
if (!(runs >= 1 && rounds >= 1)) throw new Error('--runs and --rounds take whole numbers from 1')
const VERTICALS = {
  flights: { name: 'flight', searches: flightSearches },
  hotels: { name: 'hotel', searches: hotelSearches },
}
const vertical = VERTICALS[values.vertical]
if (!vertical) throw new Error(`--vertical takes ${Object.keys(VERTICALS).join(' or ')}`)

const FIGURES = ['p50', 'p95', 'p99', 'max']
const line = (label, figures) =>
  `${label.padEnd(8)} ${FIGURES.map((name) => `${name} ${milliseconds(figures[name]).padStart(6)}`).join('  ')}` +
  `  ${figures.perSecond.toFixed(0).padStart(4)} req/s` +
  (figures.cpuPerSearch === null
    ? ''
    : `  ${figures.cpuPerSearch.toFixed(2)} ms CPU/search (main thread ${figures.mainThreadCpuPerSearch.toFixed(2)})`) +
  `; this client ${figures.clientCpuPerSearch.toFixed(2)} ms`

const ticksOf = (stat) => {
  // Fields after the command's closing parenthesis: state, ppid, pgrp, …, utime (14th), stime (15th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) }
}

/**
 * CPU time (user and system, in ms) used so far by the processes of a process group (tsx runs the server
 * in a child), and by the server's main thread alone (its database and itineraries run on worker threads,
 * and the main thread's work is what requests queue for), or null where /proc is not there to read it.
 */
async function groupCpuMs(groupId) {
  const ticksPerMs = 100 / 1000 // USER_HZ: 100 on Linux
  let pids
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  let ticks = 0
  let mainThreadTicks = 0
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
    if (!stat || ticksOf(stat).group !== groupId) continue
    ticks += ticksOf(stat).ticks
    // The server is the group's process other than the tsx launcher; its main thread's id is its own.
    if (Number(pid) === groupId) continue
    const mainThread = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8').catch(() => null)
    if (mainThread) mainThreadTicks += ticksOf(mainThread).ticks
  }
  return { total: ticks / ticksPerMs, mainThread: mainThreadTicks / ticksPerMs }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUpAll()
    process.exit(130)
  })
}

try {
  const profileDir = values['cpu-prof'] && resolve(values['cpu-prof'])
  const { apiUrl, api } = await startApi({
    env: profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {},
  })
  const search = vertical.searches(apiUrl, await partnerToken(apiUrl))
  console.log(`${vertical.name} search, ${CONCURRENCY} concurrent distinct searches, ${rounds} rounds a run`)
  const results = []
  let firstIndex = 0
  for (let run = 0; run < runs; run++) {
    // The CPU count would include the warm-up rounds, so the warm-up is a call of its own.
    if (run === 0)
      firstIndex = (
        await searchLatency(search, { warmupRounds: WARMUP_ROUNDS - 1, minRounds: 1, maxRounds: 1 })
      ).nextIndex
    const cpuBefore = await groupCpuMs(api.pid)
    const clientBefore = process.cpuUsage()
    const result = await searchLatency(search, {
      warmupRounds: 0,
      minRounds: rounds,
      maxRounds: rounds,
      firstIndex,
    })
    const cpuAfter = await groupCpuMs(api.pid)
    const client = process.cpuUsage(clientBefore)
    // One untimed search opens each call of searchLatency.
    const perSearch = (figure) =>
      cpuBefore === null || cpuAfter === null
        ? null
        : (cpuAfter[figure] - cpuBefore[figure]) / (result.requests + 1)
    result.cpuPerSearch = perSearch('total')
    result.mainThreadCpuPerSearch = perSearch('mainThread')
    result.clientCpuPerSearch = (client.user + client.system) / 1000 / (result.requests + 1)
    firstIndex = result.nextIndex
    results.push(result)
    console.log(line(`run ${run + 1}`, result))
  }
  const medians = Object.fromEntries(
    [...FIGURES, 'perSecond', 'cpuPerSearch', 'mainThreadCpuPerSearch', 'clientCpuPerSearch'].map((name) => [
      name,
      results.some((result) => result[name] === null) ? null : median(results.map((result) => result[name])),
    ]),
  )
  console.log(line('median', medians))
} catch (error) {
  console.error(`search bench failed: ${error.stack ?? error}`)
  process.exitCode = 1
} finally {
  await cleanUpAll()
}
