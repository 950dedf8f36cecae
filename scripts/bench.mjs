// npm run bench: builds the site, serves it with the API, and prints what a visitor downloads and how
// fast the pages are (Brotli sizes, the JS each landing route needs and what each route fragment adds
// to it, Lighthouse medians of Home, a flight results page and an airline page in both languages)
// against issue 13's goals, then issue 5's flight figures (search latency under load, the results page
// with 1,000 itineraries), issue 14's hotel figures (the same, with 500 hotels) and issue 15's train and
// bus figures (search under load, seat holds on Postgres, the seat map of a 417-seat train on a phone)
// and issue 17's support chat (send → shown on the other side, 100 chats at once), which have no budgets. Budgets are reported,
// never enforced: only a failure of the command itself exits non-zero.
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { CHATS, chatFigures, chatRows } from './bench/chat.mjs'
import { cleanUpAll } from './bench/cleanup.mjs'
import { eventFigures, eventRows } from './bench/events.mjs'
import { FRAGMENT_OWNERS, firstPageOwners } from './bench/firstPage.mjs'
import { flightFigures } from './bench/flights.mjs'
import { hotelFigures } from './bench/hotels.mjs'
import { landingScripts } from './bench/landing.mjs'
import { lighthouseMedians } from './bench/lighthouse.mjs'
import { saudiDate } from './bench/partner.mjs'
import { startSite } from './bench/servers.mjs'
import { transitFigures, transitRows } from './bench/transit.mjs'
import { seatMapFigures, seatMapRows } from './bench/seatMap.mjs'
import { criticalFiles, scriptAssets, servedHeadBytes, sizeOf } from './bench/sizes.mjs'
import { formatLighthouse, formatTable, kilobytes, milliseconds, seconds } from './bench/table.mjs'
import { widgetFigures } from './bench/widget.mjs'
import { pnpm, root } from './lib/run.mjs'

// A month ahead, as a shared link would be; flight addresses are the same in both languages.
const FLIGHT_RESULTS = `/flights/riyadh-to-jeddah/RUH-to-JED?trip=one_way&date=${saudiDate(30)}`
const AIRLINE_PAGE = '/flights/saudia'
const LANDING_ROUTES = [
  '/',
  '/ar',
  '/about-us',
  '/ar/about-us',
  '/contact-us',
  '/faq',
  '/cheap-flights-in-saudi-arabia',
  '/ar/cheap-flights-in-saudi-arabia',
  AIRLINE_PAGE,
  `/ar${AIRLINE_PAGE}`,
  '/best-hotels-in-saudi-arabia',
  '/ar/best-hotels-in-saudi-arabia',
  '/train',
  '/ar/train',
  '/bus/search',
  '/ar/bus/search',
]
/** Each page in English and Arabic, side by side. */
const LIGHTHOUSE_PAGES = [
  { name: 'Home', en: '/', ar: '/ar' },
  { name: 'Flight results', en: FLIGHT_RESULTS, ar: `/ar${FLIGHT_RESULTS}` },
  { name: 'Airline page', en: AIRLINE_PAGE, ar: `/ar${AIRLINE_PAGE}` },
]
// Five: with three, one slow run moves a median by more than the 3 points Arabic may trail English.
const LIGHTHOUSE_RUNS = 5
// KB here is 1024 bytes. 14 KB is what the first round trip of a new connection carries. Issue 13's
// goals: 142 KB of script before a landing page renders leaves 8 KB under 150 KB for four more
// verticals, i.e. 2 KB for each one's route fragment; every page scores 95 in both languages, Arabic
// within 3 points of English, and Home's largest paint comes within 1.5 s.
const BUDGET = {
  criticalBytes: 14 * 1024,
  landingBytes: 142 * 1024,
  fragmentBytes: 2 * 1024,
  score: 95,
  arabicScoreGap: 3,
  homeLcp: 1500,
}
const distDir = join(root, 'apps/web/dist')

let interrupted = false
for (const [signal, code] of Object.entries({ SIGINT: 130, SIGTERM: 143 })) {
  process.once(signal, async () => {
    interrupted = true
    console.error(`\nbench: ${signal}, stopping the servers and browsers`)
    // Closing the browsers fails the Lighthouse and Playwright calls under way; nobody waits for them now.
    process.on('uncaughtException', () => {})
    process.on('unhandledRejection', () => {})
    await cleanUpAll()
    process.exit(code)
  })
}

try {
  await main()
} catch (error) {
  if (!interrupted) {
    console.error(`\nbench failed: ${error.stack ?? error}`)
    process.exitCode = 1
  }
} finally {
  await cleanUpAll()
}

async function main() {
  const started = Date.now()
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline'])
  await pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@rihla/web',
    '--filter=@rihla/widget',
    '--output-logs=errors-only',
  ])
  const { siteUrl, apiUrl } = await startSite()

  console.log('\n▶ Sizes (Brotli)')
  const critical = await sizeOf(distDir, await criticalFiles(distDir))
  const servedHeads = []
  for (const route of ['/', '/ar'])
    servedHeads.push({ route, bytes: await servedHeadBytes(new URL(route, siteUrl)) })
  const landing = []
  for (const { scripts, afterRender, ...page } of await landingScripts(siteUrl, LANDING_ROUTES)) {
    landing.push({
      ...page,
      ...(await sizeOf(distDir, scripts)),
      afterRender: await sizeOf(distDir, afterRender),
    })
  }
  const homeScripts = new Set(landing.find(({ route }) => route === '/').files.map(({ path }) => path))
  const lazyScripts = (await scriptAssets(distDir)).filter((path) => !homeScripts.has(path))
  const lazy = await sizeOf(distDir, lazyScripts)
  console.log(`index.html and critical CSS:\n${listing(critical.files)}`)
  for (const { route, finalPath, heading, files, afterRender } of landing) {
    const rendered = `${finalPath === route ? '' : `${finalPath} `}"${heading}"`
    console.log(`JS before ${route} renders (rendered ${rendered}):\n${listing(files)}`)
    if (afterRender.files.length)
      console.log(`  then, after the first render:\n${listing(afterRender.files)}`)
  }
  const firstPage = await firstPageOwners()
  console.log(
    `The first page's script (${firstPage.entries.map((entry) => basename(entry)).join(', ')}) by ` +
      'origin: minified KB, and for a route fragment the Brotli KB it adds:',
  )
  console.log(
    firstPage.owners
      .filter(({ length, saving }) => saving !== null || length >= 1024)
      .map(({ owner, length, saving }) =>
        [
          `    ${owner}`.padEnd(40),
          kilobytes(length).padStart(9),
          saving === null ? '' : kilobytes(saving).padStart(9),
        ]
          .join(' ')
          .trimEnd(),
      )
      .join('\n'),
  )

  console.log('\n▶ Lighthouse (mobile, simulated throttling; median of', LIGHTHOUSE_RUNS, 'runs)')
  const lighthouse = []
  // A page's English and Arabic take turns, since the goal compares them.
  for (const { name, ...languages } of LIGHTHOUSE_PAGES) {
    const pages = Object.entries(languages)
    const figures = await lighthouseMedians(
      pages.map(([, page]) => new URL(page, siteUrl).href),
      LIGHTHOUSE_RUNS,
    )
    pages.forEach(([language, page], index) => lighthouse.push({ name, language, page, ...figures[index] }))
  }
  for (const { page, lcpElement, findings } of lighthouse) {
    console.log(`Lighthouse findings on ${page} (LCP element: ${lcpElement ?? 'none'}):`)
    for (const { title, detail } of findings) console.log(`  - ${title}${detail ? ` (${detail})` : ''}`)
  }
  console.log(`\n${formatLighthouse(lighthouse)}`)

  console.log('\n▶ Flights (search at 50 concurrent requests; results page with 1,000 itineraries)')
  const flights = await flightFigures(siteUrl, apiUrl)

  console.log('\n▶ Hotels (search at 50 concurrent requests; results page with 500 hotels)')
  const hotels = await hotelFigures(apiUrl)

  console.log(
    '\n▶ Trains and buses (search at 50 concurrent requests; seat holds at 50 concurrent on Postgres)',
  )
  const transit = await transitFigures(apiUrl)
  const seatMap = await seatMapFigures(siteUrl, apiUrl)

  console.log(
    '\n▶ Events (search at 50 concurrent requests; pass reservations under 200 concurrent orders on Postgres)',
  )
  const events = await eventFigures(apiUrl)
  console.log(`\n▶ Support chat (send → shown on the other side, ${CHATS} chats at once)`)
  const chat = await chatFigures(apiUrl)
  console.log('\n▶ Widget (loader size, first page JS, loader tag to first render on the demo partner page)')
  const widget = await widgetFigures()

  const rows = [
    // A server-rendered page carries the styles its HTML uses; the built index.html, with the whole
    // stylesheet, is what a page the browser renders (a partner's widget address) starts from.
    ...servedHeads.map(({ route, bytes }) =>
      sizeRow(`Head of ${route} as served, with its critical CSS`, bytes, BUDGET.criticalBytes),
    ),
    {
      figure: 'index.html with the whole stylesheet (browser-rendered pages)',
      value: kilobytes(critical.bytes),
    },
    ...landing.flatMap(({ route, bytes, files, afterRender }) => [
      sizeRow(`JS before ${route} renders (${files.length} chunks)`, bytes, BUDGET.landingBytes),
      { figure: `  JS ${route} loads after it renders`, value: kilobytes(afterRender.bytes) },
    ]),
    ...firstPage.owners
      .filter(({ owner }) => FRAGMENT_OWNERS.includes(owner))
      .map(({ owner, saving }) =>
        // The app's own shell (Home, content pages) is not a vertical's fragment: no 2 KB share for it.
        owner.startsWith('packages/')
          ? sizeRow(`  first-page JS of the ${owner} fragment`, saving, BUDGET.fragmentBytes)
          : { figure: `  first-page JS of the ${owner} shell`, value: kilobytes(saving) },
      ),
    ...lighthouseRows(lighthouse),
    ...searchRows('Flights', flights, `${flights.results.itineraries.toLocaleString('en')} itineraries`),
    ...searchRows('Hotels', hotels, `${hotels.results.hotels} hotels`),
    ...transitRows(transit),
    ...seatMapRows(seatMap),
    ...eventRows(events),
    ...chatRows(chat),
    ...widget.rows,
    ...lazy.files.map(({ path, bytes }) => ({ figure: `lazy ${path}`, value: kilobytes(bytes) })),
  ]
  console.log(`\n${formatTable(rows)}`)

  const measuredAt = new Date().toISOString()
  const report = {
    measuredAt,
    budget: BUDGET,
    critical,
    servedHeads,
    landing,
    firstPage,
    lazy,
    lighthouse,
    flights,
    hotels,
    transit,
    seatMap,
    events,
    chat,
    table: rows,
  }
  await mkdir(join(root, 'artifacts'), { recursive: true })
  await writeFile(join(root, 'artifacts/bench.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nFigures written to artifacts/bench.json (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

function sizeRow(figure, bytes, budgetBytes) {
  return {
    figure,
    value: kilobytes(bytes),
    budget: `≤ ${kilobytes(budgetBytes)}`,
    pass: bytes <= budgetBytes,
  }
}

/** Each page's score and figures, then how far its Arabic is behind its English. */
function lighthouseRows(lighthouse) {
  return LIGHTHOUSE_PAGES.flatMap(({ name }) => {
    const [en, ar] = ['en', 'ar'].map((language) =>
      lighthouse.find((result) => result.name === name && result.language === language),
    )
    const rowsOf = ({ language, score, lcp, tbt, cls, fcp, speedIndex, fontBytes }) => {
      const page = `${name} (${language})`
      return [
        {
          figure: `Lighthouse ${page} performance score`,
          value: String(score),
          budget: `≥ ${BUDGET.score}`,
          pass: score >= BUDGET.score,
        },
        name === 'Home'
          ? {
              figure: `Lighthouse ${page} LCP`,
              value: seconds(lcp),
              budget: `≤ ${seconds(BUDGET.homeLcp)}`,
              pass: lcp <= BUDGET.homeLcp,
            }
          : { figure: `Lighthouse ${page} LCP`, value: seconds(lcp) },
        { figure: `Lighthouse ${page} TBT`, value: milliseconds(tbt) },
        { figure: `Lighthouse ${page} CLS`, value: cls.toFixed(3) },
        { figure: `Lighthouse ${page} FCP`, value: seconds(fcp) },
        { figure: `Lighthouse ${page} Speed Index`, value: seconds(speedIndex) },
        { figure: `Lighthouse ${page} fonts`, value: kilobytes(fontBytes) },
      ]
    }
    const gap = en.score - ar.score
    return [
      ...rowsOf(en),
      ...rowsOf(ar),
      {
        figure: `Lighthouse ${name}: Arabic behind English`,
        value: `${gap} points`,
        budget: `≤ ${BUDGET.arabicScoreGap} points`,
        pass: gap <= BUDGET.arabicScoreGap,
      },
    ]
  })
}

/**
 * A vertical's search under load and its results page with `list` (issues 5 and 14 name no budgets for
 * these: the table shows "—"). When the server rendered the rows, the page's response carried them, and
 * when the rows are hydrated (the page idle, its rows React's) is a figure of its own.
 */
function searchRows(vertical, { search, results }, list) {
  const load = `${search.requests} searches, ${search.rounds} rounds of 50`
  const served = results.renderedBy === 'browser' ? '' : `, rendered by the ${results.renderedBy}`
  return [
    { figure: `${vertical} search p50 (${load})`, value: milliseconds(search.p50) },
    { figure: `${vertical} search p95`, value: milliseconds(search.p95) },
    { figure: `${vertical} search max`, value: milliseconds(search.max) },
    { figure: `${vertical} search throughput`, value: `${search.perSecond.toFixed(0)} req/s` },
    {
      figure: `${vertical} results: response → first rows (${list}${served}, median)`,
      value: milliseconds(results.firstRows),
    },
    ...(results.renderedBy === 'browser'
      ? []
      : [
          {
            figure: `${vertical} results: response → rows hydrated`,
            value: milliseconds(results.hydrated),
          },
        ]),
    { figure: `${vertical} results: sort click → next paint`, value: milliseconds(results.sortClick) },
    { figure: `${vertical} results: filter click → next paint`, value: milliseconds(results.filterClick) },
  ]
}

/** Files with their sizes, wrapped into indented lines a terminal can show. */
function listing(files) {
  const lines = []
  for (const { path, bytes } of files) {
    const entry = `${basename(path)} ${kilobytes(bytes)}`
    const last = lines.at(-1)
    if (last !== undefined && last.length + entry.length < 100) lines[lines.length - 1] = `${last} · ${entry}`
    else lines.push(entry)
  }
  return lines.map((line) => `    ${line}`).join('\n')
}
