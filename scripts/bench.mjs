// npm run bench: builds the site, serves it with the API, and prints what a visitor downloads and how
// fast the landing pages are (Brotli sizes, the JS each landing route needs, Lighthouse medians) against
// issue 2's budgets, then issue 5's flight figures (search latency under load, the results page with
// 1,000 itineraries), which have no budgets. Budgets are reported, never enforced: only a failure of the
// command itself exits non-zero.
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { cleanUpAll } from './bench/cleanup.mjs'
import { flightFigures } from './bench/flights.mjs'
import { landingScripts } from './bench/landing.mjs'
import { lighthouseMedians } from './bench/lighthouse.mjs'
import { startSite } from './bench/servers.mjs'
import { criticalFiles, scriptAssets, sizeOf } from './bench/sizes.mjs'
import { formatTable, kilobytes, milliseconds, seconds } from './bench/table.mjs'
import { pnpm, root } from './lib/run.mjs'

const LANDING_ROUTES = ['/', '/ar', '/about-us', '/ar/about-us', '/contact-us', '/faq']
const LIGHTHOUSE_PAGES = ['/', '/ar']
const LIGHTHOUSE_RUNS = 3
// KB here is 1024 bytes. 14 KB is what the first round trip of a new connection carries.
const BUDGET = { criticalBytes: 14 * 1024, landingBytes: 150 * 1024, score: 95 }
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
  await pnpm(['exec', 'turbo', 'run', 'build', '--filter=@rihla/web', '--output-logs=errors-only'])
  const { siteUrl, apiUrl } = await startSite()

  console.log('\n▶ Sizes (Brotli)')
  const critical = await sizeOf(distDir, await criticalFiles(distDir))
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

  console.log('\n▶ Lighthouse (mobile, simulated throttling; median of', LIGHTHOUSE_RUNS, 'runs)')
  const lighthouse = []
  for (const page of LIGHTHOUSE_PAGES) {
    lighthouse.push({ page, ...(await lighthouseMedians(new URL(page, siteUrl).href, LIGHTHOUSE_RUNS)) })
  }
  for (const { page, lcpElement, findings } of lighthouse) {
    console.log(`Lighthouse findings on ${page} (LCP element: ${lcpElement ?? 'none'}):`)
    for (const { title, detail } of findings) console.log(`  - ${title}${detail ? ` (${detail})` : ''}`)
  }

  console.log('\n▶ Flights (search at 50 concurrent requests; results page with 1,000 itineraries)')
  const flights = await flightFigures(siteUrl, apiUrl)

  const rows = [
    sizeRow('index.html + critical CSS', critical.bytes, BUDGET.criticalBytes),
    ...landing.flatMap(({ route, bytes, files, afterRender }) => [
      sizeRow(`JS before ${route} renders (${files.length} chunks)`, bytes, BUDGET.landingBytes),
      { figure: `  JS ${route} loads after it renders`, value: kilobytes(afterRender.bytes) },
    ]),
    ...lighthouse.flatMap(({ page, score, lcp, tbt, cls, fcp, speedIndex }) => [
      {
        figure: `Lighthouse ${page} performance score`,
        value: String(score),
        budget: `≥ ${BUDGET.score}`,
        pass: score >= BUDGET.score,
      },
      { figure: `Lighthouse ${page} LCP`, value: seconds(lcp) },
      { figure: `Lighthouse ${page} TBT`, value: milliseconds(tbt) },
      { figure: `Lighthouse ${page} CLS`, value: cls.toFixed(3) },
      { figure: `Lighthouse ${page} FCP`, value: seconds(fcp) },
      { figure: `Lighthouse ${page} Speed Index`, value: seconds(speedIndex) },
    ]),
    ...flightRows(flights),
    ...lazy.files.map(({ path, bytes }) => ({ figure: `lazy ${path}`, value: kilobytes(bytes) })),
  ]
  console.log(`\n${formatTable(rows)}`)

  const measuredAt = new Date().toISOString()
  const report = { measuredAt, budget: BUDGET, critical, landing, lazy, lighthouse, flights, table: rows }
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

/** Issue 5 names no budgets for these: the table shows "—". */
function flightRows({ search, results }) {
  const load = `${search.requests} searches, ${search.rounds} rounds of 50`
  const list = `${results.itineraries.toLocaleString('en')} itineraries, median`
  return [
    { figure: `Flights search p50 (${load})`, value: milliseconds(search.p50) },
    { figure: 'Flights search p95', value: milliseconds(search.p95) },
    { figure: 'Flights search max', value: milliseconds(search.max) },
    { figure: 'Flights search throughput', value: `${search.perSecond.toFixed(0)} req/s` },
    { figure: `Flights results: response → first rows (${list})`, value: milliseconds(results.firstRows) },
    { figure: 'Flights results: sort click → next paint', value: milliseconds(results.sortClick) },
    { figure: 'Flights results: filter click → next paint', value: milliseconds(results.filterClick) },
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
