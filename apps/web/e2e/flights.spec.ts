import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForApp } from './fixtures'

interface Words {
  prefix: '' | '/ar'
  title: string
  oneWay: string
  from: string
  to: string
  departure: string
  search: string
  cheapest: string
  direct: string
  messages: { departure: string; arrival: string; date: string }
}

const english: Words = {
  prefix: '',
  title: 'Cheap flights in Saudi Arabia',
  oneWay: 'One way',
  from: 'From',
  to: 'To',
  departure: 'Departure date',
  search: 'Search flights',
  cheapest: 'Cheapest',
  direct: 'Direct',
  messages: {
    departure: 'Departure city is required',
    arrival: 'Arrival city is required',
    date: 'Date is required',
  },
}

const arabic: Words = {
  prefix: '/ar',
  title: 'رحلات طيران رخيصة في السعودية',
  oneWay: 'ذهاب فقط',
  from: 'من',
  to: 'إلى',
  departure: 'تاريخ المغادرة',
  search: 'ابحث عن رحلات',
  cheapest: 'الأرخص',
  direct: 'مباشرة',
  messages: { departure: 'مدينة المغادرة مطلوبة', arrival: 'مدينة الوصول مطلوبة', date: 'التاريخ مطلوب' },
}

/** Picks a radio or checkbox by its label, as a visitor does (react-aria keeps the input visually hidden). */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string) {
  const input = page.getByRole(role, { name, exact: true })
  await page.locator('label', { has: input }).click()
  await expect(input).toBeChecked()
}

async function chooseAirport(page: Page, label: string, text: string, code: string) {
  const field = page.getByRole('combobox', { name: label, exact: true })
  await field.fill(text)
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click()
}

/** Types a date into the departure field, segment by segment, whatever the locale's order. */
async function typeDate(page: Page, label: string, date: Date) {
  const group = page.getByRole('group', { name: label, exact: true })
  await group.locator('[data-type="day"]').pressSequentially(String(date.getDate()))
  await group.locator('[data-type="month"]').pressSequentially(String(date.getMonth() + 1))
  await group.locator('[data-type="year"]').pressSequentially(String(date.getFullYear()))
}

for (const words of [english, arabic]) {
  test(`search from the flights home to the results (${words.prefix || '/en'})`, async ({ page }) => {
    await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
    await expectAccessible(page, 'flights home')

    await pick(page, 'radio', words.oneWay)
    await page.getByRole('button', { name: words.search }).click()
    await expect(page.getByText(words.messages.departure)).toBeVisible()
    await expect(page.getByText(words.messages.arrival)).toBeVisible()
    await expect(page.getByText(words.messages.date)).toBeVisible()

    await chooseAirport(page, words.from, 'RUH', 'RUH')
    await chooseAirport(page, words.to, 'JED', 'JED')
    await typeDate(page, words.departure, new Date(Date.now() + 14 * 86_400_000))
    await page.getByRole('button', { name: words.search }).click()

    await expect(page).toHaveURL(new RegExp(`${words.prefix}/flights/[^/]+-to-[^/]+/RUH-to-JED\\?`))
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
    await expectAccessible(page, 'flight results')

    await pick(page, 'radio', words.cheapest)
    await pick(page, 'checkbox', words.direct)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectAccessible(page, 'filtered flight results')
  })
}

test('a results address the page cannot read offers a new search', async ({ page }) => {
  await page.goto('/flights/riyadh-to-jeddah/RUH-to-JED?trip=one_way')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'This search is incomplete' })).toBeVisible()
  await page.getByRole('button', { name: 'Search flights' }).click()
  await expect(page).toHaveURL(/\/cheap-flights-in-saudi-arabia$/)
})
