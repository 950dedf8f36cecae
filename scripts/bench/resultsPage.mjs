import { launchChromium } from './browser.mjs'
import { median } from './median.mjs'

// A results page with many rows, whatever the vertical: from the answer that carries the rows to the
// first rows painted and to the rows hydrated, then each sort or filter click to the next
// paint after the list changed.

export const PAGE_RUNS = 5
const CLICK_RUNS = 6
const TIMEOUT_MS = 30_000
/** How long the list stays unchanged before a click is timed. */
const QUIET_MS = 200

/**
 * In the page (an init script, so it sees the server's rows being parsed too): when rows first show and
 * when they are hydrated, and a way to time a click to the paint after the list of rows changes. `rows`
 * is the selector of one row.
 */
function pageProbe(rows) {
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        // A message posted in the frame's callback arrives once that frame has been painted.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }),
    )
  // React marks each node it owns (`__reactFiber$…`): a server-rendered row gets the mark as it hydrates.
  const ownedByReact = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
  /** Once the last row is React's and the page has gone idle, React has committed the rows. */
  const whenHydrated = () =>
    new Promise((resolve) => {
      const check = () => {
        const last = [...document.querySelectorAll(rows)].at(-1)
        if (last && ownedByReact(last)) requestIdleCallback(() => resolve(performance.now()))
        else requestAnimationFrame(check)
      }
      check()
    })
  const probe = { rowsPaintedAt: null, hydratedAt: null }
  let waiting = false
  const firstRows = new MutationObserver(() => {
    if (waiting || !document.querySelector(rows)) return
    waiting = true
    firstRows.disconnect()
    void afterNextPaint()
      .then((at) => (probe.rowsPaintedAt = at))
      .then(whenHydrated)
      .then((at) => (probe.hydratedAt = at))
  })
  firstRows.observe(document, { childList: true, subtree: true })
  // The list holding the rows: a windowed one changes its padding and set size when only rows out of
  // sight change.
  const listOfRows = () => document.querySelector(rows)?.closest('ul, ol, [role="list"]')
  /** Once the list has not changed for `ms` (a windowed list re-renders after measuring or a scroll). */
  probe.quiet = (ms) =>
    new Promise((resolve) => {
      let timer = setTimeout(done, ms)
      const changes = new MutationObserver(() => {
        clearTimeout(timer)
        timer = setTimeout(done, ms)
      })
      function done() {
        changes.disconnect()
        resolve()
      }
      const list = listOfRows()
      if (list)
        changes.observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
    })
  probe.nextInteraction = (timeoutMs) =>
    new Promise((resolve, reject) => {
      const list = listOfRows()
      if (!list) return reject(new Error('no result list'))
      let pressedAt = null
      window.addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), {
        capture: true,
        once: true,
      })
      const timer = setTimeout(() => reject(new Error('the list never changed')), timeoutMs)
      const changes = new MutationObserver(() => {
        // Nothing before the press is its doing.
        if (pressedAt === null) return
        changes.disconnect()
        clearTimeout(timer)
        void afterNextPaint().then((at) => resolve(at - pressedAt))
      })
      changes.observe(list, { childList: true, subtree: true, characterData: true, attributes: true })
    })
  window.__resultsBench = probe
}

/**
 * Times one click from the press to the paint after the list changed. `open` runs first, untimed (a
 * select's button before its option).
 */
async function timeClick(page, { open, target }) {
  await open?.()
  // Scrolled to first and left to settle, so the list's changes after the press are the click's.
  await target.scrollIntoViewIfNeeded()
  await page.evaluate((ms) => window.__resultsBench.quiet(ms), QUIET_MS)
  await page.evaluate((timeoutMs) => {
    window.__resultsBenchClick = window.__resultsBench.nextInteraction(timeoutMs)
  }, TIMEOUT_MS)
  await target.click()
  return page.evaluate(() => window.__resultsBenchClick)
}

/**
 * A results page's timings, medians of fresh loads of `address` and of repeated clicks. The answer that
 * carried the rows is the browser's search (`searchPath`) when it made one, else the page itself
 * (rendered by the server): its first byte, as the page streams. `shown` checks the page's count
 * (`status` the text of its status, which starts with `count`); `clicks(page)` names the sorts to
 * alternate between and the filter to toggle, each `{ open?, target }`; `prepare(context)` may route
 * requests before the first load.
 */
export async function resultsPageTimings({ address, searchPath, rows, shown, clicks, prepare }) {
  const { browser, close } = await launchChromium()
  try {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Asia/Riyadh',
      viewport: { width: 1280, height: 900 },
    })
    await context.addInitScript(pageProbe, rows)
    await prepare?.(context)
    const firstRows = []
    const hydrated = []
    const renderedBy = new Set()
    let page
    for (let run = 0; run < PAGE_RUNS; run++) {
      await page?.close()
      page = await context.newPage()
      await page.goto(address)
      await page.waitForFunction(() => window.__resultsBench.hydratedAt !== null, null, {
        timeout: TIMEOUT_MS,
      })
      const load = await page.evaluate((path) => {
        const [search] = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path)
          .sort((a, b) => a.startTime - b.startTime)
        const [navigation] = performance.getEntriesByType('navigation')
        const from = search ? search.responseEnd : navigation.responseStart
        if (!from) throw new Error('no timing for the answer with the rows')
        const { rowsPaintedAt, hydratedAt } = window.__resultsBench
        return {
          by: search ? 'browser' : 'server',
          firstRows: rowsPaintedAt - from,
          hydrated: hydratedAt - from,
        }
      }, searchPath)
      renderedBy.add(load.by)
      firstRows.push(load.firstRows)
      hydrated.push(load.hydrated)
    }
    const status = await page.getByRole('status').filter({ hasText: shown.status }).innerText()
    if (!status.startsWith(shown.count)) throw new Error(`the page shows "${status}", not ${shown.count}`)

    const { sorts, filter } = clicks(page)
    const sortTimes = []
    const filterTimes = []
    for (let run = 0; run < CLICK_RUNS; run++) {
      sortTimes.push(await timeClick(page, sorts[run % sorts.length]))
      filterTimes.push(await timeClick(page, filter))
    }
    await context.close()
    return {
      renderedBy: [...renderedBy].join(' and '),
      firstRows: median(firstRows),
      hydrated: median(hydrated),
      sortClick: median(sortTimes),
      filterClick: median(filterTimes),
      runs: { firstRows, hydrated, sortTimes, filterTimes },
    }
  } finally {
    await close()
  }
}

/** The label of a checkbox or radio named `name` within `scope`: what a visitor clicks. */
export const labelOf = (page, scope, role, name) =>
  scope.locator('label', { has: page.getByRole(role, { name, exact: true }) })
