import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test } from './fixtures'
import type { Locale } from './fixtures'
import { createUser } from './session'
import { apiUrl } from './support'

/**
 * A card payment waiting on the gateway's hosted page, started as the payment screen starts one
 * (POST /api/v2/financial/process), for a fresh user's fresh booking.
 */
async function cardCheckout(request: APIRequestContext, baseURL: string, locale: Locale) {
  const user = await createUser(request)
  const headers = { authorization: `Bearer ${user.access_token}`, locale }
  const created = await request.post(`${apiUrl}/dev/bookings/create`, {
    headers,
    data: { type: 'bus', amount: 24_500 },
  })
  expect(created.status()).toBe(201)
  const { booking } = (await created.json()) as { booking: { uuid: string; amount: unknown } }
  const returnUrl = `${baseURL}${locale === 'ar' ? '/ar' : ''}/payment/${booking.uuid}`
  const processed = await request.post(`${apiUrl}/api/v2/financial/process?sdk=force`, {
    headers,
    data: {
      uuid: booking.uuid,
      idempotencyKey: randomUUID(),
      amount: booking.amount,
      method: 'card',
      returnUrl,
    },
  })
  expect(processed.ok()).toBe(true)
  const { payment } = (await processed.json()) as { payment: { checkoutUrl: string; orderRef: string } }
  expect(new URL(payment.checkoutUrl).origin).toBe(apiUrl)
  return { checkoutUrl: payment.checkoutUrl, orderRef: payment.orderRef, returnUrl }
}

const LABELS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    name: 'Name on card',
    pay: /^Pay /,
    code: 'One-time code',
    verify: 'Verify',
    problem: 'There is a problem',
    numberRequired: 'Enter the card number',
    wrongCode: 'The code is not correct. 2 tries left.',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز الأمان (CVV)',
    name: 'الاسم على البطاقة',
    pay: /^ادفع /,
    code: 'رمز التحقق لمرة واحدة',
    verify: 'تحقّق',
    problem: 'يوجد خطأ',
    numberRequired: 'أدخل رقم البطاقة',
    wrongCode: 'الرمز غير صحيح. تبقّت محاولتان.',
  },
} as const

async function payOnHostedPage(
  page: Page,
  locale: Locale,
  checkout: Awaited<ReturnType<typeof cardCheckout>>,
) {
  const labels = LABELS[locale]
  await page.goto(checkout.checkoutUrl)
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  await expect(page.getByText(checkout.orderRef)).toBeVisible()
  await expectAccessible(page, `gateway card page ${locale}`)
  await screenshot(page, `gateway-card-${locale}`)

  // Nothing typed: every field says what is missing, and the summary at the top takes focus.
  await page.getByRole('button', { name: labels.pay }).click()
  await expect(page.getByRole('alert')).toBeFocused()
  await expect(page.getByRole('heading', { name: labels.problem })).toBeVisible()
  await expect(page.getByLabel(labels.number)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(labels.number)).toHaveAccessibleDescription(labels.numberRequired)
  await expectAccessible(page, `gateway card errors ${locale}`)
  await screenshot(page, `gateway-card-errors-${locale}`)

  await page.getByLabel(labels.number).pressSequentially('4111111111111111')
  // The page spaces the number as it is printed on the card.
  await expect(page.getByLabel(labels.number)).toHaveValue('4111 1111 1111 1111')
  await page.getByLabel(labels.expiry).pressSequentially('1230')
  await expect(page.getByLabel(labels.expiry)).toHaveValue('12/30')
  await page.getByLabel(labels.cvv).fill('123')
  await page.getByLabel(labels.name).fill('Reem Al Dosari')
  await page.getByRole('button', { name: labels.pay }).click()

  await expect(page).toHaveURL(/\/3ds$/)
  await expect(page.getByText('123456').first()).toBeVisible()
  await expectAccessible(page, `gateway 3-D Secure ${locale}`)
  await page.getByLabel(labels.code).fill('000000')
  await page.getByRole('button', { name: labels.verify }).click()
  await expect(page.getByLabel(labels.code)).toHaveAccessibleDescription(new RegExp(labels.wrongCode))
  await expectAccessible(page, `gateway 3-D Secure error ${locale}`)
  await screenshot(page, `gateway-3ds-error-${locale}`)

  await page.getByLabel(labels.code).fill('123456')
  // The gateway sends the browser back to the site with the payment's reference. The visitor here is
  // not signed in on the site, which then asks them to sign in, so the address is checked as requested,
  // not after the site has moved on.
  const back = page.waitForRequest(`${checkout.returnUrl}?ref=${checkout.orderRef}`)
  await page.getByRole('button', { name: labels.verify }).click()
  await back
}

test.describe('the hosted card page of the sandbox gateway', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`takes a card and its 3-D Secure code, then returns to the site (${locale})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const checkout = await cardCheckout(request, baseURL!, locale)
      await payOnHostedPage(page, locale, checkout)
    })
  }
})
