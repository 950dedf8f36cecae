import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { flightWords, pick, searchDate, typeDate } from './flights'

// The flights home's search form is in the server's page, but its code loads only once the page has
// hydrated (lazyAfterHydration). What a visitor does to the form before then is kept, and its pickers
// open by mouse and by keyboard with the focus inside, in both languages.

const calendarLabel = { en: 'Open calendar', ar: 'فتح التقويم' } as const
const cabinLabel = { en: 'Class', ar: 'الدرجة' } as const

/** Holds the form's code until `release` is called, as on a slow line. */
async function holdFormCode(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await page.route(/\/assets\/FlightsSearch-[^/]+\.js$/, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  return { release, requested: () => requested }
}

for (const locale of ['en', 'ar'] as const) {
  const words = flightWords[locale]

  test(`a choice made before the form's code arrives is kept (${locale})`, async ({ page }) => {
    const formCode = await holdFormCode(page)
    await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
    await waitForApp(page)
    // Hydrated without the form: the server's form is on screen, its return date too (a round trip).
    await expect(page.getByRole('group', { name: words.return, exact: true })).toBeVisible()
    await pick(page, 'radio', words.oneWay)
    formCode.release()
    expect(formCode.requested()).toBe(true)
    // The form's state took the choice: a one-way trip has no return date.
    await expect(page.getByRole('group', { name: words.return, exact: true })).toHaveCount(0)
    await expect(page.getByRole('radio', { name: words.oneWay, exact: true })).toBeChecked()
  })

  test(`the server's date segments take no typing until the form has hydrated, then do (${locale})`, async ({
    page,
  }) => {
    const formCode = await holdFormCode(page)
    await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
    await waitForApp(page)
    const departure = page.getByRole('group', { name: words.departure, exact: true })
    // Typed into, they would no longer be the HTML React hydrates.
    await expect(departure.locator('[data-type="day"]').locator('xpath=..')).toHaveAttribute('inert', '')
    formCode.release()
    await typeDate(page, words.departure, searchDate(40))
    await expect(departure.locator('[data-type="year"]')).toHaveText(String(searchDate(40).year))
  })

  test(`the date picker opens by mouse and by keyboard, focus inside (${locale})`, async ({ page }) => {
    await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
    await waitForApp(page)
    const departure = page.getByRole('group', { name: words.departure, exact: true })
    const trigger = departure.getByRole('button', { name: calendarLabel[locale] })

    await trigger.click()
    const calendar = page.getByRole('dialog')
    await expect(calendar).toBeVisible()
    await expect(calendar.getByRole('grid')).toBeVisible()
    await expect.poll(() => calendar.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(calendar).toHaveCount(0)

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(calendar).toBeVisible()
    await expect.poll(() => calendar.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await expectAccessible(page, `flights home calendar open ${locale}`)
    await page.keyboard.press('Escape')
    await expect(calendar).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test(`screenshots of the open date picker and class list (${locale})`, async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
      await waitForApp(page)
      await page
        .getByRole('group', { name: words.departure, exact: true })
        .getByRole('button', { name: calendarLabel[locale] })
        .click()
      await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible()
      await page.screenshot({
        path: `../../artifacts/screenshots/flights-home-datepicker-${locale}-${width}.png`,
      })
      await page.keyboard.press('Escape')
      const cabin = page.getByRole('button', { name: new RegExp(cabinLabel[locale]) }).first()
      await cabin.click()
      await expect(page.getByRole('listbox')).toBeVisible()
      await page.screenshot({ path: `../../artifacts/screenshots/flights-home-class-${locale}-${width}.png` })
      await page.keyboard.press('Escape')
    }
  })
}
