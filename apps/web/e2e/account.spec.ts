import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, screenshot, solveCaptcha, test, waitForApp } from './fixtures'
import { createUser } from './session'
import { apiUrl } from './support'

const words = {
  en: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    loginDialog: 'Welcome to Rihla',
    signInForm: 'Sign in',
    signUpForm: 'Create an account',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    createAccount: 'Create account',
    code: 'Verification code',
    verifyAndCreate: 'Verify and create account',
    menu: (name: string) => `${name}: account menu`,
    wallet: 'My Wallet',
    account: 'Account',
    logout: 'Logout',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed',
    noRecord: 'No Record Found',
    transactions: 'Transactions',
    forgot: 'Forgot password?',
    resetTitle: 'Reset your password',
    sendCode: 'Send code',
    verifyCode: 'Verify code',
    newPasswordForm: 'Choose a new password',
    setNewPassword: 'Set new password',
    resetDone: 'Your password has been reset. You can now log in.',
    continueWith: (provider: string) => `Continue with ${provider}`,
    otpShort: 'OTP must be at least 6 digits',
    invalidCredentials: 'Invalid username or password',
    securityCheck: 'Security check',
    captchaRequired: 'Captcha is required',
    tryAgainIn12: 'Too many attempts. Try again in 12 minutes.',
  },
  ar: {
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    loginDialog: 'مرحبًا بك في رحلة',
    signInForm: 'تسجيل الدخول',
    signUpForm: 'إنشاء حساب',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    createAccount: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verifyAndCreate: 'تحقق وأنشئ الحساب',
    menu: (name: string) => `${name}: قائمة الحساب`,
    wallet: 'محفظتي',
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmNew: 'تأكيد كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    passwordChanged: null,
    noRecord: 'لم يتم العثور على سجلات',
    transactions: 'المعاملات',
    forgot: 'نسيت كلمة المرور؟',
    resetTitle: 'إعادة تعيين كلمة المرور',
    sendCode: 'إرسال الرمز',
    verifyCode: 'تحقق من الرمز',
    newPasswordForm: 'اختر كلمة مرور جديدة',
    setNewPassword: 'تعيين كلمة المرور الجديدة',
    resetDone: null,
    continueWith: (provider: string) => `المتابعة باستخدام ${provider}`,
    otpShort: 'يجب ألا يقل رمز التحقق عن 6 أرقام',
    invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    securityCheck: 'التحقق الأمني',
    captchaRequired: 'رمز التحقق مطلوب',
    tryAgainIn12: 'محاولات كثيرة جدًا. حاول مرة أخرى خلال 12 دقيقة.',
  },
} as const

const home = (locale: Locale) => (locale === 'ar' ? '/ar' : '/')
const path = (locale: Locale, page: string) => (locale === 'ar' ? `/ar${page}` : page)

/** A phone number no other test uses: +9665 and eight more digits. */
const freshPhone = () =>
  `+9665${String(Date.now() % 1e5).padStart(5, '0')}${Math.floor(Math.random() * 900 + 100)}`

/** The latest code texted to a phone, from the sandbox outbox. */
async function latestCode(request: APIRequestContext, phone: string, previous?: string) {
  let code = ''
  await expect
    .poll(async () => {
      const response = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(phone)}`)
      const { messages } = (await response.json()) as { messages: { body: string }[] }
      code = /\b(\d{6,})\b/.exec(messages[0]?.body ?? '')?.[1] ?? ''
      return code && code !== previous ? code : ''
    })
    .not.toBe('')
  return code
}

async function openLogin(page: Page, locale: Locale) {
  await page.getByRole('button', { name: words[locale].signIn, exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: words[locale].loginDialog })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openUserMenu(page: Page, locale: Locale, name: string) {
  await page.getByRole('button', { name: words[locale].menu(name) }).click()
  return page.getByRole('menu')
}

for (const locale of ['en', 'ar'] as const) {
  const t = words[locale]

  test.describe(`accounts in ${locale === 'en' ? 'English' : 'Arabic'}`, () => {
    test('sign up with the captcha and the texted code, change password, log out, log in again', async ({
      page,
      request,
    }) => {
      // Seven steps, each checked with axe once react-aria's announcements have cleared (up to 7 s each).
      test.slow()
      const name = locale === 'en' ? 'Noura Alqahtani' : 'نورة القحطاني'
      const email = `noura.${locale}.${Date.now()}@example.com`
      const phone = freshPhone()

      await page.goto(home(locale))
      await waitForApp(page)
      const dialog = await openLogin(page, locale)
      await dialog.getByRole('tab', { name: t.signUp }).click()
      const form = dialog.getByRole('form', { name: t.signUpForm })
      await form.getByRole('button', { name: t.createAccount }).click()
      await expect(form.getByLabel(t.fullName)).toHaveAttribute('aria-invalid', 'true')
      await expectAccessible(page, `sign-up ${locale} with errors`)
      await screenshot(page, `account-sign-up-${locale}-errors`)

      await form.getByLabel(t.fullName).fill(name)
      await form.getByLabel(t.email).fill(email)
      await form.getByLabel(t.phone).fill(phone)
      await form.getByLabel(t.password, { exact: true }).fill('first-password')
      await form.getByLabel(t.confirm).fill('first-password')
      await solveCaptcha(form)
      await form.getByRole('button', { name: t.createAccount }).click()

      const codeForm = dialog.getByRole('form', { name: t.code })
      await expect(codeForm.getByRole('timer')).toBeVisible()
      await codeForm.getByLabel(t.code).fill('123')
      await codeForm.getByRole('button', { name: t.verifyAndCreate }).click()
      await expect(codeForm.getByText(t.otpShort)).toBeVisible()
      await expectAccessible(page, `sign-up code ${locale}`)
      await screenshot(page, `account-sign-up-${locale}-code`)
      await codeForm.getByLabel(t.code).fill(await latestCode(request, phone))
      await codeForm.getByRole('button', { name: t.verifyAndCreate }).click()
      await expect(dialog).toBeHidden()

      // Signed in: the user menu, and its Account page with the change of password.
      const menu = await openUserMenu(page, locale, name)
      await expectAccessible(page, `user menu ${locale}`)
      await screenshot(page, `account-user-menu-${locale}`)
      await menu.getByRole('menuitem', { name: t.account }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      const passwordForm = page.getByRole('form', { name: t.changePassword })
      await passwordForm.getByLabel(t.currentPassword).fill('first-password')
      await passwordForm.getByLabel(t.newPassword, { exact: true }).fill('second-password')
      await passwordForm.getByLabel(t.confirmNew).fill('second-password')
      await passwordForm.getByRole('button', { name: t.changePassword }).click()
      await expect(passwordForm.getByRole('status')).toBeVisible()
      if (t.passwordChanged) await expect(passwordForm.getByRole('status')).toHaveText(t.passwordChanged)
      await expectAccessible(page, `account page ${locale}`)
      await screenshot(page, `account-page-${locale}`)

      // Logout: the server revokes the token, and a signed-in page asks for sign-in again.
      const { access_token: oldToken } = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('rihla:user'))) ?? '{}',
      ) as { access_token: string }
      await (await openUserMenu(page, locale, name)).getByRole('menuitem', { name: t.logout }).click()
      await expect(page.getByRole('button', { name: t.signIn, exact: true }).first()).toBeVisible()
      const refused = await request.get(`${apiUrl}/api/v2/users/profile/dashboard`, {
        headers: { authorization: `Bearer ${oldToken}` },
      })
      expect(refused.status()).toBe(401)

      await page.goto(path(locale, '/wallet'))
      await waitForApp(page)
      await expect(page).toHaveURL(/signIn=required/)
      const again = page.getByRole('dialog', { name: t.loginDialog })
      const signInForm = again.getByRole('form', { name: t.signInForm })
      await signInForm.getByLabel(t.email).fill(email)
      await signInForm.getByLabel(t.password, { exact: true }).fill('second-password')
      await signInForm.getByRole('button', { name: t.signIn, exact: true }).click()

      // Back where the auth middleware was sending them: My Wallet, empty so far.
      await expect(page).toHaveURL(new RegExp(`${path(locale, '/wallet')}$`))
      await expect(page.getByRole('heading', { level: 1, name: t.wallet })).toBeVisible()
      await expect(page.getByText(t.noRecord)).toBeVisible()
      await expectAccessible(page, `empty wallet ${locale}`)
      await screenshot(page, `account-wallet-empty-${locale}`)
    })

    test('reset a forgotten password with the code from the outbox, then see the wallet', async ({
      page,
      request,
    }) => {
      const phone = freshPhone()
      const user = await createUser(request, { name: locale === 'en' ? 'Faisal Alotaibi' : 'فيصل العتيبي' })
      // Only a phone proved by a code identifies an account: the user confirms theirs first.
      const auth = { authorization: `Bearer ${user.access_token}` }
      const sent = await request.post(`${apiUrl}/api/v2/users/auth/sendOTP`, {
        headers: auth,
        data: { phone, purpose: 'phone_change' },
      })
      expect(sent.ok()).toBe(true)
      const confirmed = await request.put(`${apiUrl}/api/v2/users/auth/updatePhoneNumber`, {
        headers: auth,
        data: { phone, otp: await latestCode(request, phone) },
      })
      expect(confirmed.ok()).toBe(true)
      const phoneCode = await latestCode(request, phone)
      for (const [amount, description] of [
        [25_000, 'Refund for booking RH-1001'],
        [-7_500, 'Paid for booking RH-1002'],
      ] as const) {
        const credited = await request.post(`${apiUrl}/dev/wallet/credit`, {
          data: { email: user.email, amount, description },
        })
        expect(credited.ok()).toBe(true)
      }

      await page.goto(home(locale))
      await waitForApp(page)
      await openLogin(page, locale)
      // The modal is named after its view: Reset your password from here on.
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: t.forgot }).click()
      await expect(dialog.getByRole('heading', { name: t.resetTitle })).toBeVisible()
      const phoneForm = dialog.getByRole('form', { name: t.resetTitle })
      await phoneForm.getByLabel(t.phone).fill(phone)
      await solveCaptcha(phoneForm)
      await expectAccessible(page, `forgot password ${locale}`)
      await screenshot(page, `account-forgot-${locale}`)
      await phoneForm.getByRole('button', { name: t.sendCode }).click()

      const codeForm = dialog.getByRole('form', { name: t.code })
      await expect(codeForm.getByRole('timer')).toBeVisible()
      await codeForm.getByLabel(t.code).fill(await latestCode(request, phone, phoneCode))
      await expectAccessible(page, `reset code ${locale}`)
      await screenshot(page, `account-reset-code-${locale}`)
      await codeForm.getByRole('button', { name: t.verifyCode }).click()

      const passwordForm = dialog.getByRole('form', { name: t.newPasswordForm })
      await passwordForm.getByLabel(t.newPassword, { exact: true }).fill('reset-password')
      await passwordForm.getByLabel(t.confirmNew).fill('reset-password')
      await passwordForm.getByRole('button', { name: t.setNewPassword }).click()
      const done = dialog.getByRole('status')
      await expect(done).toBeVisible()
      if (t.resetDone) await expect(done).toContainText(t.resetDone)
      await screenshot(page, `account-reset-done-${locale}`)

      await done.getByRole('button', { name: t.signIn }).click()
      const signInForm = dialog.getByRole('form', { name: t.signInForm })
      await signInForm.getByLabel(t.email).fill(user.email)
      await signInForm.getByLabel(t.password, { exact: true }).fill('reset-password')
      await signInForm.getByRole('button', { name: t.signIn, exact: true }).click()
      await expect(dialog).toBeHidden()

      await (await openUserMenu(page, locale, user.name)).getByRole('menuitem', { name: t.wallet }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.wallet })).toBeVisible()
      const transactions = page.getByRole('region', { name: t.transactions })
      await expect(transactions.getByRole('listitem')).toHaveCount(2)
      // Newest first.
      await expect(transactions.getByRole('listitem').first()).toContainText('Paid for booking RH-1002')
      await expect(transactions.getByRole('listitem').last()).toContainText('Refund for booking RH-1001')
      await expectAccessible(page, `wallet ${locale}`)
      await screenshot(page, `account-wallet-${locale}`)
    })

    test('after five wrong passwords sign-in asks for the security check, and one press with it signs in', async ({
      page,
      request,
    }) => {
      const user = await createUser(request, { name: locale === 'en' ? 'Reem Alshehri' : 'ريم الشهري' })
      const set = await request.put(`${apiUrl}/api/v2/users/password`, {
        headers: { authorization: `Bearer ${user.access_token}` },
        data: { password: 'right-password', password_confirmation: 'right-password' },
      })
      expect(set.ok()).toBe(true)

      await page.goto(home(locale))
      await waitForApp(page)
      const dialog = await openLogin(page, locale)
      const form = dialog.getByRole('form', { name: t.signInForm })
      await form.getByLabel(t.email).fill(user.email)
      await form.getByLabel(t.password, { exact: true }).fill('wrong-password')
      for (let i = 0; i < 5; i++) {
        await form.getByRole('button', { name: t.signIn, exact: true }).click()
        await expect(form.getByRole('alert')).toHaveText(t.invalidCredentials)
        // The next press starts once this answer is in (the button is pending meanwhile).
        await expect(form.getByRole('button', { name: t.signIn, exact: true })).toBeEnabled()
      }
      // Not locked out: the owner's right password is asked for the security check, never refused.
      await form.getByLabel(t.password, { exact: true }).fill('right-password')
      await form.getByRole('button', { name: t.signIn, exact: true }).click()
      const check = form.getByRole('group', { name: t.securityCheck })
      await expect(check).toContainText(t.captchaRequired)
      await expectAccessible(page, `sign-in security check ${locale}`)
      await screenshot(page, `account-sign-in-captcha-${locale}`)
      await form.getByRole('button', { name: t.signIn, exact: true }).click()
      await expect(dialog).toBeHidden({ timeout: 20_000 })
      await expect(page.getByRole('button', { name: t.menu(user.name) })).toBeVisible()
    })

    test('a refused sign-in says when to try again', async ({ page }) => {
      await page.route('**/api/v2/users/auth/login', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '690' },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many requests, please try again later' }),
        }),
      )
      await page.goto(home(locale))
      await waitForApp(page)
      const dialog = await openLogin(page, locale)
      const form = dialog.getByRole('form', { name: t.signInForm })
      await form.getByLabel(t.email).fill('someone@example.com')
      await form.getByLabel(t.password, { exact: true }).fill('a-password')
      await form.getByRole('button', { name: t.signIn, exact: true }).click()
      await expect(form.getByRole('alert')).toHaveText(t.tryAgainIn12)
      await expectAccessible(page, `sign-in too many attempts ${locale}`)
      await screenshot(page, `account-sign-in-429-${locale}`)
    })

    test('one press of Send code solves the security check and sends the code', async ({ page }) => {
      const phone = freshPhone()
      await page.goto(home(locale))
      await waitForApp(page)
      await openLogin(page, locale)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: t.forgot }).click()
      const phoneForm = dialog.getByRole('form', { name: t.resetTitle })
      await expect(phoneForm.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'unverified')
      await phoneForm.getByLabel(t.phone).fill(phone)
      await phoneForm.getByRole('button', { name: t.sendCode }).click()
      await expect(dialog.getByRole('form', { name: t.code }).getByRole('timer')).toBeVisible({
        timeout: 20_000,
      })
    })

    test('sign in through the sandbox identity provider and come back to the page asked for', async ({
      page,
    }) => {
      const email = `social.${locale}.${Date.now()}@example.com`
      await page.goto(path(locale, '/account'))
      await waitForApp(page)
      const dialog = page.getByRole('dialog', { name: t.loginDialog })
      await expect(dialog.getByRole('button', { name: t.continueWith('Google') })).toBeVisible()
      await expectAccessible(page, `login modal ${locale}`)
      await screenshot(page, `account-login-modal-${locale}`)
      await dialog.getByRole('button', { name: t.continueWith('Google') }).click()

      // The sandbox provider's own sign-in page (any email signs in), in the site's language.
      const idp =
        locale === 'ar'
          ? {
              heading: 'تسجيل الدخول التجريبي عبر Google',
              email: 'البريد الإلكتروني',
              name: 'الاسم',
              signIn: 'تسجيل الدخول',
            }
          : { heading: 'Google sandbox sign-in', email: 'Email', name: 'Name', signIn: 'Sign in' }
      await expect(page.getByRole('heading', { name: idp.heading })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectAccessible(page, `sandbox identity provider ${locale}`)
      await screenshot(page, `account-identity-provider-${locale}`)
      await page.getByLabel(idp.email).fill(email)
      await page.getByLabel(idp.name).fill('Huda Alshehri')
      await page.getByRole('button', { name: idp.signIn }).click()

      await expect(page).toHaveURL(new RegExp(`${path(locale, '/account')}$`))
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      await expect(page.getByText('Google', { exact: false }).first()).toBeVisible()
      await screenshot(page, `account-social-${locale}`)

      // A spent or forged code says so, with a way to try again.
      await page.goto(`${path(locale, '/auth/callback')}?code=not-a-real-code`)
      await waitForApp(page)
      await expect(page.getByRole('alert')).toBeVisible()
      await expectAccessible(page, `social sign-in failed ${locale}`)
      await screenshot(page, `account-social-failed-${locale}`)
    })
  })
}
