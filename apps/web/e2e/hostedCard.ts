import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible } from './fixtures'
import { apiUrl } from './support'

// The sandbox gateway's hosted card page (on the API's origin) as a traveller fills it in, in either
// language: the card, then the 3-D Secure step when the bank asks, then back on the payment status page.

const LABELS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    name: 'Name on card',
    pay: /^Pay /,
    otp: 'One-time code',
    verify: 'Verify',
    back: 'Payment status',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز الأمان (CVV)',
    name: 'الاسم على البطاقة',
    pay: /^ادفع /,
    otp: 'رمز التحقق لمرة واحدة',
    verify: 'تحقّق',
    back: 'حالة الدفع',
  },
} as const

/** The sandbox's always-approved test card. */
export const APPROVED_CARD = '4111111111111111'

export async function payOnHostedPage(
  page: Page,
  locale: Locale,
  { cardNumber = APPROVED_CARD, holder }: { cardNumber?: string; holder: string },
) {
  const labels = LABELS[locale]
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/gateway/`))
  await page.getByLabel(labels.number).fill(cardNumber)
  await page.getByLabel(labels.expiry).fill('04/29')
  await page.getByLabel(labels.cvv).fill('123')
  await page.getByLabel(labels.name).fill(holder)
  await page.getByRole('button', { name: labels.pay }).click()
  const otp = page.getByLabel(labels.otp)
  const back = page.getByRole('heading', { level: 1, name: labels.back })
  await expect(otp.or(back)).toBeVisible({ timeout: 15_000 })
  if (await otp.isVisible()) {
    await otp.fill('123456')
    await page.getByRole('button', { name: labels.verify }).click()
  }
  await expect(back).toBeVisible({ timeout: 15_000 })
}

/** The payment page's words, as the payments package shows them. */
const PAYMENT = {
  en: {
    payment: 'Payment',
    card: 'Credit or debit card',
    continueCard: 'Continue to secure payment',
    confirmTitle: 'Confirm your payment',
    confirm: 'Confirm',
    confirmed: /^Payment (confirmed|received)$/,
  },
  ar: {
    payment: 'الدفع',
    card: 'بطاقة ائتمان أو خصم',
    continueCard: 'المتابعة إلى الدفع الآمن',
    confirmTitle: 'تأكيد الدفع',
    confirm: 'تأكيد',
    confirmed: /^تم (تأكيد|استلام) الدفع$/,
  },
} as const

/**
 * From a booking's payment page: the card chosen, the confirmation dialog answered (each checked by axe,
 * named after `booking`), then the hosted card page, back on the payment status page.
 */
export async function payByCard(
  page: Page,
  locale: Locale,
  { booking, ...card }: { booking: string; holder: string; cardNumber?: string },
) {
  const words = PAYMENT[locale]
  await expect(page.getByRole('heading', { level: 1, name: words.payment, exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expectAccessible(page, `${booking} payment ${locale}`)
  const methods = page.getByRole('radiogroup').first()
  await methods
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${words.card}`) }) })
    .click()
  await page.getByRole('button', { name: words.continueCard }).click()
  const confirm = page.getByRole('alertdialog', { name: words.confirmTitle })
  await expect(confirm).toBeVisible()
  await expectAccessible(page, `${booking} payment confirm modal ${locale}`)
  await confirm.getByRole('button', { name: words.confirm, exact: true }).click()
  await payOnHostedPage(page, locale, card)
}

/** The payment status page after an approved card: confirmed, or received while the bank confirms. */
export async function expectPaymentConfirmed(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 2, name: PAYMENT[locale].confirmed })).toBeVisible()
}
