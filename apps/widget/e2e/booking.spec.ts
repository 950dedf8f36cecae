import type { Frame, Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../../../scripts/lib/chromium.mjs'
import { searchDate } from '../../web/e2e/flights'
import {
  expect,
  expectAccessible,
  pageShown,
  shotBothWidths,
  test,
  waitForWidget,
  widgetFrame,
} from './fixtures'

// A whole hotel booking inside a partner's frame, in a browser that blocks third-party cookies (Chrome's
// own switch for it), the partner's page on one site and the widget on another: sign-in, search, room,
// guest, review, the card on the gateway's page and back to the confirmation, the partner's page told.
// The gateway's page opens where the partner chose: inside the frame (the script, in English) or in a
// new window (the element's payment="popup", in Arabic).
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--test-third-party-cookie-phaseout'],
  },
})

const words = {
  en: {
    signIn: 'Sign in',
    welcome: 'Welcome to Rihla',
    email: 'Email',
    password: 'Password',
    accountMenu: /account menu/,
    hotels: 'Hotels',
    makkah: 'Makkah',
    dates: 'Check-in – Check-out',
    search: 'Search hotels',
    seeRooms: /^See rooms at /,
    select: 'Select',
    vat: 'All prices include 15% VAT.',
    guestDetails: 'Guest details',
    guestForm: 'Room 1: lead guest',
    title: 'Title',
    mrs: 'Mrs.',
    female: 'Female',
    nationality: 'Nationality',
    saudi: 'Saudi',
    saudiArabia: 'Saudi Arabia',
    firstName: 'First name',
    lastName: 'Last name',
    age: /^Age/,
    continue: 'Continue',
    review: 'Review your booking',
    bookAndPay: 'Book and pay',
    payment: 'Payment',
    card: /^Credit or debit card/,
    continueCard: 'Continue to secure payment',
    confirmTitle: 'Confirm your payment',
    confirm: 'Confirm',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    holder: 'Name on card',
    pay: /^Pay /,
    otp: 'One-time code',
    verify: 'Verify',
    confirmed: /^Payment (confirmed|received)$/,
  },
  ar: {
    signIn: 'تسجيل الدخول',
    welcome: 'مرحبًا بك في رحلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    accountMenu: /الحساب/,
    hotels: 'الفنادق',
    makkah: 'مكة المكرمة',
    dates: 'تسجيل الوصول – تسجيل المغادرة',
    search: 'ابحث عن فنادق',
    seeRooms: /^عرض الغرف في /,
    select: 'اختر',
    vat: 'جميع الأسعار تشمل ضريبة القيمة المضافة 15%.',
    guestDetails: 'بيانات النزلاء',
    guestForm: 'الغرفة 1: النزيل الرئيسي',
    title: 'اللقب',
    mrs: 'السيدة',
    female: 'أنثى',
    nationality: 'الجنسية',
    saudi: 'السعودية',
    saudiArabia: 'المملكة العربية السعودية',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    age: /^العمر/,
    continue: 'متابعة',
    review: 'مراجعة حجزك',
    bookAndPay: 'احجز وادفع',
    payment: 'الدفع',
    card: /^بطاقة ائتمان أو خصم/,
    continueCard: 'المتابعة إلى الدفع الآمن',
    confirmTitle: 'تأكيد الدفع',
    confirm: 'تأكيد',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز الأمان (CVV)',
    holder: 'الاسم على البطاقة',
    pay: /^ادفع /,
    otp: 'رمز التحقق لمرة واحدة',
    verify: 'تحقّق',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
  },
} as const
type Words = (typeof words)[keyof typeof words]

/** The browser refuses the frame a cookie and storage: nothing of the widget's outlives a navigation. */
async function expectThirdPartyBlocked(frame: Frame) {
  const refused = await frame.evaluate(() => {
    document.cookie = 'probe=1; SameSite=None; Secure'
    // The browser's own storage lives on Window's prototype; the widget's stand-in in memory, put in
    // where the browser refused it, on the window itself.
    const storage = Object.hasOwn(window, 'localStorage') && Object.hasOwn(window, 'sessionStorage')
    return { cookie: !document.cookie.includes('probe=1'), storage }
  })
  expect(refused, 'third-party cookies and storage refused in the frame').toEqual({
    cookie: true,
    storage: true,
  })
}

async function typeStay(frame: Frame, label: string, from: number, nights: number) {
  const group = frame.getByRole('group', { name: label, exact: true })
  for (const [index, date] of [searchDate(from), searchDate(from + nights)].entries()) {
    await group.locator('[data-type="day"]').nth(index).pressSequentially(String(date.day))
    await group.locator('[data-type="month"]').nth(index).pressSequentially(String(date.month))
    await group.locator('[data-type="year"]').nth(index).pressSequentially(String(date.year))
  }
}

/** Signed in, from the hotels home to the payment page of a booked room; returns at the payment page. */
async function bookRoom(page: Page, frame: Frame, w: Words, startInDays: number) {
  await frame.getByRole('button', { name: w.signIn, exact: true }).click()
  const dialog = frame.getByRole('dialog', { name: w.welcome })
  const form = dialog.getByRole('form', { name: w.signIn })
  await form.getByLabel(w.email).fill('demo@rihla.sa')
  await form.getByLabel(w.password, { exact: true }).fill('Rihla-demo-2025')
  await form.getByRole('button', { name: w.signIn, exact: true }).click()
  await expect(dialog).toBeHidden()

  await frame
    .getByRole('navigation', { name: /Book|احجز/ })
    .getByRole('link', { name: w.hotels })
    .click()
  await frame.getByRole('button', { name: new RegExp(w.makkah) }).click()
  await expect(frame.getByRole('combobox')).toHaveValue(w.makkah)
  await typeStay(frame, w.dates, startInDays, 2)
  await frame.getByRole('button', { name: w.search }).click()
  await expect(frame.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
  await frame.getByRole('link', { name: w.seeRooms }).first().click()
  await pageShown(frame, frame.getByRole('button', { name: w.select }).first())
  await frame.getByRole('button', { name: w.select }).first().click()
  await pageShown(frame, frame.getByRole('heading', { level: 1, name: w.guestDetails }))
  const guest = frame.getByRole('form', { name: w.guestForm })
  await guest.getByRole('button', { name: new RegExp(w.title) }).click()
  await frame.getByRole('option', { name: w.mrs, exact: true }).click()
  await guest.getByText(w.female, { exact: true }).click()
  const nationality = guest.getByRole('combobox', { name: new RegExp(w.nationality) })
  await nationality.click()
  await nationality.fill(w.saudi)
  await frame.getByRole('option', { name: w.saudiArabia, exact: true }).click()
  await guest.getByRole('textbox', { name: w.firstName }).fill('Huda')
  await guest.getByRole('textbox', { name: w.lastName }).fill('Alharbi')
  await guest.getByRole('textbox', { name: w.age }).fill('38')
  await frame.getByRole('button', { name: w.continue, exact: true }).click()
  await pageShown(frame, frame.getByRole('heading', { level: 1, name: w.review }))
  await frame.getByRole('button', { name: w.bookAndPay }).click()

  // The booking is made with the partner's token, then its payment page loads: allow a slow machine.
  await pageShown(frame, frame.getByRole('heading', { level: 1, name: w.payment, exact: true }))
  await frame
    .getByRole('radiogroup')
    .first()
    .locator('label', { has: frame.getByRole('radio', { name: w.card }) })
    .click()
  await frame.getByRole('button', { name: w.continueCard }).click()
  const confirm = frame.getByRole('alertdialog', { name: w.confirmTitle })
  await confirm.getByRole('button', { name: w.confirm, exact: true }).click()
}

/** The sandbox gateway's card page and its 3-D Secure step, wherever it opened. */
async function payOnGateway(gateway: Page | Frame, w: Words) {
  await gateway.getByLabel(w.cardNumber).fill('4111111111111111')
  await gateway.getByLabel(w.expiry).fill('04/29')
  await gateway.getByLabel(w.cvv).fill('123')
  await gateway.getByLabel(w.holder).fill('Huda Alharbi')
  await gateway.getByRole('button', { name: w.pay }).click()
  const otp = gateway.getByLabel(w.otp)
  await expect(otp).toBeVisible({ timeout: 15_000 })
  await otp.fill('123456')
  await gateway.getByRole('button', { name: w.verify }).click()
}

/** The confirmation in the widget, and the partner's page told of the booking. */
async function expectCompleted(page: Page, frame: Frame, w: Words) {
  await expect(frame.getByRole('heading', { level: 2, name: w.confirmed })).toBeVisible({ timeout: 20_000 })
  const completed = page.locator('#events li').filter({ hasText: 'rihla:booking-completed' })
  await expect(completed).toHaveCount(1)
  await expect(completed).toContainText('"bookingType":"hotel"')
  await expect(completed).toContainText(/"orderId":"RH-/)
}

test('a hotel booked and paid inside the frame, the gateway opening in the frame', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/?only=script')
  const selector = '[data-way="script"] iframe'
  const frame = await widgetFrame(page, selector)
  await waitForWidget(frame)
  await expectThirdPartyBlocked(frame)
  const w = words.en

  await bookRoom(page, frame, w, 41)
  // The gateway's page replaces the widget's in the frame: the partner's page may frame it.
  await expect.poll(() => new URL(frame.url()).pathname, { timeout: 15_000 }).toMatch(/^\/gateway\//)
  await expect(frame.getByLabel(w.cardNumber)).toBeVisible()
  await payOnGateway(frame, w)

  // Back in the widget, a new page in the frame: its payload came back in the address, its session in
  // the frame itself, and it is still the partner's (its events reach the page).
  await expect.poll(() => new URL(frame.url()).pathname, { timeout: 20_000 }).toMatch(/^\/payment\//)
  await waitForWidget(frame)
  await expectCompleted(page, frame, w)
  await expect(frame.getByRole('button', { name: w.accountMenu })).toBeVisible()
  // The page the frame loaded on its return has the slim footer's words, not their message ids.
  await expect(frame.getByRole('contentinfo')).toContainText(w.vat)
  await expectAccessible(page, 'widget payment confirmed in the frame')
  await shotBothWidths(page, 'payment-confirmed-en')
})

test('a hotel booked and paid inside the frame, the gateway opening in a new window', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/?only=element')
  const frame = await widgetFrame(page, 'rihla-widget iframe')
  await waitForWidget(frame)
  await expectThirdPartyBlocked(frame)
  const w = words.ar

  const gatewayWindow = page.waitForEvent('popup')
  await bookRoom(page, frame, w, 45)
  const gateway = await gatewayWindow
  await expect(gateway).toHaveURL(/\/gateway\//)
  await payOnGateway(gateway, w)

  // The window hands the return to the frame and closes; the frame kept its page, its state and its
  // session all along.
  await gateway.waitForEvent('close', { timeout: 20_000 })
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/ar\/payment\//)
  await expectCompleted(page, frame, w)
  await expect(frame.getByRole('contentinfo')).toContainText(w.vat)
  await expectAccessible(page, 'widget payment confirmed after the new window')
  await shotBothWidths(page, 'payment-confirmed-ar')
})
