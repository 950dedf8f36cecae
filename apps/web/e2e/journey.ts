import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { SHOTS_DIR, expect } from './fixtures'
import { payOnHostedPage } from './hostedCard'

// What the booking journeys of the verticals share: their screens kept at a phone's and a desktop's
// width, and the card payment from the payment page through the hosted gateway.

/** The page at 360 px and at 1280 px, from its top, under SHOTS_DIR/{folder}; the test goes on at the width it had. */
export async function shotBothWidths(page: Page, folder: string, name: string, locale: Locale) {
  const before = page.viewportSize()
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${SHOTS_DIR}/${folder}/${name}-${locale}-${width}.png`, fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

const PAYMENT_WORDS = {
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
 * From the payment page a booking step led to: the card method, its confirmation prompt, the hosted
 * card page with its 3-D Secure step, back to the confirmed payment. `check` runs on the payment page
 * and on its open prompt (an axe check, a screenshot).
 */
export async function payByCard(
  page: Page,
  locale: Locale,
  holder: string,
  check: (step: 'payment' | 'confirm') => Promise<void> = () => Promise.resolve(),
) {
  const w = PAYMENT_WORDS[locale]
  await expect(page.getByRole('heading', { level: 1, name: w.payment, exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await check('payment')
  const methods = page.getByRole('radiogroup').first()
  await methods.locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${w.card}`) }) }).click()
  await page.getByRole('button', { name: w.continueCard }).click()
  const confirm = page.getByRole('alertdialog', { name: w.confirmTitle })
  await expect(confirm).toBeVisible()
  await check('confirm')
  await confirm.getByRole('button', { name: w.confirm, exact: true }).click()
  await payOnHostedPage(page, locale, { holder })
  await expect(page.getByRole('heading', { level: 2, name: w.confirmed })).toBeVisible()
}
