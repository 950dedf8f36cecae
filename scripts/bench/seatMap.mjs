import { fileURLToPath } from 'node:url'
import { launchChromium } from './browser.mjs'
import { runAlone } from './cleanup.mjs'
import { median } from './median.mjs'
import { saudiDate } from './partner.mjs'
import { startSite } from './servers.mjs'
import { milliseconds } from './table.mjs'

// node scripts/bench/seatMap.mjs (after building the site) or `npm run bench`: issue 15's seat-map figures, on a phone's screen: a Haramain train (417 seats) from the press on its
// "Choose seats" to the coach's seat map answering input (its seats React's and the page idle), then a
// press on a free seat to the next paint (the map's own answer) and to the seat shown as the traveller's
// (after the server held it). Medians of fresh runs, each on its own day's train.

const RUNS = 5
const TIMEOUT_MS = 30_000

/** In the page: the time of the next paint, and whether React owns a node (it has hydrated or rendered it). */
function seatMapProbe() {
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        // A message posted in the frame's callback arrives once that frame has been painted.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }),
    )
  const ownedByReact = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
  window.__seatBench = {
    /** Once a seat of the map is React's and the page has gone idle: the map answers a press. */
    interactive: () =>
      new Promise((resolve) => {
        const check = () => {
          const seat = document.querySelector('[role="grid"] button')
          if (seat && ownedByReact(seat)) requestIdleCallback(() => resolve(performance.now()))
          else requestAnimationFrame(check)
        }
        check()
      }),
    /** From the next press to the paint after it, and to the pressed seat shown as chosen. */
    nextPress: () =>
      new Promise((resolve) => {
        window.addEventListener(
          'pointerdown',
          (event) => {
            const pressedAt = event.timeStamp
            const seat = event.target.closest('button')
            void afterNextPaint().then((paintedAt) => {
              const chosen = () => {
                if (seat.getAttribute('aria-pressed') === 'true')
                  void afterNextPaint().then((at) =>
                    resolve({ paint: paintedAt - pressedAt, chosen: at - pressedAt }),
                  )
                else requestAnimationFrame(chosen)
              }
              chosen()
            })
          },
          { capture: true, once: true },
        )
      }),
  }
}

/** A traveller of the sandbox (the seat step is a signed-in user's), whose tokens the site finds kept. */
async function signedInTraveller(apiUrl) {
  const response = await fetch(new URL('/dev/users', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Seat Bench' }),
  })
  if (!response.ok) throw new Error(`POST /dev/users answered ${response.status}`)
  const { user } = await response.json()
  return (context) =>
    context.addInitScript((stored) => window.localStorage.setItem('rihla:user', stored), JSON.stringify(user))
}

export async function seatMapFigures(siteUrl, apiUrl) {
  const { browser, close } = await launchChromium()
  const figures = { open: [], paint: [], chosen: [], seats: 0 }
  try {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Asia/Riyadh',
      viewport: { width: 360, height: 780 },
      hasTouch: true,
    })
    await context.addInitScript(seatMapProbe)
    await (
      await signedInTraveller(apiUrl)
    )(context)
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage()
      const search = new URLSearchParams({
        from: 'HHR-MAK',
        to: 'HHR-MED',
        date: saudiDate(20 + run),
        adults: '1',
      })
      await page.goto(new URL(`/train/search-results?${search}`, siteUrl).href)
      const choose = page.getByRole('button', { name: /^Choose seats: Economy, HHR-/ }).first()
      await choose.waitFor({ timeout: TIMEOUT_MS })
      const pressedAt = await page.evaluate(() => {
        window.__seatBenchOpen = window.__seatBench.interactive()
        return performance.now()
      })
      await choose.click()
      await page.waitForURL(/\/train\/seat-selection\//, { timeout: TIMEOUT_MS })
      figures.open.push((await page.evaluate(() => window.__seatBenchOpen)) - pressedAt)
      // The whole train, for the record: each coach's map is a tab.
      figures.seats = await page.evaluate(() => document.querySelectorAll('[role="grid"] button').length)
      const seat = page
        .locator('[role="grid"] button:not([aria-disabled]):not([aria-pressed="true"])')
        .first()
      await page.evaluate(() => {
        window.__seatBenchPress = window.__seatBench.nextPress()
      })
      await seat.click()
      const press = await page.evaluate(() => window.__seatBenchPress)
      figures.paint.push(press.paint)
      figures.chosen.push(press.chosen)
      await page.close()
    }
  } finally {
    await close()
  }
  const result = {
    open: median(figures.open),
    paint: median(figures.paint),
    chosen: median(figures.chosen),
    seatsInView: figures.seats,
  }
  console.log(
    `Seat map of a Haramain train (417 seats; this coach's ${result.seatsInView} on screen), on a 360 px phone, ` +
      `median of ${RUNS}: open → interactive ${milliseconds(result.open)}, seat press → next paint ` +
      `${milliseconds(result.paint)}, → shown as chosen (held by the server) ${milliseconds(result.chosen)}`,
  )
  return result
}

export const seatMapRows = ({ open, paint, chosen }) => [
  { figure: 'Seat map (417-seat train, 360 px): open → interactive', value: milliseconds(open) },
  { figure: '  seat press → next paint', value: milliseconds(paint) },
  { figure: '  seat press → shown as chosen (server hold)', value: milliseconds(chosen) },
]

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone('seat map', async () => {
    const { siteUrl, apiUrl } = await startSite()
    await seatMapFigures(siteUrl, apiUrl)
  })
}
