import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs'
import { root } from '../lib/run.mjs'
import { onCleanup } from './cleanup.mjs'
import { median } from './median.mjs'

// Issue 5's flight figures: search latency under 50 concurrent requests, and the results page with
// 1,000 itineraries (response to first rows painted; sort and filter click to the next paint).

const CONCURRENCY = 50
const MIN_ROUNDS = 3
const MAX_ROUNDS = 8
/** Rounds stop once this much time has gone, so a slow machine keeps the bench short. */
const SEARCH_BUDGET_MS = 25_000
const ITINERARIES = 1000
const PAGE_RUNS = 5
const CLICK_RUNS = 6
const TIMEOUT_MS = 30_000
/** Busy airports at home and abroad: their pairs give the searches distinct routes. */
const AIRPORTS = ['RUH', 'JED', 'DMM', 'MED', 'AHB', 'TIF', 'DXB', 'CAI', 'IST', 'DOH', 'LHR', 'KHI']

/** The nearest-rank percentile (p in 0–100) of some values. */
export function percentile(values, p) {
  if (!values.length) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** A date `days` after today in Saudi Arabia, the calendar the server measures "past" on. */
export function saudiDate(days, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now)
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The `count`-th distinct one-way search: every origin–destination pair, then the same a day later. */
export function benchSearch(index) {
  const pairs = AIRPORTS.flatMap((from) => AIRPORTS.filter((to) => to !== from).map((to) => [from, to]))
  const [origin, destination] = pairs[index % pairs.length]
  const date = saudiDate(14 + Math.floor(index / pairs.length))
  return { search: { tripType: 'one_way', legs: [{ origin, destination, date }], adults: 1 } }
}

const shiftIso = (iso, minutes) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()
const shiftLocal = (local, minutes) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16)

/**
 * `count` itineraries made from a real answer's: new ids, departures moved by up to six hours, each
 * leg up to an hour longer, prices scaled from 0.8 to 1.6 times and airlines swapped around, so every
 * sort and filter has work to do and the cheapest are not the quickest.
 */
export function manyItineraries(templates, airlines, count) {
  if (!templates.length || !airlines.length) throw new Error('no itineraries or airlines to copy')
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]
    const shift = ((index * 37) % 721) - 360
    const factor = 0.8 + ((index * 53) % 81) / 100
    const airline = airlines[(index * 7) % airlines.length]
    const longer = ((index * 11) % 13) * 5
    const scale = (money) => ({ ...money, amount: Math.round(money.amount * factor) })
    return {
      ...template,
      id: `${template.id}-${index}`,
      validatingAirline: airline,
      legs: template.legs.map((leg) => ({
        ...leg,
        durationMinutes: leg.durationMinutes + longer,
        segments: leg.segments.map((segment, position) => {
          // The leg's last flight lands later: a slower flight, so the leg takes longer.
          const slower = position === leg.segments.length - 1 ? longer : 0
          return {
            ...segment,
            airline,
            flightNumber: `${airline.code}${segment.flightNumber.replace(/^[A-Z0-9]{2}/, '')}`,
            departsAt: shiftIso(segment.departsAt, shift),
            arrivesAt: shiftIso(segment.arrivesAt, shift + slower),
            departureLocal: shiftLocal(segment.departureLocal, shift),
            arrivalLocal: shiftLocal(segment.arrivalLocal, shift + slower),
            durationMinutes: segment.durationMinutes + slower,
          }
        }),
      })),
      fares: template.fares.map((fare) => {
        const price = Object.fromEntries(
          Object.entries(fare.price).map(([part, money]) => [part, scale(money)]),
        )
        const { total, discount, ...parts } = price
        const sum = Object.values(parts).reduce((all, money) => all + money.amount, 0) - discount.amount
        return { ...fare, price: { ...price, total: { ...total, amount: sum } } }
      }),
    }
  })
}

/** The partner token the site itself uses: its widget payload's credentials exchanged at the API. */
export async function partnerToken(apiUrl) {
  const env = await readFile(join(root, 'apps/web/.env'), 'utf8')
  const payload = /^VITE_SITE_PAYLOAD=(.+)$/m.exec(env)?.[1]?.trim()
  if (!payload) throw new Error('apps/web/.env names no VITE_SITE_PAYLOAD')
  const widget = await json(await fetch(`${apiUrl}/widget?payload=${encodeURIComponent(payload)}`))
  const { username, password } = widget.Data.widget.credentials
  const token = await json(
    await fetch(`${apiUrl}/partner/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  )
  return token.Token
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

const postSearch = (apiUrl, token, body) =>
  fetch(`${apiUrl}/air/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

const searchRequest = (apiUrl, token, body) => postSearch(apiUrl, token, body).then(json)

/**
 * One round of 50 concurrent searches from the `first`-th on; each one's latency in ms, to its answer's
 * last byte. The answers are read as text while timed and checked once all are in: parsing 50 answers of
 * 40–110 KB as they arrive (~0.7 ms each) kept this client's one thread busy while later answers waited
 * on it, on the same two cores as the server, and was counted as the server's latency.
 */
async function searchRound(apiUrl, token, first) {
  const answers = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, offset) => {
      const sent = performance.now()
      const response = await postSearch(apiUrl, token, benchSearch(first + offset))
      const text = await response.text()
      return { latency: performance.now() - sent, response, text }
    }),
  )
  return {
    latencies: answers.map((answer) => answer.latency),
    check: () => {
      for (const { response, text } of answers) {
        if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${text}`)
        if (!Array.isArray(JSON.parse(text).itineraries)) throw new Error('A search answered no itineraries')
      }
    },
  }
}

/**
 * Rounds of 50 concurrent searches, each of a route and date no other request asks: at least
 * `minRounds`, then more until `maxRounds` or until `budgetMs` has gone. `warmupRounds` go first,
 * untimed; `firstIndex` is the first search's (a later call passes the previous one's `nextIndex`).
 */
export async function searchLatency(
  apiUrl,
  token,
  {
    minRounds = MIN_ROUNDS,
    maxRounds = MAX_ROUNDS,
    budgetMs = SEARCH_BUDGET_MS,
    warmupRounds = 0,
    firstIndex = 0,
  } = {},
) {
  let next = firstIndex
  // One search first, so the server's first-call work (network read, JIT) is not counted.
  await searchRequest(apiUrl, token, benchSearch(next++))
  for (let round = 0; round < warmupRounds; round++, next += CONCURRENCY)
    (await searchRound(apiUrl, token, next)).check()
  const latencies = []
  let elapsed = 0
  let rounds = 0
  while (rounds < minRounds || (rounds < maxRounds && elapsed < budgetMs)) {
    const started = performance.now()
    const round = await searchRound(apiUrl, token, next)
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

/** In the page: when rows first show, and a way to time a click to the paint after the list changes. */
function pageProbe() {
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        // A message posted in the frame's callback arrives once that frame has been painted.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }),
    )
  const probe = { rowsPaintedAt: null }
  let waiting = false
  const rows = new MutationObserver(() => {
    if (waiting || !document.querySelector('article')) return
    waiting = true
    rows.disconnect()
    void afterNextPaint().then((at) => (probe.rowsPaintedAt = at))
  })
  rows.observe(document, { childList: true, subtree: true })
  probe.nextInteraction = (timeoutMs) =>
    new Promise((resolve, reject) => {
      const list = document.querySelector('article')?.closest('ul')
      if (!list) return reject(new Error('no result list'))
      let pressedAt = null
      window.addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), {
        capture: true,
        once: true,
      })
      const timer = setTimeout(() => reject(new Error('the list never changed')), timeoutMs)
      const changes = new MutationObserver(() => {
        changes.disconnect()
        clearTimeout(timer)
        void afterNextPaint().then((at) => resolve(at - pressedAt))
      })
      changes.observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
    })
  window.__flightsBench = probe
}

/** Clicks a label and returns the time from the press to the paint after the result list changed. */
async function timeClick(page, label) {
  await page.evaluate((timeoutMs) => {
    window.__flightsBenchClick = window.__flightsBench.nextInteraction(timeoutMs)
  }, TIMEOUT_MS)
  await label.click()
  return page.evaluate(() => window.__flightsBenchClick)
}

/**
 * The results page answering a search with 1,000 itineraries: time from that response arriving to the
 * first rows painted (median of fresh page loads), and from a sort or filter click to the next paint.
 */
async function resultsPage(siteUrl, apiUrl, token) {
  const date = saudiDate(30)
  const real = await searchRequest(apiUrl, token, {
    search: { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'JED', date }], adults: 1 },
  })
  const { airlines } = await json(
    await fetch(`${apiUrl}/air/api/airlines`, { headers: { authorization: `Bearer ${token}` } }),
  )
  const many = manyItineraries(
    real.itineraries,
    airlines.slice(0, 12).map(({ code, name }) => ({ code, name })),
    ITINERARIES,
  )
  const address = new URL(`/flights/riyadh-to-jeddah/RUH-to-JED?trip=one_way&date=${date}`, siteUrl).href

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
  })
  const close = onCleanup(() => browser.close())
  try {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Asia/Riyadh',
      viewport: { width: 1280, height: 900 },
    })
    await context.addInitScript(pageProbe)
    // The first provider's answer opens the session and carries every row; the others join it empty.
    await context.route('**/air/api/search', (route) => {
      const { provider, refId } = route.request().postDataJSON()
      const itineraries = refId ? [] : many
      return route.fulfill({ json: { ...real, provider: provider ?? null, itineraries } })
    })
    const firstRows = []
    let page
    for (let run = 0; run < PAGE_RUNS; run++) {
      await page?.close()
      page = await context.newPage()
      await page.goto(address)
      await page.waitForFunction(() => window.__flightsBench.rowsPaintedAt !== null, null, {
        timeout: TIMEOUT_MS,
      })
      firstRows.push(
        await page.evaluate(() => {
          const [first] = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === '/air/api/search')
            .sort((a, b) => a.startTime - b.startTime)
          if (!first?.responseEnd) throw new Error('no timing for the search response')
          return window.__flightsBench.rowsPaintedAt - first.responseEnd
        }),
      )
    }
    const shown = await page
      .getByRole('status')
      .filter({ hasText: /^[\d,]+ flights$/ })
      .innerText()
    if (!shown.startsWith('1,000')) throw new Error(`the page shows "${shown}", not 1,000 flights`)

    const label = (scope, role, name) =>
      scope.locator('label', { has: page.getByRole(role, { name, exact: true }) })
    // Cheapest and quickest alternate: each click reorders the rows on screen.
    const sorts = ['Cheapest', 'Quickest'].map((name) => label(page, 'radio', name))
    const direct = label(page.getByRole('group', { name: 'Stops' }), 'checkbox', 'Direct')
    const sortTimes = []
    const filterTimes = []
    for (let run = 0; run < CLICK_RUNS; run++) {
      sortTimes.push(await timeClick(page, sorts[run % sorts.length]))
      filterTimes.push(await timeClick(page, direct))
    }
    await context.close()
    return {
      itineraries: ITINERARIES,
      firstRows: median(firstRows),
      sortClick: median(sortTimes),
      filterClick: median(filterTimes),
      runs: { firstRows, sortTimes, filterTimes },
    }
  } finally {
    await close()
  }
}

/** Issue 5's flight figures against a running site and API. */
export async function flightFigures(siteUrl, apiUrl) {
  const token = await partnerToken(apiUrl)
  console.log(`  ${CONCURRENCY} concurrent searches per round`)
  const search = await searchLatency(apiUrl, token)
  console.log(`  results page with ${ITINERARIES} itineraries, ${PAGE_RUNS} loads`)
  const results = await resultsPage(siteUrl, apiUrl, token)
  return { search, results }
}
