import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect } from './fixtures'
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
