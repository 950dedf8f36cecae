import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, screenshot as fullPageShot, test, waitForApp } from './fixtures'
import { createBooking, createUser, latestOtp, signInAs } from './session'
import type { DevBooking, SignedInUser } from './session'
import { payOnHostedPage } from './hostedCard'
import { apiUrl } from './support'

const words = {
  en: {
    payment: 'Payment',
    card: 'Credit or debit card',
    bank: 'Bank transfer',
    continueCard: 'Continue to secure payment',
    continueBank: 'Get bank transfer details',
    sendCode: 'Send code',
    confirmTitle: 'Confirm your payment',
    confirm: 'Confirm',
    verificationCode: 'Verification code',
    confirmed: /^Payment (confirmed|received)$/,
    failed: 'Payment Failed!',
    changeMethod: 'Change payment method',
    bankDetails: 'Bank transfer details',
    waiting: 'Waiting for your transfer',
    expired: 'This booking has expired',
    unavailable: 'Payment Options Unavailable',
    myBookings: 'Go to My Bookings',
    home: 'Go home',
    tryAgain: 'Try again',
    addAccount: 'Add account',
    verifyAndAdd: 'Verify and add',
    reasons: {
      insufficient: 'Insufficient funds',
      incorrect: 'Incorrect card details',
      bank: 'A temporary issue at your bank',
    },
  },
  ar: {
    payment: 'الدفع',
    card: 'بطاقة ائتمان أو خصم',
    bank: 'تحويل بنكي',
    continueCard: 'المتابعة إلى الدفع الآمن',
    continueBank: 'احصل على بيانات التحويل البنكي',
    sendCode: 'إرسال الرمز',
    confirmTitle: 'تأكيد الدفع',
    confirm: 'تأكيد',
    verificationCode: 'رمز التحقق',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
    failed: 'فشل الدفع!',
    changeMethod: 'تغيير طريقة الدفع',
    bankDetails: 'بيانات التحويل البنكي',
    waiting: 'بانتظار تحويلك',
    expired: 'انتهت صلاحية هذا الحجز',
    unavailable: 'خيارات الدفع غير متاحة',
    myBookings: 'الذهاب إلى حجوزاتي',
    home: 'الذهاب إلى الرئيسية',
    tryAgain: 'حاول مرة أخرى',
    addAccount: 'إضافة حساب',
    verifyAndAdd: 'تحقّق وأضف',
    reasons: {
      insufficient: 'رصيد غير كافٍ',
      incorrect: 'بيانات البطاقة غير صحيحة',
      bank: 'مشكلة مؤقتة لدى بنكك',
    },
  },
} as const

/** A screenshot from the top of the page, so the sticky header does not cover the content. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await fullPageShot(page, name)
}

const TEST_CARDS = {
  success: '4111111111111111',
  insufficient: '4000000000009995',
  incorrect: '4000000000000002',
  bank: '4000000000000119',
} as const

const freshPhone = () =>
  `+9665${String(Date.now() % 1e5).padStart(5, '0')}${Math.floor(Math.random() * 900 + 100)}`

const payPath = (booking: DevBooking, locale: Locale) =>
  `${locale === 'ar' ? '/ar' : ''}/flights/payments/${booking.uuid}`

async function traveller(request: APIRequestContext, page: Page) {
  const user = await createUser(request)
  await signInAs(page, user)
  return user
}

/** A flight booking of SAR 1,178 with three hours to pay: every method can take it. */
const flight = (
  request: APIRequestContext,
  user: SignedInUser,
  details: { amount?: number; expiresInSeconds?: number } = {},
) =>
  createBooking(request, user, { type: 'airline', amount: 117_800, expiresInSeconds: 3 * 3600, ...details })

/** Picks a radio by its label, as a visitor does (react-aria keeps the input itself visually hidden). */
async function pick(page: Page, name: RegExp) {
  const methods = page.getByRole('radiogroup', { name: /^(Payment method|طريقة الدفع)$/ })
  const radio = methods.getByRole('radio', { name })
  await methods.locator('label', { has: page.getByRole('radio', { name }) }).click()
  await expect(radio).toBeChecked()
}

async function openPayment(page: Page, booking: DevBooking, locale: Locale) {
  await page.goto(payPath(booking, locale))
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words[locale].payment })).toBeVisible()
}

/** Picks a method, presses the method's Continue button and confirms in the confirmModal. */
async function chooseAndConfirm(
  page: Page,
  locale: Locale,
  method: string,
  continueLabel: string,
  axe?: string,
) {
  await pick(page, new RegExp(`^${method}`))
  await page.getByRole('button', { name: continueLabel }).click()
  const dialog = page.getByRole('alertdialog', { name: words[locale].confirmTitle })
  await expect(dialog).toBeVisible()
  if (axe) await expectAccessible(page, axe)
  await dialog.getByRole('button', { name: words[locale].confirm, exact: true }).click()
}

test.describe('Payments', () => {
  test('card success with 3-D Secure; no card input or card number on the site (English)', async ({
    page,
    request,
    baseURL,
  }) => {
    const siteOrigin = new URL(baseURL!).origin
    const sent: string[] = []
    page.on('request', (sentRequest) => {
      if (new URL(sentRequest.url()).origin !== siteOrigin) return
      sent.push(`${sentRequest.url()}\n${sentRequest.postData() ?? ''}`)
    })
    const user = await traveller(request, page)
    const booking = await flight(request, user)
    await openPayment(page, booking, 'en')

    const summary = page.getByRole('region', { name: booking.title })
    await expect(summary).toContainText(booking.orderId)
    await expect(summary).toContainText('VAT (15%)')
    await expect(summary.getByRole('timer', { name: 'Payment expires in' })).toHaveText(/^\d:\d\d:\d\d$/)
    await expect(page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio')).toHaveCount(4)
    // The site itself never asks for a card: no card-number, CVV or card-like field exists on it.
    await expect(
      page.locator(
        'input[autocomplete^="cc-"], input[name*="card" i], input[name*="cvv" i], input[name*="cvc" i], input[name*="pan" i]',
      ),
    ).toHaveCount(0)
    await expectAccessible(page, 'payment en')
    await screenshot(page, 'payment-methods-en')

    await chooseAndConfirm(page, 'en', words.en.card, words.en.continueCard, 'payment confirm modal en')
    await payOnHostedPage(page, 'en', { cardNumber: TEST_CARDS.success, holder: 'Sara Alharbi' })

    await expect(page).toHaveURL(new RegExp(`/payment/${booking.uuid}\\?ref=`))
    await expect(page.getByRole('heading', { level: 2, name: words.en.confirmed })).toBeVisible()
    await expect(page.getByText(booking.orderId)).toBeVisible()
    await expect(page.getByText('•••• 1111')).toBeVisible()
    // A test booking has no flight record, so no page of its own: My Bookings shows it.
    await expect(page.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/bookings')
    await expectAccessible(page, 'payment confirmed en')
    await screenshot(page, 'payment-confirmed-en')

    for (const entry of sent) {
      expect(entry).not.toContain(TEST_CARDS.success)
      expect(entry).not.toContain('4111 1111 1111 1111')
    }
    expect(sent.length).toBeGreaterThan(0)
  })

  test('each decline reason is named, then Retry and Change payment method (Arabic)', async ({
    page,
    request,
  }) => {
    const user = await traveller(request, page)
    const booking = await flight(request, user)
    const declines = [
      [TEST_CARDS.insufficient, words.ar.reasons.insufficient],
      [TEST_CARDS.incorrect, words.ar.reasons.incorrect],
      [TEST_CARDS.bank, words.ar.reasons.bank],
    ] as const
    for (const [index, [cardNumber, reason]] of declines.entries()) {
      await openPayment(page, booking, 'ar')
      await chooseAndConfirm(page, 'ar', words.ar.card, words.ar.continueCard)
      await payOnHostedPage(page, 'ar', { cardNumber, holder: 'Sara Alharbi' })
      await expect(page.getByRole('heading', { level: 2, name: words.ar.failed })).toBeVisible()
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3)
      await expect(page.locator('li[aria-current="true"]')).toHaveText(new RegExp(`^${reason}`))
      if (index === 0) {
        await expectAccessible(page, 'payment failed ar')
        await screenshot(page, 'payment-failed-ar')
      }
    }
    // Retry keeps the method; Change payment method leaves it open.
    await page.getByRole('link', { name: 'إعادة المحاولة' }).click()
    await expect(page.getByRole('radio', { name: new RegExp(`^${words.ar.card}`) })).toBeChecked()
    await page.goBack()
    await page.getByRole('link', { name: words.ar.changeMethod }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/flights/payments/${booking.uuid}$`))
    await expect(page.getByRole('radiogroup', { name: 'طريقة الدفع' })).toBeVisible()
    await expect(page.getByRole('radio', { name: new RegExp(`^${words.ar.card}`) })).not.toBeChecked()
  })

  test('wallet payment with its OTP (Arabic)', async ({ page, request }) => {
    const user = await traveller(request, page)
    const booking = await flight(request, user)
    const phone = freshPhone()
    await openPayment(page, booking, 'ar')
    await pick(page, /^STC Pay/)
    await page.getByRole('textbox', { name: /رقم جوال STC Pay/ }).fill(phone)
    await expectAccessible(page, 'payment wallet ar')
    await chooseAndConfirm(page, 'ar', 'STC Pay', words.ar.sendCode, 'payment confirm modal ar')

    const form = page.getByRole('form', { name: 'رمز التحقق من STC Pay' })
    await expect(form).toBeVisible()
    await form.getByRole('textbox', { name: words.ar.verificationCode }).fill('12')
    await form.getByRole('button', { name: /^ادفع/ }).click()
    await expect(form.getByText('يجب ألا يقل رمز التحقق عن 6 أرقام')).toBeVisible()
    await expectAccessible(page, 'payment wallet otp ar')
    await screenshot(page, 'payment-wallet-otp-ar')

    const code = await latestOtp(request, phone)
    await form.getByRole('textbox', { name: words.ar.verificationCode }).fill(code)
    await form.getByRole('button', { name: /^ادفع/ }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/payment/${booking.uuid}\\?ref=`))
    await expect(page.getByRole('heading', { level: 2, name: words.ar.confirmed })).toBeVisible()
    await expectAccessible(page, 'payment confirmed ar')
    await screenshot(page, 'payment-confirmed-ar')
  })

  test('add a wallet account with OTP and pay from it (English)', async ({ page, request }) => {
    const user = await traveller(request, page)
    const booking = await flight(request, user)
    const phone = freshPhone()
    await openPayment(page, booking, 'en')
    await pick(page, /^urpay/)
    await page.getByRole('button', { name: words.en.addAccount }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a urpay account' })
    await dialog.getByRole('textbox', { name: 'urpay mobile number' }).fill(phone)
    await dialog.getByRole('button', { name: words.en.sendCode }).click()
    await expect(dialog.getByRole('textbox', { name: words.en.verificationCode })).toBeVisible()
    await expectAccessible(page, 'add account modal en')
    await screenshot(page, 'payment-add-account-en')
    const accountCode = await latestOtp(request, phone)
    await dialog.getByRole('textbox', { name: words.en.verificationCode }).fill(accountCode)
    await dialog.getByRole('button', { name: words.en.verifyAndAdd }).click()
    await expect(dialog).toBeHidden()

    const payFrom = page.getByRole('radiogroup', { name: 'Pay from' })
    await expect(payFrom.getByRole('radio', { name: /^urpay account/ })).toBeChecked()
    await chooseAndConfirm(page, 'en', 'urpay', words.en.sendCode)
    const form = page.getByRole('form', { name: 'urpay verification code' })
    await expect(form).toBeVisible()
    const paymentCode = await latestOtp(request, phone, accountCode)
    await form.getByRole('textbox', { name: words.en.verificationCode }).fill(paymentCode)
    await form.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { level: 2, name: words.en.confirmed })).toBeVisible()

    // The account stays for the next payment.
    const next = await flight(request, user)
    await openPayment(page, next, 'en')
    await pick(page, /^urpay/)
    await expect(
      page.getByRole('radiogroup', { name: 'Pay from' }).getByRole('radio', { name: /^urpay account/ }),
    ).toBeChecked()
  })

  test('bank transfer waits, then confirms live when the transfer arrives (Arabic)', async ({
    page,
    request,
  }) => {
    const user = await traveller(request, page)
    const booking = await flight(request, user)
    await openPayment(page, booking, 'ar')
    await chooseAndConfirm(page, 'ar', words.ar.bank, words.ar.continueBank)
    const details = page.getByRole('region', { name: words.ar.bankDetails })
    await expect(details).toBeVisible()
    await expect(details.getByRole('status')).toHaveText(words.ar.waiting)
    await expect(details.getByRole('button', { name: 'نسخ رقم الآيبان' })).toBeVisible()
    await expectAccessible(page, 'bank transfer ar')
    await screenshot(page, 'payment-bank-transfer-ar')

    const reference = (await details.locator('dd').first().textContent())!.trim()
    const recorded = await request.post(`${apiUrl}/dev/payments/bank-transfers`, { data: { reference } })
    expect(recorded.ok()).toBe(true)
    // No reload: the pushed update moves the page on.
    await expect(page.getByRole('heading', { level: 2, name: words.ar.confirmed })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page).toHaveURL(new RegExp(`/ar/payment/${booking.uuid}\\?ref=`))
  })

  test('the expiry countdown runs out (English); no method can pay a large booking (Arabic)', async ({
    page,
    request,
  }) => {
    const user = await traveller(request, page)
    const soon = await flight(request, user, { expiresInSeconds: 8 })
    await openPayment(page, soon, 'en')
    await expect(page.getByRole('timer', { name: 'Payment expires in' })).toHaveText(/^0:0\d$/)
    await expect(page.getByRole('heading', { level: 2, name: words.en.expired })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('link', { name: words.en.myBookings })).toBeVisible()
    await expectAccessible(page, 'payment expired en')
    await screenshot(page, 'payment-expired-en')

    // SAR 200,000 is above every method's limit.
    const large = await flight(request, user, { amount: 20_000_000, expiresInSeconds: 1800 })
    await openPayment(page, large, 'ar')
    await expect(page.getByRole('heading', { level: 2, name: words.ar.unavailable })).toBeVisible()
    await expect(page.getByRole('button', { name: words.ar.tryAgain })).toBeVisible()
    await expect(page.getByRole('link', { name: words.ar.myBookings })).toHaveAttribute(
      'href',
      '/ar/bookings',
    )
    await expect(page.getByRole('link', { name: words.ar.home })).toHaveAttribute('href', '/ar')
    await expectAccessible(page, 'payment options unavailable ar')
    await screenshot(page, 'payment-unavailable-ar')
  })
})
