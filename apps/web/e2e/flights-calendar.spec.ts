import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { chooseAirport, flightWords, pick } from './flights'

// The departure calendar prices the days of the month on screen for the chosen route (issue 11, item 11),
// read out with each day and laid out within a 360 px phone.

const fromPrice = { en: /^from /, ar: /^ابتداءً من / } as const

for (const locale of ['en', 'ar'] as const) {
  const words = flightWords[locale]

  test(`the departure calendar shows each day's lowest fare (${locale})`, async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
      await waitForApp(page)
      await pick(page, 'radio', words.oneWay)
      await chooseAirport(page, words.from, 'RUH', 'RUH')
      await chooseAirport(page, words.to, 'JED', 'JED')
      await page.getByRole('group', { name: words.departure, exact: true }).getByRole('button').click()
      const calendar = page.getByRole('dialog')
      const pricedDay = calendar.locator('[role="button"][aria-describedby]').first()
      await expect(pricedDay).toHaveAccessibleDescription(fromPrice[locale])
      // Every day of the popover stays on screen, whichever the direction.
      const box = await calendar.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      await expectAccessible(page, `flights calendar fares ${locale} ${width}`)
      // The screen as seen, not the whole page: the open calendar is what is looked at.
      await page.screenshot({
        path: `../../artifacts/screenshots/flights-calendar-fares-${locale}-${width}.png`,
      })
    }
  })
}
