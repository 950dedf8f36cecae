// node scripts/bench/events.mjs: issue 16's figures without building the site. Events search latency
// under 50 concurrent requests (the consumer API on PGlite, as `npm run bench` serves it), and pass
// reservations on Postgres: rounds of 200 orders placed at once for one ticket each of a pass with 50
// left, each order's latency from send to answer (50 are sold, the rest refused as sold out). Postgres is
// the server TEST_DATABASE_URL names (a fresh database is made on it and dropped afterwards); without it
// the reservations are skipped and the reason printed. Figures are printed, never judged.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from '../lib/run.mjs'
import { onCleanup, runAlone } from './cleanup.mjs'
import { CONCURRENCY, percentile, searchLatency } from './load.mjs'
import { json, saudiDate } from './partner.mjs'
import { startApi } from './servers.mjs'
import { milliseconds } from './table.mjs'
import { benchDatabase } from './transit.mjs'

/** What visitors type, in both languages, as the search box sends it letter by letter. */
const NAMES = ['s', 'so', 'sea', 'season', 'riyadh', 'al', 'al h', 'cup', 'ال', 'موسم', 'الهلال', 'جدة', '']
const CITIES = ['', 'Riyadh', 'Jeddah', 'AlUla', 'Diriyah']
const ORDERS = 200
const LEFT = 50
/** Riyadh Season's zone entry (tickets without names) on three days: one round each. */
const ROUND_SHOWS = ['riyadh-season-5', 'riyadh-season-6', 'riyadh-season-7']

/** The `index`-th distinct search: every name with every city, then the same over a later window of dates. */
export function benchEventSearch(index) {
  const name = NAMES[index % NAMES.length]
  const city = CITIES[Math.floor(index / NAMES.length) % CITIES.length]
  const window = Math.floor(index / (NAMES.length * CITIES.length))
  const query = new URLSearchParams({ from: saudiDate(window), to: saudiDate(window + 60) })
  if (name) query.set('q', name)
  if (city) query.set('city', city)
  return `/api/v2/events/search?${query}`
}

const consumerHeaders = { 'content-type': 'application/json', locale: 'en', 'app-version': '68' }

/** A consumer call whose answer is read now and checked when the returned function is called. */
const consumerRead = (apiUrl, path, body) =>
  fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: consumerHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => {
    const text = await response.text()
    return () => {
      if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${text}`)
      return JSON.parse(text)
    }
  })

/** Events search latency at 50 concurrent requests against a running API. */
export async function eventSearchFigures(apiUrl) {
  console.log(`  event searches, ${CONCURRENCY} concurrent per round`)
  return searchLatency((index) => consumerRead(apiUrl, benchEventSearch(index)))
}

/** 200 orders at once for one ticket each of a pass with 50 left: each order's latency and answer. */
async function reservationRound(apiUrl, sql, user, showId) {
  const passId = `${showId}-general_admission`
  await sql`update event_passes set sold = capacity - ${LEFT} where id = ${passId}`
  const quotes = await Promise.all(
    Array.from({ length: ORDERS }, async () =>
      (
        await consumerRead(apiUrl, '/api/v2/events/quote', {
          eventId: 'riyadh-season',
          showId,
          lines: [{ passId, quantity: 1 }],
        })
      )(),
    ),
  )
  const contact = { email: 'bench@example.com', phone: '+966501234567' }
  const orders = await Promise.all(
    quotes.map(async ({ refId }) => {
      const sent = performance.now()
      const response = await fetch(`${apiUrl}/api/v2/events/reservation`, {
        method: 'POST',
        headers: { ...consumerHeaders, authorization: `Bearer ${user.access_token}` },
        body: JSON.stringify({ refId, contact }),
      })
      await response.text()
      return { latency: performance.now() - sent, status: response.status }
    }),
  )
  const sold = orders.filter((order) => order.status === 201).length
  const refused = orders.filter((order) => order.status === 409).length
  if (sold !== LEFT || refused !== ORDERS - LEFT)
    throw new Error(`${passId}: ${sold} sold and ${refused} refused of ${ORDERS} orders for ${LEFT} tickets`)
  return orders.map((order) => order.latency)
}

/**
 * Pass reservations on Postgres: rounds of 200 orders placed at once for a pass with 50 left. Null, with
 * the reason printed, when no Postgres server is configured.
 */
export async function reservationFigures(postgresUrl = process.env.TEST_DATABASE_URL) {
  if (!postgresUrl) {
    console.log(
      '  pass reservations: skipped, no Postgres configured (set TEST_DATABASE_URL to a server URL)',
    )
    return null
  }
  const databaseUrl = await benchDatabase(postgresUrl)
  const { apiUrl } = await startApi({ env: { DATABASE_URL: databaseUrl } })
  const postgres = createRequire(join(root, 'apps/api/package.json'))('postgres')
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  onCleanup(() => sql.end())
  const { user } = await json(
    await fetch(`${apiUrl}/dev/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Events Bench' }),
    }),
  )
  console.log(`  pass reservations on Postgres, ${ORDERS} concurrent orders for ${LEFT} tickets per round`)
  const latencies = []
  for (const showId of ROUND_SHOWS) latencies.push(...(await reservationRound(apiUrl, sql, user, showId)))
  return {
    requests: latencies.length,
    rounds: ROUND_SHOWS.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  }
}

/** The figures as lines a terminal shows. */
export function formatEvents({ search, reservations }) {
  const reserved = reservations
    ? `pass reservation (Postgres)  p50 ${milliseconds(reservations.p50).padStart(6)}  p99 ${milliseconds(reservations.p99).padStart(6)}` +
      `  max ${milliseconds(reservations.max).padStart(6)}  (${reservations.requests} orders, ${reservations.rounds} rounds of ${ORDERS})`
    : 'pass reservation (Postgres)  skipped'
  return [
    `event search                 p50 ${milliseconds(search.p50).padStart(6)}  p95 ${milliseconds(search.p95).padStart(6)}` +
      `  max ${milliseconds(search.max).padStart(6)}  ${search.perSecond.toFixed(0).padStart(4)} req/s` +
      `  (${search.requests} requests, ${search.rounds} rounds)`,
    reserved,
  ].join('\n')
}

/** Rows for `npm run bench`'s table (issue 16 names no budgets: the table shows "—"). */
export function eventRows({ search, reservations }) {
  return [
    {
      figure: `Event search p50 (${search.requests} requests, ${search.rounds} rounds of ${CONCURRENCY})`,
      value: milliseconds(search.p50),
    },
    { figure: 'Event search p95', value: milliseconds(search.p95) },
    ...(reservations
      ? [
          {
            figure: `Pass reservation on Postgres p50 (${reservations.rounds} rounds of ${ORDERS} orders for ${LEFT} tickets)`,
            value: milliseconds(reservations.p50),
          },
          { figure: 'Pass reservation on Postgres p99', value: milliseconds(reservations.p99) },
        ]
      : [{ figure: 'Pass reservation on Postgres', value: 'skipped: no TEST_DATABASE_URL' }]),
  ]
}

/** Issue 16's figures: searches against the running API, reservations on an API of their own over Postgres. */
export async function eventFigures(apiUrl) {
  const search = await eventSearchFigures(apiUrl)
  return { search, reservations: await reservationFigures() }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone('events', async () => {
    const { apiUrl } = await startApi()
    console.log(`\n${formatEvents(await eventFigures(apiUrl))}`)
  })
}
