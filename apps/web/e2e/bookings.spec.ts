import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import { createUser, signInAs } from './session'
import type { SignedInUser } from './session'
import { apiUrl } from './support'

/** A fresh signed-in user holding the sample bookings (the sandbox POST /dev/bookings). */
async function travellerWithBookings(request: APIRequestContext): Promise<SignedInUser> {
  const user = await createUser(request)
  const response = await request.post(`${apiUrl}/dev/bookings`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  })
  expect(response.status()).toBe(201)
  return user
}

const card = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title })

/** Picks an option of one of the filter selects. */
async function filter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('My Bookings', () => {
  test('sends a visitor to sign in and back, in English and Arabic', async ({ page }) => {
    await page.goto('/bookings?tab=past')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/\?signIn=required&redirect=%2Fbookings%3Ftab%3Dpast$/)
    // The address changes before Home's screen (a chunk of its own) replaces the shell: axe waits for it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, 'bookings signed out en')

    await page.goto('/ar/bookings')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/ar\?signIn=required&redirect=%2Far%2Fbookings$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, 'bookings signed out ar')
  })

  test('tabs, filters, PNR copy, details, pay now and hotel cancellation in English', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const user = await travellerWithBookings(request)
    await signInAs(page, user)
    await page.goto('/bookings')
    await waitForApp(page)

    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('14 bookings')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(10)
    const saudia = card(page, 'Riyadh to Jeddah (RUH → JED)')
    await expect(saudia.getByText('Flight · Saudia')).toBeVisible()
    await expect(saudia.getByRole('timer', { name: 'Payment expires in' })).toHaveText(/^\d:\d\d:\d\d$/)
    await expect(saudia).toContainText(/To be paid\s*£\d{3}\.\d\d/)
    await expectAccessible(page, 'bookings upcoming en')
    await screenshot(page, 'bookings-upcoming-en')

    // Copy the PNR.
    const pnr = (await saudia.getByText(/^[A-Z2-9]{6}$/).textContent())!
    await saudia.getByRole('button', { name: `Copy PNR ${pnr}` }).click()
    await expect(page.getByText('PNR is copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pnr)

    // Paging.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(4)
    await expect(page).toHaveURL(/page=2/)

    // Filters: type, then status, then reset.
    await filter(page, 'Booking type', 'Hotel')
    await expect(page.getByText('3 bookings')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(3)
    await filter(page, 'Status', 'Pending')
    await expect(page.getByText('1 booking')).toBeVisible()
    const fairmont = card(page, '3 nights in Makkah')
    await expect(fairmont).toContainText('Fairmont Makkah Clock Royal Tower')
    await expect(page).toHaveURL(/type=hotel/)
    await expect(page).toHaveURL(/status=Pending/)
    await screenshot(page, 'bookings-filtered-en')

    // Pay now leads to the booking's payment screen.
    const payNow = fairmont.getByRole('link', { name: 'Pay now' })
    const href = await payNow.getAttribute('href')
    expect(href).toMatch(/^\/hotels\/payments\/[0-9a-f-]{36}$/)
    await filter(page, 'Status', 'Confirmed')
    await expect(page.getByText('1 booking')).toBeVisible()
    await page.getByRole('button', { name: 'Reset Filters' }).first().click()
    await expect(page.getByText('14 bookings')).toBeVisible()

    // Details of the Ritz-Carlton stay, then cancel it from there.
    const ritz = card(page, '2 nights in Riyadh')
    await ritz.getByRole('button', { name: 'View details' }).click()
    const details = page.getByRole('dialog', { name: '2 nights in Riyadh' })
    await expect(details.getByText('Executive Suite')).toBeVisible()
    await expect(details.getByText('The Ritz-Carlton, Riyadh', { exact: false })).toBeVisible()
    await expectAccessible(page, 'booking details en')
    await screenshot(page, 'bookings-details-en')
    await details.getByRole('button', { name: 'Cancel booking' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await expect(confirm).toContainText('Refundable in full.')
    await expectAccessible(page, 'cancel confirmation en')
    await screenshot(page, 'bookings-cancel-en')
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect(page.getByText('Your booking is cancelled')).toBeVisible()
    await expect(page.getByText('13 bookings')).toBeVisible()
    await expect(ritz).toHaveCount(0)

    await page.getByRole('tab', { name: 'Past' }).click()
    await expect(page).toHaveURL(/tab=past/)
    await expect(card(page, '2 nights in Riyadh')).toContainText('Refund In Progress')
    await expect(card(page, '2 nights in AlUla').filter({ hasText: 'Expired' })).toBeVisible()
    await expectAccessible(page, 'bookings past en')
    await screenshot(page, 'bookings-past-en')

    // An empty result says so.
    await filter(page, 'Booking type', 'Subscription')
    await expect(page.getByRole('heading', { name: 'No Record Found' })).toBeVisible()

    await page.goto(href!)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('speaks Arabic, right to left, and cancels a pending hotel booking', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const user = await travellerWithBookings(request)
    await signInAs(page, user)
    await page.goto('/ar/bookings')
    await waitForApp(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'القادمة' })).toHaveAttribute('aria-selected', 'true')
    const saudia = card(page, 'الرياض إلى جدة (RUH → JED)')
    await expect(saudia).toContainText('السعودية')
    const pnr = (await saudia.getByText(/^[A-Z2-9]{6}$/).textContent())!
    await saudia.getByRole('button', { name: `نسخ رقم الحجز ${pnr}` }).click()
    await expect(page.getByText('تم نسخ رقم الحجز')).toBeVisible()
    // The click may have scrolled the list; a card scrolled under the sticky header has its copy button
    // half covered, which axe counts as a target too small. The list from its top is what is checked.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectAccessible(page, 'bookings upcoming ar')
    await screenshot(page, 'bookings-upcoming-ar')

    const payNow = saudia.getByRole('link', { name: 'ادفع الآن' })
    await expect(payNow).toHaveAttribute('href', /^\/ar\/flights\/payments\/[0-9a-f-]{36}$/)

    await filter(page, 'نوع الحجز', 'فندق')
    await filter(page, 'الحالة', 'قيد الانتظار')
    const fairmont = card(page, '3 ليالٍ في مكة المكرمة')
    await expect(fairmont).toContainText('فندق فيرمونت برج الساعة مكة')
    await fairmont.getByRole('button', { name: 'إلغاء الحجز' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'هل تريد إلغاء هذا الحجز؟' })
    await expect(confirm).toContainText('قابل للاسترداد بالكامل.')
    await expectAccessible(page, 'cancel confirmation ar')
    await screenshot(page, 'bookings-cancel-ar')
    await confirm.getByRole('button', { name: 'نعم، ألغِ الحجز' }).click()
    await expect(page.getByText('تم إلغاء حجزك')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'لم يتم العثور على سجلات' })).toBeVisible()

    await page.getByRole('tab', { name: 'السابقة' }).click()
    // The filters belong to the tab's panel: the Past tab's are there once the tab is selected.
    await expect(page.getByRole('tab', { name: 'السابقة' })).toHaveAttribute('aria-selected', 'true')
    await filter(page, 'الحالة', 'ملغى')
    await expect(card(page, '3 ليالٍ في مكة المكرمة')).toContainText('ملغى')
    await page.getByRole('button', { name: 'إعادة ضبط عوامل التصفية' }).first().click()
    await card(page, 'ليلتان في مكة المكرمة').getByRole('button', { name: 'عرض التفاصيل' }).click()
    const details = page.getByRole('dialog', { name: 'ليلتان في مكة المكرمة' })
    await expect(details).toContainText('الاسترداد قيد التنفيذ')
    await expectAccessible(page, 'booking details ar')
    await screenshot(page, 'bookings-details-ar')
    await details.getByRole('button', { name: 'إغلاق' }).first().click()
    await expectAccessible(page, 'bookings past ar')
    await screenshot(page, 'bookings-past-ar')
  })
})
