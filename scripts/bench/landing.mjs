import { launchChromium } from './browser.mjs'

// Quiet this long with nothing in flight counts as an idle network (Playwright's own networkidle rule).
const QUIET_MS = 500
const TIMEOUT_MS = 30_000
const SCRIPT_ASSET = /^\/assets\/[^/]+\.js$/

/**
 * Opens each route in a fresh browser context (empty cache) and returns the `/assets/*.js` paths it
 * requested before its first render (the app's `rihla:first-render` user-timing mark, set when the page
 * replaces the loading screen) and those it requested after, until the network was idle; with where it
 * ended up and its heading, so a redirect or an error page does not pass for the route.
 */
export async function landingScripts(baseUrl, routes) {
  const { browser, close } = await launchChromium()
  try {
    const loaded = []
    for (const route of routes) loaded.push({ route, ...(await scriptsOf(browser, new URL(route, baseUrl))) })
    return loaded
  } finally {
    await close()
  }
}

async function scriptsOf(browser, url) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Asia/Riyadh' })
  try {
    const page = await context.newPage()
    const network = trackNetwork(page)
    await page.goto(url.href, { waitUntil: 'commit' })
    await page.waitForSelector('#boot', { state: 'detached', timeout: TIMEOUT_MS })
    await network.idle()
    const { heading, firstRender, requested } = await page.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      firstRender: performance.getEntriesByName('rihla:first-render')[0]?.startTime ?? null,
      requested: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    if (firstRender === null) throw new Error('the page never set its rihla:first-render mark')
    const startOf = new Map(requested.map((entry) => [entry.path, entry.startTime]))
    const before = [...network.scripts].filter((path) => (startOf.get(path) ?? Infinity) <= firstRender)
    const after = [...network.scripts].filter((path) => !before.includes(path))
    const final = new URL(page.url())
    return {
      finalPath: decodeURI(final.pathname) + final.search,
      heading,
      scripts: before,
      afterRender: after,
    }
  } catch (error) {
    throw new Error(`${url.pathname}: ${error.message}`, { cause: error })
  } finally {
    await context.close()
  }
}

function trackNetwork(page) {
  const inFlight = new Set()
  const scripts = new Set()
  let lastActivity = Date.now()
  page.on('request', (request) => {
    inFlight.add(request)
    lastActivity = Date.now()
    const { pathname } = new URL(request.url())
    if (SCRIPT_ASSET.test(pathname)) scripts.add(pathname)
  })
  const settle = (request) => {
    inFlight.delete(request)
    lastActivity = Date.now()
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)

  const idle = async () => {
    const deadline = Date.now() + TIMEOUT_MS
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        const pending = [...inFlight].map((request) => request.url()).join(', ')
        throw new Error(`the network never went idle (still loading: ${pending || 'nothing'})`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { scripts, idle }
}
