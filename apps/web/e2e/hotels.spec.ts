import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { searchDate } from './flights'

// The hotels home and results (issue 14), in both languages: the form's messages in the spec's words,
// a popular destination, the stay dates, and the results the address names.

const words = {
  en: {
    prefix: '',
    title: 'Hotels in Saudi Arabia',
    search: 'Search hotels',
    cityRequired: 'City is required',
    dateRequired: 'Date is required',
    childAgeRequired: 'Child age is required',
    maxRooms: 'Maximum 6 rooms allowed',
    makkah: 'Makkah',
    moreChildren: /More children/,
    addRoom: 'Add room',
    dates: 'Check-in – Check-out',
    hotels: 'Hotels',
    nights: '2 nights',
  },
  ar: {
    prefix: '/ar',
    title: 'فنادق في السعودية',
    search: 'ابحث عن فنادق',
    cityRequired: 'المدينة مطلوبة',
    dateRequired: null,
    childAgeRequired: null,
    maxRooms: null,
    makkah: 'مكة المكرمة',
    moreChildren: null,
    addRoom: 'إضافة غرفة',
    dates: 'تسجيل الوصول – تسجيل المغادرة',
    hotels: 'الفنادق',
    nights: 'ليلتان',
  },
} as const

async function openHome(page: Page, locale: Locale) {
  await page.goto(`${words[locale].prefix}/best-hotels-in-saudi-arabia`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words[locale].title })).toBeVisible()
}

/** Types the stay into the range field's two dates, as a visitor does with the keyboard. */
async function typeStay(page: Page, label: string, from: number, nights: number) {
  const group = page.getByRole('group', { name: label, exact: true })
  for (const [index, date] of [searchDate(from), searchDate(from + nights)].entries()) {
    await group.locator('[data-type="day"]').nth(index).pressSequentially(String(date.day))
    await group.locator('[data-type="month"]').nth(index).pressSequentially(String(date.month))
    await group.locator('[data-type="year"]').nth(index).pressSequentially(String(date.year))
  }
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale]

  test(`hotels home to results (${locale})`, async ({ page }) => {
    await openHome(page, locale)
    await expectAccessible(page, `hotels home ${locale}`)

    await page.getByRole('button', { name: w.search }).click()
    await expect(page.getByText(w.cityRequired)).toBeVisible()
    await expectAccessible(page, `hotels home with messages ${locale}`)

    await page.getByRole('button', { name: new RegExp(w.makkah) }).click()
    await expect(page.getByRole('combobox')).toHaveValue(w.makkah)
    await typeStay(page, w.dates, 21, 2)
    await expect(page.getByText(w.nights, { exact: true })).toBeVisible()
    // Arabic shows the Umm al-Qura dates beside the Gregorian ones.
    await expect(page.getByText(/\d+ \S+ 14\d\d هـ/)).toHaveCount(locale === 'ar' ? 1 : 0)
    await page.getByRole('button', { name: w.search }).click()

    await expect(page).toHaveURL(new RegExp(`${w.prefix}/hotels/[^/?]+\\?`))
    expect(new URL(page.url()).searchParams.get('destination')).toContain('city:Makkah')
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    await expectAccessible(page, `hotel results ${locale}`)

    // The address alone reopens the same search: the link can be shared.
    await page.reload()
    await waitForApp(page)
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
  })
}

test('asks each child’s age and stops at 6 rooms (en)', async ({ page }) => {
  const w = words.en
  await openHome(page, 'en')
  await page.getByRole('button', { name: w.moreChildren }).click()
  await page.getByRole('button', { name: w.search }).click()
  await expect(page.getByText(w.childAgeRequired)).toBeVisible()
  await expect(page.getByText(w.dateRequired).first()).toBeVisible()
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: w.addRoom }).click()
  await expect(page.getByText(w.maxRooms)).toBeVisible()
  await expect(page.getByRole('group', { name: 'Room 7' })).toHaveCount(0)
})
