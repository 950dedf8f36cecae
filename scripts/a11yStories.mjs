// Runs axe on every story of a package's built Storybook (its storybook-static), in English (LTR) and
// Arabic (RTL), in Debian's Chromium; a story that logs a console error or throws fails too. Prints each
// problem and a closing "N passed, N failed" line; exits 1 on any.
// Usage, in a package with a Storybook: pnpm build-storybook && pnpm a11y [comma-separated story-id substrings]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize } from 'node:path'
import process from 'node:process'
import { chromium } from 'playwright-core'
import { chromiumPath } from './lib/chromium.mjs'

const root = join(process.cwd(), 'storybook-static')
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
  // Chromium asks for one; a 404 would show as a console error of the first story.
  if (path === '/favicon.ico') {
    response.writeHead(204).end()
    return
  }
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
if (stories.length === 0) {
  console.log('No stories to check.')
  process.exit(0)
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
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
page.on('pageerror', (error) => pageErrors.push(`page error: ${error.message}`))
page.on('console', (message) => {
  if (message.type() === 'error') pageErrors.push(`console error: ${message.text().split('\n')[0]}`)
})

// axe goes into the page once per load and stories are switched over Storybook's channel, as its
// sidebar does: a fresh page per story spent seconds parsing the same bundle for each.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Loads the preview at this story; the a11y addon's own run is off (this script runs axe). */
async function openPreview(id, locale) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`)
  // Storybook shows #storybook-root once the story rendered (modals and toasts portal out of it), and the
  // locale decorator has then set the direction.
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-errordisplay') ||
      (document.body.classList.contains('sb-show-main') && document.documentElement.dir !== ''),
    undefined,
    { timeout: 15_000 },
  )
  await page.addScriptTag({ content: axeSource })
}

/** Renders a story in the loaded preview; resolves with a problem, or null once it rendered (and played). */
function switchStory(id) {
  return page.evaluate(
    (storyId) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__
        const outcomes = {
          storyRendered: null,
          storyErrored: 'story failed to render',
          storyThrewException: 'story threw',
          playFunctionThrewException: 'play function threw',
          storyMissing: 'story missing',
        }
        const listeners = []
        const finish = (problem) => {
          for (const [event, listener] of listeners) channel.off(event, listener)
          clearTimeout(timer)
          resolve(problem)
        }
        const timer = setTimeout(() => finish('did not render within 15 s'), 15_000)
        for (const [event, problem] of Object.entries(outcomes)) {
          const listener = (payload) => {
            if (event === 'storyRendered' && payload !== storyId) return
            finish(problem && `${problem}: ${String(payload?.message ?? payload?.title ?? payload)}`)
          }
          listeners.push([event, listener])
          channel.on(event, listener)
        }
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }),
    id,
  )
}

async function checkStory(id, first) {
  if (!first) {
    const problem = await switchStory(id)
    if (problem) throw new Error(problem)
  }
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    throw new Error(`story failed to render: ${await page.locator('#error-message').innerText()}`)
  }
  // Data from the fake API lands a tick after the first render.
  await page.waitForTimeout(150)
  return page.evaluate(
    async (runOnly) => {
      const results = await window.axe.run({ exclude: [['#storybook-docs']] }, { runOnly })
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
      }))
    },
    { type: 'tag', values: tags },
  )
}

let passed = 0
let failed = 0
for (const locale of locales) {
  let fresh = true
  for (const story of stories) {
    pageErrors.length = 0
    const problems = []
    if (fresh) await openPreview(story.id, locale)
    const violations = await checkStory(story.id, fresh)
      .catch(async (error) => {
        if (fresh) throw error
        // On a loaded machine a switch can stall: a fresh load of the story decides.
        await openPreview(story.id, locale)
        return checkStory(story.id, true)
      })
      .catch((error) => {
        problems.push(`could not check: ${String(error.message).split('\n')[0]}`)
        return []
      })
    // A story that could not be checked may have left the preview broken: the next one starts afresh.
    fresh = problems.length > 0
    problems.push(
      ...violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n      ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.html.slice(0, 160)} ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`)
            .join('\n      ')}`,
      ),
      ...pageErrors,
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
