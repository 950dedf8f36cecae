import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { screenshot } from './fixtures'

// What the booking journeys of the verticals share: their screens kept at a phone's and a desktop's
// width (the card payment is hostedCard.ts's payByCard).

/** The page at 360 px and at 1280 px, from its top, under SHOTS_DIR/{folder}; the test goes on at the width it had. */
export async function shotBothWidths(page: Page, folder: string, name: string, locale: Locale) {
  const before = page.viewportSize()
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `${folder}/${name}-${locale}-${width}`)
  }
  if (before) await page.setViewportSize(before)
}
