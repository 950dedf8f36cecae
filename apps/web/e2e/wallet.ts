import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible } from './fixtures'
import { latestOtp } from './session'

// A booking journey's payment by mobile wallet (STC Pay), in either language: the method, the wallet's
// mobile number, the confirm modal, then the code the sandbox texts to that number. Ends on the payment
// status page (hostedCard.ts's expectPaymentConfirmed).

const LABELS = {
  en: {
    methods: 'Payment method',
    mobile: 'STC Pay mobile number',
    sendCode: 'Send code',
    confirmTitle: 'Confirm your payment',
    confirm: 'Confirm',
    otpForm: 'STC Pay verification code',
    code: 'Verification code',
    pay: /^Pay /,
  },
  ar: {
    methods: 'طريقة الدفع',
    mobile: 'رقم جوال STC Pay',
    sendCode: 'إرسال الرمز',
    confirmTitle: 'تأكيد الدفع',
    confirm: 'تأكيد',
    otpForm: 'رمز التحقق من STC Pay',
    code: 'رمز التحقق',
    pay: /^ادفع/,
  },
} as const

/** A Saudi mobile number no other test has used, so the outbox's newest code is this test's. */
export const freshPhone = () =>
  `+9665${String(Date.now() % 1e5).padStart(5, '0')}${Math.floor(Math.random() * 900 + 100)}`

/** Pays the booking on screen with STC Pay and its OTP; `name` labels the axe checks. */
export async function payByWallet(page: Page, request: APIRequestContext, locale: Locale, name: string) {
  const words = LABELS[locale]
  const methods = page.getByRole('radiogroup', { name: words.methods })
  const stcPay = methods.getByRole('radio', { name: /^STC Pay/ })
  // react-aria keeps the input visually hidden: a visitor clicks its label.
  await methods.locator('label', { has: page.getByRole('radio', { name: /^STC Pay/ }) }).click()
  await expect(stcPay).toBeChecked()
  const phone = freshPhone()
  await page.getByRole('textbox', { name: words.mobile }).fill(phone)
  await expectAccessible(page, `${name} wallet payment ${locale}`)
  await page.getByRole('button', { name: words.sendCode }).click()
  const confirm = page.getByRole('alertdialog', { name: words.confirmTitle })
  await expect(confirm).toBeVisible()
  await expectAccessible(page, `${name} payment confirm modal ${locale}`)
  await confirm.getByRole('button', { name: words.confirm, exact: true }).click()

  const form = page.getByRole('form', { name: words.otpForm })
  await expect(form).toBeVisible()
  await expectAccessible(page, `${name} wallet OTP ${locale}`)
  await form.getByRole('textbox', { name: words.code }).fill(await latestOtp(request, phone))
  await form.getByRole('button', { name: words.pay }).click()
}
