// node scripts/bench/widget.mjs: the widget's figures (issue 18), on the widget as last built (build
// @rihla/widget first): the loader's Brotli size, the JS the widget's first page loads before it
// renders, and the time from the loader tag on the demo partner page to the widget's first render.
import { readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { launchChromium } from './browser.mjs'
import { cleanUpAll, onCleanup } from './cleanup.mjs'
import { isLibrary, mappedChunk, sourceMappedBuild, without } from './firstPage.mjs'
import { median } from './median.mjs'
import { startApi } from './servers.mjs'
import { brotliSize, compressedLength, sizeOf } from './sizes.mjs'
import { formatTable, kilobytes, milliseconds } from './table.mjs'
import { freePort, root, startService, stopService, waitForUrl } from '../lib/run.mjs'

const distDir = join(root, 'apps/widget/dist')
const LOADER_BUDGET = 3 * 1024
const FIRST_PAGE_BUDGET = 120 * 1024
const RUNS = 5

/** The widget's server and the demo partner page on free ports, the page at another site (127.0.0.1). */
async function startWidgetAndDemo() {
  const demoUrl = `http://127.0.0.1:${await freePort()}`
  const { apiUrl } = await startApi({ env: { RIHLA_DEMO_PARTNER_ORIGINS: demoUrl } })
  const widgetUrl = `http://localhost:${await freePort()}`
  const widget = startService('widget', 'node', ['apps/widget/server.ts'], {
    env: { ...process.env, PORT: new URL(widgetUrl).port, RIHLA_API_URL: apiUrl },
  })
  onCleanup(() => stopService(widget))
  await waitForUrl(`${widgetUrl}/embed.js`, { child: widget })
  const demo = startService(
    'demo',
    join(root, 'apps/api/node_modules/.bin/tsx'),
    ['apps/widget/demo/server.ts'],
    {
      env: { ...process.env, PORT: new URL(demoUrl).port, RIHLA_WIDGET_URL: widgetUrl },
    },
  )
  onCleanup(() => stopService(demo))
  await waitForUrl(`${demoUrl}/`, { child: demo })
  return { demoUrl }
}

/** One visit with an empty cache: the frame's scripts before its first render, and the loader-to-render time. */
async function visit(browser, demoUrl) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Riyadh' })
  try {
    const page = await context.newPage()
    await page.goto(`${demoUrl}/?only=script`)
    const frame = await (await page.locator('[data-way="script"] iframe').elementHandle()).contentFrame()
    await frame.waitForFunction(() => performance.getEntriesByName('rihla:first-render').length > 0, null, {
      timeout: 30_000,
    })
    const inFrame = await frame.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      firstRender: performance.getEntriesByName('rihla:first-render')[0].startTime,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    const loaderAt = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((item) => item.name.endsWith('/embed.js'))
      return performance.timeOrigin + (entry?.startTime ?? 0)
    })
    const scripts = inFrame.scripts
      .filter(({ path, startTime }) => /^\/assets\/[^/]+\.js$/.test(path) && startTime <= inFrame.firstRender)
      .map(({ path }) => path)
    return { scripts, loaderToRender: inFrame.timeOrigin + inFrame.firstRender - loaderAt }
  } finally {
    await context.close()
  }
}

/** `index-B72MyiwK.js` → `index`: a chunk's name without its content hash. */
const chunkName = (file) => file.replace(/-[\w-]{8}\.js$/, '')

/**
 * Of the first page's Brotli bytes, those of npm libraries (React, TanStack's router and query,
 * react-aria, zod, ky, jotai, Lingui): for each chunk of the widget built again with source maps, its
 * Brotli size less that of its code without theirs. A chunk is the same file in both builds, or (the
 * entry, whose build id differs) the one file of its name.
 */
async function libraryBytes(paths) {
  const { outDir, remove } = await sourceMappedBuild('apps/widget')
  try {
    const built = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'))
    let bytes = 0
    for (const path of paths) {
      const name = basename(path)
      const namesakes = built.filter((file) => chunkName(file) === chunkName(name))
      const file = built.includes(name) ? name : namesakes.length === 1 ? namesakes[0] : null
      if (!file) throw new Error(`${name} has no one counterpart in the source-mapped build`)
      const { code, pieces } = await mappedChunk(join(outDir, 'assets', file))
      const libraries = [...pieces].filter(([owner]) => isLibrary(owner)).flatMap(([, ranges]) => ranges)
      bytes += compressedLength(code) - compressedLength(without(code, libraries))
    }
    return bytes
  } finally {
    await remove()
  }
}

/** The widget's rows for `npm run bench` (and this script's own table). */
export async function widgetFigures() {
  const loader = await brotliSize(join(distDir, 'embed.js'))
  const { demoUrl } = await startWidgetAndDemo()
  const { browser, close } = await launchChromium()
  try {
    const visits = []
    for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, demoUrl))
    const firstPage = await sizeOf(distDir, visits[0].scripts)
    const libraries = await libraryBytes(visits[0].scripts)
    return {
      rows: [
        {
          figure: 'Widget loader embed.js (Brotli)',
          value: kilobytes(loader),
          budget: '3 KB',
          pass: loader <= LOADER_BUDGET,
        },
        {
          figure: 'Widget first page JS (Brotli)',
          value: kilobytes(firstPage.bytes),
          budget: '120 KB',
          pass: firstPage.bytes <= FIRST_PAGE_BUDGET,
        },
        {
          // The floor under the budget: what the framework weighs before any of Rihla's code.
          figure: '  of which npm libraries (React, TanStack, react-aria, zod…)',
          value: kilobytes(libraries),
        },
        {
          figure: `Loader tag to widget first render (median of ${RUNS})`,
          value: milliseconds(median(visits.map((item) => item.loaderToRender))),
        },
      ],
      firstPage,
    }
  } finally {
    await close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { rows, firstPage } = await widgetFigures()
    console.log(formatTable(rows))
    for (const { path, bytes } of firstPage.files) console.log(`    ${kilobytes(bytes).padStart(9)}  ${path}`)
  } finally {
    await cleanUpAll()
  }
}
