import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import type { BrowserContext, Locator, Page } from '@playwright/test'

export type Locale = 'en' | 'ar'

/**
 * The shell finished booting: the boot overlay is gone and a page is routed, rendered in the browser
 * or hydrated from the server's HTML (the app's `rihla:first-render` mark), so it answers input.
 */
export async function waitForApp(page: Page, timeout = 15_000) {
  await expect(page.locator('#boot')).toHaveCount(0, { timeout })
  await page.waitForFunction(() => performance.getEntriesByName('rihla:first-render').length > 0, null, {
    timeout,
  })
}

/**
 * axe on the page: WCAG 2.2 A/AA and best practices; any violation fails the test. It does not wait
 * for react-aria's live announcements to clear: the app keeps them to the current one, as text
 * (`keepAnnouncementsCurrent`), so a pending button that is gone never leaves an unnamed image behind.
 */
export async function expectAccessible(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe's default run gathers each frame's results and combines them in a new blank page, with axe
    // loaded into it again: a second or more of every check. One run in the page itself covers it and
    // its same-origin frames; a page with a frame from another origin (the card gateway's fields)
    // gets the default run, which reaches into that frame too.
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations on ${context}`).toEqual([])
}

function hasCrossOriginFrame(page: Page) {
  const { origin } = new URL(page.url())
  return page
    .frames()
    .some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin)
}

/** Where the browser tests keep their screenshots for review (git-ignored). */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '../../artifacts/screenshots'

/** Saves a full-page screenshot under SHOTS_DIR for people to look at. */
export async function screenshot(page: Page, name: string) {
  // A test with a second context (the support desk) shoots a page that is not the front one; Chromium
  // once left such a capture unanswered for minutes, so the page comes to the front first and a capture
  // that still hangs fails in a minute rather than at the test's timeout.
  await page.bringToFront()
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true, timeout: 60_000 })
}

const CSP_CONSOLE_ERROR = /Content[ -]Security[ -]Policy/i

/**
 * Collects every Content-Security-Policy violation in a context: the `securitypolicyviolation` event
 * of each document, and the console error the browser writes for one (which also covers workers).
 */
async function watchForCspViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__rihlaCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __rihlaCspViolation: (text: string) => void })
        .__rihlaCspViolation
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} on ${location.href}`,
      )
    })
  })
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE_ERROR.test(message.text())) violations.push(message.text())
  })
}

// React's hydration errors: the development wording, and the production build's error codes (418: the
// server's HTML differs, 423: recovered by rendering on the client, 425: text differs).
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)\b/i

/** Collects every hydration warning or error the pages of a context write to the console. */
function watchForHydrationErrors(context: BrowserContext, errors: string[]) {
  context.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_ERROR.test(message.text()))
      errors.push(`${message.location().url}: ${message.text()}`)
  })
  context.on('weberror', (error) => {
    if (HYDRATION_ERROR.test(error.error().message)) errors.push(error.error().message)
  })
}

/**
 * Every test fails on a Content-Security-Policy violation or a hydration error in any page it opens, in its own context
 * or in one it makes with `browser.newContext`, so each journey checks the policy admits the site.
 * `cspViolations` is there for a test that provokes one on purpose (and clears it).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, run) => {
      const violations: string[] = []
      const hydrationErrors: string[] = []
      await watchForCspViolations(context, violations)
      watchForHydrationErrors(context, hydrationErrors)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const made = await newContext(options)
        await watchForCspViolations(made, violations)
        watchForHydrationErrors(made, hydrationErrors)
        return made
      }
      try {
        await run(violations)
      } finally {
        browser.newContext = newContext
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      expect(hydrationErrors, 'hydration errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Lets the real ALTCHA widget in `scope` solve its proof of work, as a visitor's browser does. */
export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget')
  const state = widget.locator('.altcha')
  await expect(state).toBeVisible()
  // By keyboard, as anyone can: reaching the box starts the check, Space starts it too.
  if ((await state.getAttribute('data-state')) === 'unverified') {
    await widget.getByRole('checkbox').focus()
    if ((await state.getAttribute('data-state')) === 'unverified')
      await widget.getByRole('checkbox').press('Space')
  }
  await expect(state).toHaveAttribute('data-state', 'verified', { timeout: 20_000 })
}

/**
 * Steps up the number field whose increment button is `button`, with the field's arrow key. React Aria
 * repeats a step while its button stays pressed past 400 ms, and a loaded CI machine can stretch a click
 * that long (a count of 2 became 3); a key press steps exactly once.
 */
export async function stepUp(button: Locator, times = 1) {
  const field = button.locator('xpath=..').getByRole('textbox')
  for (let step = 0; step < times; step++) await field.press('ArrowUp')
}
