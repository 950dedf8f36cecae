import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { flightWords, pick, resultsPath, searchDate, shot, typeDate, waitForResults } from './flights'
import { createUser, signInAs } from './session'

// The results, the itinerary and the seat map as travellers see them on a 360 px phone and at
// 1280 px, in both languages: nothing wider than the screen, the first flight near the top, cards
// never clipped, filters in a sheet, sort and count in view, prices of the searched class.

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

const words = {
  en: {
    filters: 'Filters',
    results: 'Results',
    filtersSet: (n: number) => `Filters (${n})`,
    show: /^Show \d+ flights?$/,
    count: /^\d+ flights?$/,
    viewFares: 'View fares',
    chooseFlight: 'Choose this flight',
    chooseFare: 'Choose your fare',
    continue: 'Continue',
    yourFlights: 'Your flights',
    title: 'Title',
    mr: 'Mr',
    male: 'Male',
    firstName: 'First name',
    lastName: 'Last name',
    nationality: 'Nationality',
    saudi: 'Saudi',
    saudiArabia: 'Saudi Arabia',
    dateOfBirth: 'Date of birth',
    nationalId: 'National ID (CNIC)',
    adult: 'Adult 1',
    chooseSeats: 'Choose seats',
    seatsDialog: 'Choose your seats',
    legend: 'Legend',
    paidSeat: /^Paid seat: /,
    seatName: /^Seat \d+[A-K], (window|aisle|middle), .*\d/,
    lowestFares: 'Lowest fares by day',
  },
  ar: {
    filters: 'عوامل التصفية',
    results: 'النتائج',
    filtersSet: (n: number) => `عوامل التصفية (${n})`,
    show: /^عرض (\d+ (رحلة|رحلات)|رحلة واحدة|رحلتين)$/,
    count: /^(\d+ رحلة|رحلة واحدة)$/,
    viewFares: 'عرض الأسعار',
    chooseFlight: 'اختر هذه الرحلة',
    chooseFare: 'اختر أجرتك',
    continue: 'متابعة',
    yourFlights: 'رحلاتك',
    title: 'اللقب',
    mr: 'السيد',
    male: 'ذكر',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    nationality: 'الجنسية',
    saudi: 'السعودية',
    saudiArabia: 'المملكة العربية السعودية',
    dateOfBirth: 'تاريخ الميلاد',
    nationalId: 'رقم الهوية الوطنية',
    adult: 'بالغ 1',
    chooseSeats: 'اختر المقاعد',
    seatsDialog: 'اختر مقاعدك',
    legend: 'دليل الرموز',
    paidSeat: /^مقعد مدفوع: /,
    seatName: /^المقعد \d+[A-K]،.*\d/,
    lowestFares: 'أقل الأسعار حسب اليوم',
  },
} as const

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, context: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(
    widths.scroll,
    `${context}: page ${widths.scroll}px wide on a ${widths.inner}px screen`,
  ).toBeLessThanOrEqual(widths.inner)
}

/** Every rendered row holds its whole card, and rows follow one another without overlapping. */
async function expectCardsWhole(page: Page) {
  const rows = await page.getByRole('list', { name: /^(Flights|الطيران)$/ }).evaluate((list) =>
    [...list.querySelectorAll(':scope > li')].map((row) => {
      const card = row.querySelector('article')!
      const rowBox = row.getBoundingClientRect()
      const cardBox = card.getBoundingClientRect()
      return {
        top: rowBox.top,
        bottom: rowBox.bottom,
        cardBottom: cardBox.bottom,
        overflow: card.scrollHeight - card.clientHeight,
      }
    }),
  )
  expect(rows.length).toBeGreaterThan(2)
  rows.forEach((row, index) => {
    expect(row.overflow, `card ${index} overflows`).toBeLessThanOrEqual(1)
    expect(row.cardBottom, `card ${index} sticks out of its row`).toBeLessThanOrEqual(row.bottom + 1)
    if (index > 0)
      expect(row.top, `row ${index} overlaps the one before`).toBeGreaterThanOrEqual(
        rows[index - 1]!.bottom - 1,
      )
  })
}

/** What is on the screen now (a dialog open, the list scrolled), for people to look at. */
const viewShot = (page: Page, name: string) =>
  page.screenshot({ path: `../../artifacts/screenshots/${name}.png` })

const cardsOf = (page: Page) => page.getByRole('list', { name: /^(Flights|الطيران)$/ }).getByRole('article')

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const w = words[locale]
  const direct = flightWords[locale].direct

  test(`results on a 360 px phone: first flight near the top, filters in a sheet, sort in view (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(resultsPath(locale, { from: 'RUH', to: 'JED', date: searchDate(18) }))
    await waitForApp(page)
    await waitForResults(page)
    await expectNoSidewaysScroll(page, `results ${locale}`)
    // The first flight is on the first screen, not below the filters.
    const first = cardsOf(page).first()
    await expect(first).toBeInViewport()
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height - 100)
    await expectCardsWhole(page)
    await expectAccessible(page, `results at 360 px ${locale}`)
    await shot(page, `results-360-${locale}`)
    await viewShot(page, `results-360-top-${locale}`)

    // Down the list, the count and the sort order are still in view, over cards drawn there.
    await page.evaluate(() => window.scrollTo(0, 1500))
    const count = page.getByRole('status').filter({ hasText: w.count })
    await expect(count).toBeInViewport()
    // The radio's input is visually hidden; its label is what a traveller sees.
    await expect(
      page.getByRole('region', { name: w.results }).getByText(flightWords[locale].cheapest, { exact: true }),
    ).toBeInViewport()
    await expect(async () => {
      const inView = await cardsOf(page).evaluateAll((cards) =>
        cards.filter((card) => {
          const box = card.getBoundingClientRect()
          return box.top > 0 && box.bottom < window.innerHeight
        }),
      )
      expect(inView.length).toBeGreaterThan(0)
    }).toPass()
    await expectCardsWhole(page)
    await viewShot(page, `results-360-scrolled-${locale}`)
    await page.evaluate(() => window.scrollTo(0, 0))

    // The filters open in a sheet; one chosen, the button counts it and the list follows.
    const total = await count.innerText()
    await page.getByRole('button', { name: w.filters, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: w.filters })
    await expect(sheet).toBeVisible()
    await pick(sheet.getByRole('group', { name: flightWords[locale].stops }), 'checkbox', direct)
    await expectAccessible(page, `filters sheet ${locale}`)
    await expectNoSidewaysScroll(page, `filters sheet ${locale}`)
    await viewShot(page, `results-filters-sheet-360-${locale}`)
    await sheet.getByRole('button', { name: w.show }).click()
    await expect(sheet).toHaveCount(0)
    await expect(page.getByRole('button', { name: w.filtersSet(1), exact: true })).toBeVisible()
    await expect(count).not.toHaveText(total)
    for (const card of await cardsOf(page).all()) await expect(card).toContainText(direct)
    await expectNoSidewaysScroll(page, `filtered results ${locale}`)
    await expectAccessible(page, `filtered results at 360 px ${locale}`)
  })

  test(`nothing moves while the results load, hydrate and arrive on a phone (${locale})`, async ({
    browser,
  }) => {
    // Lighthouse's phone: the toolbar and the top of the list are on the first screen.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node | null }[]
        })[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              sources: entry.sources.map(
                (source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? '',
              ),
            })
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(resultsPath(locale, { from: 'RUH', to: 'JED', date: searchDate(30) }))
    await waitForApp(page)
    await waitForResults(page)
    // The rows past the screen's end follow the first ones in a render of their own.
    await expect.poll(() => cardsOf(page).count()).toBeGreaterThan(3)
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    await context.close()
  })

  test(`results and itinerary at 1280 px and 360 px (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(resultsPath(locale, { from: 'RUH', to: 'JED', date: searchDate(19) }))
    await waitForApp(page)
    await waitForResults(page)
    await expectCardsWhole(page)
    // At 1280 px a card is about as tall as its facts: no band of empty space.
    const height = (await cardsOf(page).first().boundingBox())!.height
    expect(height).toBeLessThan(170)
    await expectNoSidewaysScroll(page, `results 1280 ${locale}`)
    await shot(page, `results-1280-${locale}`)

    await cardsOf(page).first().getByRole('button', { name: w.viewFares }).click()
    await page.getByRole('dialog').getByRole('link', { name: w.chooseFlight }).click()
    await expect(page.getByRole('radiogroup', { name: w.chooseFare })).toBeVisible()
    await expect(page.getByRole('region', { name: w.yourFlights })).toBeVisible()
    await expectAccessible(page, `itinerary details 1280 ${locale}`)
    await shot(page, `itinerary-1280-${locale}`)
    await page.setViewportSize(PHONE)
    await expectNoSidewaysScroll(page, `itinerary 360 ${locale}`)
    await expectAccessible(page, `itinerary details 360 ${locale}`)
    await shot(page, `itinerary-360-${locale}`)
  })

  test(`the seat map with prices and its legend at 360 px and 1280 px (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(PHONE)
    await signInAs(page, await createUser(request, { name: 'Faisal Alharbi', phone: '+966501234567' }))
    await page.goto(resultsPath(locale, { from: 'RUH', to: 'JED', date: searchDate(34) }))
    await waitForApp(page)
    await waitForResults(page)
    await cardsOf(page).first().getByRole('button', { name: w.viewFares }).click()
    await page.getByRole('dialog').getByRole('link', { name: w.chooseFlight }).click()
    await expect(page.getByRole('radiogroup', { name: w.chooseFare })).toBeVisible()
    await page.getByRole('button', { name: w.continue, exact: true }).click()

    const form = page.getByRole('form', { name: w.adult })
    await form.getByRole('button', { name: new RegExp(w.title) }).click()
    await page.getByRole('option', { name: w.mr, exact: true }).click()
    await form.getByText(w.male, { exact: true }).click()
    await form.getByRole('textbox', { name: w.firstName }).fill('Faisal')
    await form.getByRole('textbox', { name: w.lastName }).fill('Alharbi')
    const nationality = form.getByRole('combobox', { name: new RegExp(w.nationality) })
    await nationality.click()
    await nationality.fill(w.saudi)
    await page.getByRole('option', { name: w.saudiArabia, exact: true }).click()
    await typeDate(form, w.dateOfBirth, searchDate(-15_000))
    await form.getByRole('textbox', { name: w.nationalId }).fill('1023456781')
    await page.getByRole('button', { name: w.continue, exact: true }).click()
    await expect(page).toHaveURL(/\/flights\/addons\/[^/]+$/)

    await page.getByRole('button', { name: w.chooseSeats }).click()
    const seats = page.getByRole('dialog', { name: w.seatsDialog })
    const grid = seats.getByRole('grid')
    await expect(grid).toBeVisible()
    // Each open seat's name says its price; the legend says what seats cost.
    const open = grid.locator('button[aria-pressed="false"]:not([aria-disabled])').first()
    await expect(open).toHaveAttribute('aria-label', w.seatName)
    await expect(
      seats.getByRole('list', { name: w.legend }).getByRole('listitem').filter({ hasText: w.paidSeat }),
    ).toHaveCount(1)
    await expectNoSidewaysScroll(page, `seat map 360 ${locale}`)
    await expectAccessible(page, `seat map 360 ${locale}`)
    await viewShot(page, `seat-map-360-${locale}`)
    await page.setViewportSize(DESKTOP)
    await viewShot(page, `seat-map-1280-${locale}`)
  })
}

test('the fare strip and the results of a Business search for two show the same lowest price', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const date = searchDate(20)
  await page.goto(`${resultsPath('en', { from: 'RUH', to: 'DXB', date, adults: 2 })}&cabin=business`)
  await waitForApp(page)
  await waitForResults(page)
  await pick(page, 'radio', flightWords.en.cheapest)
  const today = page.getByRole('navigation', { name: words.en.lowestFares }).locator('[aria-current="date"]')
  const amount = (text: string) => Number(/\d[\d,]*(\.\d+)?/.exec(text)![0].replaceAll(',', ''))
  const strip = amount((await today.innerText()).split('\n').at(-1)!)
  // The list takes the new order a render after the radio checks (a deferred value), so it is read until it has.
  await expect(async () => {
    const cheapest = (await cardsOf(page).first().innerText())
      .split('\n')
      .find((line) => /^From\s/.test(line))!
    expect(amount(cheapest)).toBe(strip)
  }).toPass()
})

test('results at 320 px in Arabic with the text at 200%: every card whole, rows measured, nothing sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto(resultsPath('ar', { from: 'RUH', to: 'JED', date: searchDate(19) }))
  await waitForApp(page)
  await waitForResults(page)
  const firstRowHeight = () =>
    page
      .getByRole('list', { name: 'الطيران' })
      .evaluate((list) => list.querySelector(':scope > li')!.getBoundingClientRect().height)
  const before = await firstRowHeight()
  // The browser's text size setting scales the root font size, which every rem in the theme follows
  // (set through the CSSOM, which the Content-Security-Policy allows, unlike a <style> tag).
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  // Rows are measured, so the taller cards push the ones after them down rather than overlap or clip.
  await expect(async () => {
    await expectCardsWhole(page)
    expect(await firstRowHeight()).toBeGreaterThan(before)
  }).toPass()
  for (const y of [1200, 3000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await expect(async () => expectCardsWhole(page)).toPass()
  }
  await expectNoSidewaysScroll(page, 'results at 320 px, text 200%')
  await page.evaluate(() => window.scrollTo(0, 0))
  await viewShot(page, 'results-320-ar-text-200')
})
