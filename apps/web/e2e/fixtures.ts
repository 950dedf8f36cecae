import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import type { Page } from '@playwright/test'

export type Locale = 'en' | 'ar'

/** The shell finished booting: the boot overlay is gone and a page is routed. */
export async function waitForApp(page: Page, timeout = 15_000) {
  await expect(page.locator('#boot')).toHaveCount(0, { timeout })
}

/** axe on the page as it is: WCAG 2.2 A/AA and best practices; any violation fails the test. */
export async function expectAccessible(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
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

/** Saves a full-page screenshot under artifacts/screenshots for people to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `../../artifacts/screenshots/${name}.png`, fullPage: true })
}

export { base as test, expect }
