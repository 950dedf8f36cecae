// Runs axe on every story of the built Storybook (storybook-static), in English (LTR) and Arabic (RTL),
// in Debian's Chromium. Prints each violation and a closing "N passed, N failed" line; exits 1 on any.
// Usage: pnpm build-storybook && pnpm a11y [comma-separated story-id substrings]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import process from 'node:process'
import { AxeBuilder } from '@axe-core/playwright'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '..', 'storybook-static')
if (!existsSync(join(root, 'index.json'))) {
  console.error('storybook-static/index.json not found: run `pnpm build-storybook` first.')
  process.exit(2)
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}
const server = createServer((request, response) => {
  const path = normalize(
    decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname),
  ).replace(/^(\.\.[/\\])+/, '')
  const file = join(root, path === '/' ? 'index.html' : path)
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const filters = (process.argv[2] ?? '').split(',')
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'))
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && filters.some((filter) => entry.id.includes(filter)),
)
const locales = ['en', 'ar']

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
// Reduced motion so axe never measures a half-faded popover; the animations themselves honour it.
const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1024, height: 768 } })
const page = await context.newPage()
const pageErrors = []
page.on('pageerror', (error) => pageErrors.push(error.message))

async function checkStory(id, locale) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`)
  // Storybook shows #storybook-root once the story rendered (modals and toasts portal out of it), and the
  // locale decorator has then set the direction (a story may pin its own locale).
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-errordisplay') ||
      (document.body.classList.contains('sb-show-main') && document.documentElement.dir !== ''),
    undefined,
    { timeout: 10_000 },
  )
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    throw new Error(`story failed to render: ${await page.locator('#error-message').innerText()}`)
  }
  await page.waitForTimeout(150)
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('#storybook-docs')
    .analyze()
}

let passed = 0
let failed = 0
for (const story of stories) {
  for (const locale of locales) {
    pageErrors.length = 0
    const problems = []
    const results = await checkStory(story.id, locale).catch((error) => {
      problems.push(`could not check: ${String(error.message).split('\n')[0]}`)
      return { violations: [] }
    })
    problems.push(
      ...results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n      ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' ') + ' ' + (node.failureSummary ?? '').replaceAll('\n', ' '))
            .join('\n      ')}`,
      ),
      ...pageErrors.map((message) => `page error: ${message}`),
    )
    if (problems.length === 0) {
      passed += 1
    } else {
      failed += 1
      console.log(`✗ ${story.id} [${locale}]\n    ${problems.join('\n    ')}`)
    }
  }
}

await browser.close()
server.close()
console.log(`axe on ${stories.length} stories × ${locales.length} directions`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
