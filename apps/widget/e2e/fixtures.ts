import type { Frame, FrameLocator, Locator, Page } from '@playwright/test'
import { expect, expectAccessible, SHOTS_DIR, test as siteTest } from '../../web/e2e/fixtures'
import { hostUrl, widgetUrl } from './urls'

export { expect, expectAccessible, hostUrl, widgetUrl }

/**
 * The site's fixtures (every Content-Security-Policy violation fails a test), and every console error
 * of any page or frame too, except the refusals a test provokes on purpose (`expectedErrors`).
 */
export const test = siteTest.extend<{ consoleErrors: string[]; expectedErrors: RegExp | null }>({
  expectedErrors: [null, { option: true }],
  consoleErrors: [
    async ({ context, expectedErrors }, run) => {
      const errors: string[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `${message.location().url}: ${message.text()}`
        if (!expectedErrors?.test(text)) errors.push(text)
      })
      context.on('weberror', (error) => errors.push(error.error().message))
      await run(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** The frame of a widget the page embedded: its iframe's name, as the loader set it. */
export async function widgetFrame(page: Page, iframeSelector: string): Promise<Frame> {
  const handle = await page.locator(iframeSelector).elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error(`No frame in ${iframeSelector}`)
  return frame
}

/** The widget in a frame finished booting: its loading screen is gone and a page is shown. */
export async function waitForWidget(frame: Frame | FrameLocator) {
  await expect(frame.locator('#boot')).toHaveCount(0, { timeout: 20_000 })
  await expect(frame.locator('main#main')).toBeVisible()
}

/**
 * The widget's page is shown whole: the frame has taken the height of the page it now shows. The widget
 * reports its height as a page changes and the partner's page sizes the frame a moment later; a click
 * aimed before that can land where the frame has just moved from (a frame that shrinks pulls the
 * partner's page up under the pointer).
 */
export async function pageShown(frame: Frame, heading: Locator) {
  await expect(heading).toBeVisible({ timeout: 30_000 })
  await frame.waitForFunction(
    () => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height) === window.innerHeight,
  )
}

/** Full-page screenshots for people to look at (git-ignored), as the site's tests keep them. */
export async function shot(page: Page, name: string) {
  // Chromium paints a frame only where it meets the viewport: the viewport takes the page's whole
  // height for the picture, so the frame is shown whole.
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height })
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${SHOTS_DIR}/widget-${name}.png` })
  await page.setViewportSize(viewport)
}

/** The page at a desktop's and a phone's width (`shot`, named `{name}-{width}`); the test goes on at the width it had. */
export async function shotBothWidths(page: Page, name: string) {
  const before = page.viewportSize()
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await shot(page, `${name}-${width}`)
  }
  if (before) await page.setViewportSize(before)
}

/** The error page inside a widget: its status, title and message (SPEC.md §8). */
export async function expectWidgetError(
  scope: Page | Frame,
  status: number,
  title: string,
  description: string | RegExp,
) {
  const main = scope.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 })
  await expect(main.getByText(String(status), { exact: true })).toBeVisible()
  await expect(main.getByText(description)).toBeVisible()
}
