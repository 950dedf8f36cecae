// node scripts/bench/transit.mjs: issue 15's figures without building the site. Train and bus search
// latency under 50 concurrent requests (the consumer API on PGlite, as `npm run bench` serves it), and
// seat holds under 50 concurrent requests on Postgres: 50 travellers each choosing a seat of the same
// day's trains at once, every request for a seat nobody holds. Postgres is the server TEST_DATABASE_URL
// names (a fresh database is made on it and dropped afterwards); without it the holds are skipped and
// the reason printed. Figures are printed, never judged.
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from '../lib/run.mjs'
import { onCleanup, runAlone } from './cleanup.mjs'
import { CONCURRENCY, searchLatency } from './load.mjs'
import { json, saudiDate } from './partner.mjs'
import { startApi } from './servers.mjs'
import { milliseconds } from './table.mjs'

/** Each line's stations in order, as the API seeds them: any two of a line have trains between them. */
export const LINES = [
  ['HHR-MAK', 'HHR-JED', 'HHR-KAIA', 'HHR-KAEC', 'HHR-MED'],
  ['SAR-RUH-E', 'SAR-HOF', 'SAR-ABQ', 'SAR-DMM'],
  ['SAR-RUH-N', 'SAR-MJM', 'SAR-QSM', 'SAR-HAS', 'SAR-JOF', 'SAR-QRY'],
]
const STATION_PAIRS = LINES.flatMap((stations) =>
  stations.flatMap((from) => stations.filter((to) => to !== from).map((to) => [from, to])),
)
/** Travel dates the searches spread over: a week ahead onwards, within what trains and buses sell. */
const FIRST_DAY = 7
const DAYS = 70
const HOLD_DAY = 20

/** The `index`-th distinct search between `pairs` of stops: every pair, then the same a day later. */
export function benchGroundSearch(index, pairs) {
  const [from, to] = pairs[index % pairs.length]
  const date = saudiDate(FIRST_DAY + (Math.floor(index / pairs.length) % DAYS))
  return { from, to, date, adults: 1 }
}

export const benchTrainSearch = (index) => benchGroundSearch(index, STATION_PAIRS)

const consumerHeaders = { 'content-type': 'application/json', locale: 'en', 'app-version': '68' }

/** A consumer API call (SPEC.md §7 headers): `path`'s GET, or its POST when there is a body. */
const consumerCall = (apiUrl, path, body) =>
  fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: consumerHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json)

/** A consumer POST whose answer is read now and checked when the returned function is called. */
const consumerCallRead = (apiUrl, path, body, check = () => {}) =>
  fetch(`${apiUrl}${path}`, { method: 'POST', headers: consumerHeaders, body: JSON.stringify(body) }).then(
    async (response) => {
      const text = await response.text()
      return () => {
        if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${text}`)
        const answer = JSON.parse(text)
        check(answer)
        return answer
      }
    },
  )

/** Every pair of cities with a direct bus, from the API's own list. */
async function busCityPairs(apiUrl) {
  const { cities } = await consumerCall(apiUrl, '/api/v2/buses/cities')
  return cities.flatMap((city) => city.destinations.map((to) => [city.id, to]))
}

/** Train and bus search latency at 50 concurrent requests against a running API. */
export async function transitSearchFigures(apiUrl) {
  console.log(`  train searches, ${CONCURRENCY} concurrent per round`)
  const trains = await searchLatency((index) =>
    consumerCallRead(apiUrl, '/api/v2/railways/search', benchTrainSearch(index)),
  )
  const busPairs = await busCityPairs(apiUrl)
  console.log(`  bus searches, ${CONCURRENCY} concurrent per round (${busPairs.length} city pairs)`)
  const buses = await searchLatency((index) =>
    consumerCallRead(apiUrl, '/REST/API/bus_times', benchGroundSearch(index, busPairs)),
  )
  return { trains, buses }
}

/**
 * A fresh database on the Postgres server at `serverUrl`, dropped at cleanup (after the API using it
 * stops: cleanup runs newest first). The client is the API's own `postgres` package.
 */
export async function benchDatabase(serverUrl) {
  const postgres = createRequire(join(root, 'apps/api/package.json'))('postgres')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  const name = `rihla_bench_${randomBytes(6).toString('hex')}`
  await admin.unsafe(`create database "${name}"`)
  onCleanup(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Seat holds at 50 concurrent requests on Postgres: 50 sessions of one Makkah → Madinah search each hold
 * one economy seat at a time, the `index`-th request the `index`-th free seat of the day's trains, so
 * no two ask for the same seat and a session's next seat releases its last (as a traveller changing
 * their mind does). Null, with the reason printed, when no Postgres server is configured.
 */
export async function seatHoldFigures(postgresUrl = process.env.TEST_DATABASE_URL) {
  if (!postgresUrl) {
    console.log('  seat holds: skipped, no Postgres configured (set TEST_DATABASE_URL to a server URL)')
    return null
  }
  const { apiUrl } = await startApi({ env: { DATABASE_URL: await benchDatabase(postgresUrl) } })
  const search = { from: 'HHR-MAK', to: 'HHR-MED', date: saudiDate(HOLD_DAY), adults: 1 }
  const sessions = []
  for (let count = 0; count < CONCURRENCY; count++)
    sessions.push(await consumerCall(apiUrl, '/api/v2/railways/search', search))
  const seats = []
  for (const train of sessions[0].trains) {
    const map = await consumerCall(apiUrl, '/api/v2/railways/seatmap', {
      refId: sessions[0].refId,
      trainId: train.id,
      class: 'economy',
    })
    for (const coach of map.coaches)
      for (const seat of coach.seats)
        if (seat.state === 'available' && !seat.wheelchair) seats.push({ trainId: train.id, seat: seat.id })
  }
  console.log(
    `  seat holds on Postgres, ${CONCURRENCY} concurrent per round (${seats.length} free seats on ` +
      `${sessions[0].trains.length} trains)`,
  )
  const hold = (index) => {
    const wanted = seats[index]
    if (!wanted) throw new Error(`only ${seats.length} free seats to hold`)
    return consumerCallRead(
      apiUrl,
      '/api/v2/railways/seatmap',
      {
        refId: sessions[index % CONCURRENCY].refId,
        trainId: wanted.trainId,
        class: 'economy',
        seats: [wanted.seat],
      },
      (answer) => {
        if (answer.held?.[0] !== wanted.seat) throw new Error(`seat ${wanted.seat} was not held`)
      },
    )
  }
  return searchLatency(hold)
}

const lineOf = (label, figures, percentiles) =>
  `${label.padEnd(28)} ${percentiles.map((p) => `${p} ${milliseconds(figures[p]).padStart(6)}`).join('  ')}` +
  `  max ${milliseconds(figures.max).padStart(6)}  ${figures.perSecond.toFixed(0).padStart(4)} req/s` +
  `  (${figures.requests} requests, ${figures.rounds} rounds)`

/** The figures as lines a terminal shows. */
export function formatTransit({ trains, buses, holds }) {
  return [
    lineOf('train search', trains, ['p50', 'p95']),
    lineOf('bus search', buses, ['p50', 'p95']),
    holds ? lineOf('seat hold (Postgres)', holds, ['p50', 'p99']) : 'seat hold (Postgres)         skipped',
  ].join('\n')
}

/** Rows for `npm run bench`'s table (issue 15 names no budgets: the table shows "—"). */
export function transitRows({ trains, buses, holds }) {
  const load = ({ requests, rounds }) => `${requests} requests, ${rounds} rounds of ${CONCURRENCY}`
  return [
    { figure: `Train search p50 (${load(trains)})`, value: milliseconds(trains.p50) },
    { figure: 'Train search p95', value: milliseconds(trains.p95) },
    { figure: `Bus search p50 (${load(buses)})`, value: milliseconds(buses.p50) },
    { figure: 'Bus search p95', value: milliseconds(buses.p95) },
    ...(holds
      ? [
          { figure: `Seat hold on Postgres p50 (${load(holds)})`, value: milliseconds(holds.p50) },
          { figure: 'Seat hold on Postgres p99', value: milliseconds(holds.p99) },
        ]
      : [{ figure: 'Seat hold on Postgres', value: 'skipped: no TEST_DATABASE_URL' }]),
  ]
}

/** Issue 15's figures: searches against the running API, holds on an API of their own over Postgres. */
export async function transitFigures(apiUrl) {
  const searches = await transitSearchFigures(apiUrl)
  return { ...searches, holds: await seatHoldFigures() }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone('transit', async () => {
    const { apiUrl } = await startApi()
    console.log(`\n${formatTransit(await transitFigures(apiUrl))}`)
  })
}
