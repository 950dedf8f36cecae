import type { OtpSentResponse } from '@rihla/api-contract/account'
import { ApiError } from '@rihla/api-clients'
import { modalAtom, userAtom } from '@rihla/core'
import { resetApp, testUser } from '@rihla/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SOLVED_CAPTCHA, solveAltcha } from '../../testing'
import { renderAccount } from '../../testing/renderAccount'

// No proof of work in happy-dom: a stand-in element reports a solution the way the real one does.
vi.mock('altcha', async () => {
  ;(await import('../../testing')).installFakeAltcha()
  return {}
})

const otpSent = (overrides: Partial<OtpSentResponse> = {}): OtpSentResponse => ({
  message: 'We sent a verification code to your phone',
  phone: '+966500000009',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
  ...overrides,
})

const user = () => userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) })

async function openLogin(path = '/', handlers = {}) {
  const app = await renderAccount(path, handlers)
  await user().click(
    await screen.findByRole('button', { name: path.startsWith('/ar') ? 'تسجيل الدخول' : 'Sign in' }),
  )
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  return { ...app, dialog }
}

/** The message a field announces, or null while it is valid. */
function errorOf(field: HTMLElement) {
  if (field.getAttribute('aria-invalid') !== 'true') return null
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element && element.getAttribute('slot') !== 'description')
    .map((element) => element?.textContent ?? '')
  return texts.join(' ').trim() || null
}

async function solveCaptcha(container: HTMLElement) {
  const widget = await waitFor(() => {
    const element = container.querySelector('altcha-widget')
    if (!element) throw new Error('no captcha widget yet')
    return element
  })
  act(() => solveAltcha(widget))
}

// Each test walks a whole flow through a lazily loaded modal; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  resetApp()
})

describe('sign in', () => {
  it('shows the spec’s messages under the fields and sends nothing', async () => {
    const login = vi.fn()
    const { dialog } = await openLogin('/', { login })
    const form = within(dialog).getByRole('form', { name: 'Sign in' })
    const email = within(form).getByRole('textbox', { name: /Email/ })
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(errorOf(email)).toBe('Email is required'))
    expect(errorOf(within(form).getByLabelText(/Password/))).toBe('Password is required')
    // The keyboard goes to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(email))

    await user().type(email, 'sara@')
    expect(errorOf(email)).toBe('Please enter a valid email address')
    expect(login).not.toHaveBeenCalled()
  })

  it('shows the server’s 401 and 429 answers for the whole form', async () => {
    let answer = new ApiError({
      kind: 'http',
      status: 401,
      message: 'Invalid username or password',
      endpoint: 'login',
    })
    const { dialog } = await openLogin('/', {
      login: () => {
        throw answer
      },
    })
    const form = within(dialog).getByRole('form', { name: 'Sign in' })
    await user().type(within(form).getByRole('textbox', { name: /Email/ }), 'sara@example.com')
    await user().type(within(form).getByLabelText(/Password/), 'wrong-password')
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid username or password')

    answer = new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many requests, please try again later',
      endpoint: 'login',
    })
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Too many requests, please try again later'),
    )
  })

  it.each([
    ['/', 'Too many attempts. Try again in 12 minutes.'],
    ['/ar', 'محاولات كثيرة جدًا. حاول مرة أخرى خلال 12 دقيقة.'],
  ])('says when to try again after a 429 (%s)', async (path, expected) => {
    const { dialog } = await openLogin(path, {
      login: new ApiError({
        kind: 'http',
        status: 429,
        message: 'Too many requests, please try again later',
        endpoint: 'login',
        retryAfterSeconds: 690,
      }),
    })
    const form = within(dialog).getByRole('form')
    await user().type(within(form).getByRole('textbox'), 'sara@example.com')
    await user().type(within(form).getByLabelText(/Password|كلمة المرور/), 'wrong-password')
    await user().click(within(form).getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }))
    expect((await within(form).findByRole('alert')).textContent).toBe(expected)
  })

  it('shows the security check when the server asks for it, and sends its solution with the next try', async () => {
    const login = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new ApiError({
          kind: 'http',
          status: 400,
          message: 'The request is invalid',
          endpoint: 'login',
          fieldErrors: { captcha: 'Captcha is required' },
        })
      })
      .mockImplementationOnce(() => {
        throw new ApiError({
          kind: 'http',
          status: 401,
          message: 'Invalid username or password',
          endpoint: 'login',
        })
      })
      .mockImplementation(() => ({ user: testUser }))
    const { dialog } = await openLogin('/', { login })
    const form = within(dialog).getByRole('form', { name: 'Sign in' })
    expect(within(form).queryByRole('group', { name: 'Security check' })).toBeNull()
    await user().type(within(form).getByRole('textbox', { name: /Email/ }), 'sara@example.com')
    await user().type(within(form).getByLabelText(/Password/), 'secret-password')
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))

    const check = await within(form).findByRole('group', { name: 'Security check' })
    expect(check.textContent).toContain('Captcha is required')
    // One press solves the check and signs in; a refused try needs a fresh solution.
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid username or password')
    expect(login).toHaveBeenLastCalledWith({
      body: { email: 'sara@example.com', password: 'secret-password', captcha: SOLVED_CAPTCHA },
    })
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(login).toHaveBeenCalledTimes(3)
    expect(login).toHaveBeenLastCalledWith({
      body: { email: 'sara@example.com', password: 'secret-password', captcha: SOLVED_CAPTCHA },
    })
  })

  it('keeps the user and goes where the auth middleware was sending them', async () => {
    const login = vi.fn(() => ({ user: testUser }))
    const { context, router } = await renderAccount('/?signIn=required&redirect=%2Fwallet%3Fpage%3D2', {
      login,
      wallet: () => ({
        balance: { amount: 0, currency: 'SAR' },
        transactions: [],
        page: 2,
        perPage: 10,
        total: 0,
      }),
    })
    // The middleware's request opens the modal by itself.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const form = within(dialog).getByRole('form', { name: 'Sign in' })
    await user().type(within(form).getByRole('textbox', { name: /Email/ }), 'Sara@Example.com')
    await user().type(within(form).getByLabelText(/Password/), 'secret-password')
    await user().click(within(form).getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(router.state.location.href).toBe('/wallet?page=2'))
    expect(login).toHaveBeenCalledWith({ body: { email: 'Sara@Example.com', password: 'secret-password' } })
    expect(context.store.get(userAtom)).toEqual(testUser)
    expect(context.store.get(modalAtom('loginModal'))).toBe(false)
    expect(await screen.findByRole('heading', { name: 'My Wallet', level: 1 })).toBeTruthy()
  })

  it('speaks Arabic on an Arabic page', async () => {
    const { dialog } = await openLogin('/ar')
    const form = within(dialog).getByRole('form', { name: 'تسجيل الدخول' })
    await user().click(within(form).getByRole('button', { name: 'تسجيل الدخول' }))
    await waitFor(() =>
      expect(errorOf(within(form).getByRole('textbox', { name: /البريد الإلكتروني/ }))).toBe(
        'البريد الإلكتروني مطلوب',
      ),
    )
  })
})

describe('sign up', () => {
  async function openSignUp(handlers = {}) {
    const app = await openLogin('/', handlers)
    await user().click(within(app.dialog).getByRole('tab', { name: 'Sign up' }))
    const form = within(app.dialog).getByRole('form', { name: 'Create an account' })
    const field = (name: RegExp) => within(form).getByLabelText(name, { selector: 'input' })
    return { ...app, form, field }
  }

  it('checks every field, the matching confirmation and the captcha', async () => {
    const register = vi.fn()
    const { form, field } = await openSignUp({ register })
    await user().type(field(/Full name/), 'Al')
    await user().type(field(/Phone number/), '0500')
    await user().type(field(/^Password/), '12345')
    await user().type(field(/Confirm password/), '54321')
    // The press starts the security check; here it cannot be solved, so it is reported as missing.
    const widget = await waitFor(() => {
      const element = form.querySelector<HTMLElement & { autoSolve: boolean }>('altcha-widget')
      if (!element) throw new Error('no captcha widget yet')
      return element
    })
    widget.autoSolve = false
    await user().click(within(form).getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(errorOf(field(/Full name/))).toBe('Name must be at least 3 characters long'))
    expect(errorOf(field(/Email/))).toBe('Email is required')
    expect(errorOf(field(/Phone number/))).toBe('Please enter a valid phone number')
    expect(errorOf(field(/^Password/))).toBe('Must be at least 6 characters')
    expect(errorOf(field(/Confirm password/))).toBe('Password does not match')
    expect(within(form).getByRole('group', { name: 'Security check' }).textContent).toContain(
      'Captcha is required',
    )
    expect(register).not.toHaveBeenCalled()
  })

  it('sends the details with the captcha, then signs in with the code from the phone', async () => {
    const register = vi.fn(() => otpSent())
    const verifyOtp = vi.fn(() => ({ purpose: 'sign_up' as const, user: testUser }))
    const { form, field, dialog, context } = await openSignUp({ register, verifyOtp })
    await user().type(field(/Full name/), 'Sara Alharbi')
    await user().type(field(/Email/), 'sara@example.com')
    await user().type(field(/Phone number/), '+966 50 000 0009')
    await user().type(field(/^Password/), 'secret-password')
    await user().type(field(/Confirm password/), 'secret-password')
    await solveCaptcha(form)
    await user().click(within(form).getByRole('button', { name: 'Create account' }))

    const codeForm = await within(dialog).findByRole('form', { name: 'Verification code' })
    expect(register).toHaveBeenCalledWith({
      body: {
        name: 'Sara Alharbi',
        email: 'sara@example.com',
        phone: '+966 50 000 0009',
        password: 'secret-password',
        password_confirmation: 'secret-password',
        captcha: SOLVED_CAPTCHA,
      },
    })
    expect(codeForm.textContent).toContain('+966500000009')
    const code = within(codeForm).getByRole('textbox', { name: /Verification code/ })
    await waitFor(() => expect(document.activeElement).toBe(code))

    await user().click(within(codeForm).getByRole('button', { name: 'Verify and create account' }))
    await waitFor(() => expect(errorOf(code)).toBe('Please enter OTP'))
    await user().type(code, '123')
    expect(errorOf(code)).toBe('OTP must be at least 6 digits')
    await user().type(code, '456')
    await user().click(within(codeForm).getByRole('button', { name: 'Verify and create account' }))

    await waitFor(() => expect(context.store.get(userAtom)).toEqual(testUser))
    expect(verifyOtp).toHaveBeenCalledWith({
      body: { phone: '+966500000009', otp: '123456', purpose: 'sign_up' },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('puts the server’s field messages under their fields and asks for a new captcha', async () => {
    const register = vi.fn(() => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'The request is not valid',
        fieldErrors: { captcha: 'Captcha verification failed, please try again' },
        endpoint: 'register',
      })
    })
    const { form, field } = await openSignUp({ register })
    await user().type(field(/Full name/), 'Sara Alharbi')
    await user().type(field(/Email/), 'sara@example.com')
    await user().type(field(/Phone number/), '+966500000009')
    await user().type(field(/^Password/), 'secret-password')
    await user().type(field(/Confirm password/), 'secret-password')
    await solveCaptcha(form)
    await user().click(within(form).getByRole('button', { name: 'Create account' }))
    const captcha = within(form).getByRole('group', { name: 'Security check' })
    await waitFor(() =>
      expect(captcha.textContent).toContain('Captcha verification failed, please try again'),
    )
    // The solution was spent: a fresh widget, and the form will not send until it is solved again.
    await user().click(within(form).getByRole('button', { name: 'Create account' }))
    expect(register).toHaveBeenCalledOnce()
    await solveCaptcha(form)
    await waitFor(() => expect(captcha.textContent).not.toContain('Captcha verification failed'))
  })
})

describe('forgot password', () => {
  it('goes from the phone to the code, with a 60-second resend timer, to a new password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const requestPasswordReset = vi.fn(() => otpSent())
    const verifyOtp = vi.fn(() => ({
      purpose: 'password_reset' as const,
      reset_token: 'reset-token-1',
      expiresInSeconds: 600,
    }))
    const resetPassword = vi.fn(() => ({ message: 'Your password has been reset. You can now log in.' }))
    const { dialog } = await openLogin('/', { requestPasswordReset, verifyOtp, resetPassword })
    await user().click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    expect(within(dialog).getByRole('heading', { name: 'Reset your password' })).toBeTruthy()

    const phoneForm = within(dialog).getByRole('form', { name: 'Reset your password' })
    await user().click(within(phoneForm).getByRole('button', { name: 'Send code' }))
    await waitFor(() =>
      expect(errorOf(within(phoneForm).getByLabelText(/Phone number/, { selector: 'input' }))).toBe(
        'Phone number is required',
      ),
    )
    await user().type(
      within(phoneForm).getByLabelText(/Phone number/, { selector: 'input' }),
      '+966500000009',
    )
    await solveCaptcha(phoneForm)
    await user().click(within(phoneForm).getByRole('button', { name: 'Send code' }))

    const codeForm = await within(dialog).findByRole('form', { name: 'Verification code' })
    expect(requestPasswordReset).toHaveBeenCalledWith({
      body: { phone: '+966500000009', captcha: SOLVED_CAPTCHA },
    })
    expect(within(codeForm).getByRole('timer').textContent).toBe('1:00')
    expect(within(codeForm).queryByRole('button', { name: 'Resend code' })).toBeNull()

    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    expect(within(codeForm).getByRole('timer').textContent).toBe('0:30')
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    const resend = await within(codeForm).findByRole('button', { name: 'Resend code' })
    // Asking again needs a fresh captcha too: one press solves it and asks.
    await user().click(resend)
    expect(await within(codeForm).findByText(/We sent a new code to/)).toBeTruthy()
    expect(requestPasswordReset).toHaveBeenCalledTimes(2)
    expect(requestPasswordReset).toHaveBeenLastCalledWith({
      body: { phone: '+966500000009', captcha: SOLVED_CAPTCHA },
    })
    await waitFor(() => expect(within(codeForm).getByRole('timer').textContent).toBe('1:00'))

    await user().type(within(codeForm).getByRole('textbox', { name: /Verification code/ }), '654321')
    await user().click(within(codeForm).getByRole('button', { name: 'Verify code' }))
    const passwordForm = await within(dialog).findByRole('form', { name: 'Choose a new password' })
    expect(verifyOtp).toHaveBeenCalledWith({
      body: { phone: '+966500000009', otp: '654321', purpose: 'password_reset' },
    })

    await user().type(within(passwordForm).getByLabelText(/^New password/), 'new-password')
    await user().type(within(passwordForm).getByLabelText(/Confirm new password/), 'new-passw0rd')
    await user().click(within(passwordForm).getByRole('button', { name: 'Set new password' }))
    await waitFor(() =>
      expect(errorOf(within(passwordForm).getByLabelText(/Confirm new password/))).toBe(
        'Password does not match',
      ),
    )
    await user().clear(within(passwordForm).getByLabelText(/Confirm new password/))
    await user().type(within(passwordForm).getByLabelText(/Confirm new password/), 'new-password')
    await user().click(within(passwordForm).getByRole('button', { name: 'Set new password' }))

    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Your password has been reset. You can now log in.',
    )
    expect(resetPassword).toHaveBeenCalledWith({
      body: { reset_token: 'reset-token-1', password: 'new-password', password_confirmation: 'new-password' },
    })
    await user().click(within(dialog).getByRole('button', { name: 'Sign in' }))
    expect(within(dialog).getByRole('form', { name: 'Sign in' })).toBeTruthy()
  })

  it('sends the code on the first press of Send code while the captcha is still unsolved', async () => {
    const requestPasswordReset = vi.fn(() => otpSent())
    const { dialog } = await openLogin('/', { requestPasswordReset })
    await user().click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    const phoneForm = within(dialog).getByRole('form', { name: 'Reset your password' })
    await user().type(
      within(phoneForm).getByLabelText(/Phone number/, { selector: 'input' }),
      '+966500000009',
    )
    await waitFor(() => expect(phoneForm.querySelector('altcha-widget')).toBeTruthy())
    await user().click(within(phoneForm).getByRole('button', { name: 'Send code' }))
    expect(await within(dialog).findByRole('form', { name: 'Verification code' })).toBeTruthy()
    expect(requestPasswordReset).toHaveBeenCalledTimes(1)
    expect(requestPasswordReset).toHaveBeenCalledWith({
      body: { phone: '+966500000009', captcha: SOLVED_CAPTCHA },
    })
  })

  it('offers to start again when the reset has expired', async () => {
    const { dialog } = await openLogin('/', {
      requestPasswordReset: () => otpSent(),
      verifyOtp: () => ({ purpose: 'password_reset' as const, reset_token: 'old', expiresInSeconds: 600 }),
      resetPassword: new ApiError({
        kind: 'http',
        status: 401,
        message: 'The password reset has expired, please start again',
        endpoint: 'resetPassword',
      }),
    })
    await user().click(within(dialog).getByRole('button', { name: 'Forgot password?' }))
    const phoneForm = within(dialog).getByRole('form', { name: 'Reset your password' })
    await user().type(
      within(phoneForm).getByLabelText(/Phone number/, { selector: 'input' }),
      '+966500000009',
    )
    await solveCaptcha(phoneForm)
    await user().click(within(phoneForm).getByRole('button', { name: 'Send code' }))
    const codeForm = await within(dialog).findByRole('form', { name: 'Verification code' })
    await user().type(within(codeForm).getByRole('textbox', { name: /Verification code/ }), '111111')
    await user().click(within(codeForm).getByRole('button', { name: 'Verify code' }))
    const passwordForm = await within(dialog).findByRole('form', { name: 'Choose a new password' })
    await user().type(within(passwordForm).getByLabelText(/^New password/), 'new-password')
    await user().type(within(passwordForm).getByLabelText(/Confirm new password/), 'new-password')
    await user().click(within(passwordForm).getByRole('button', { name: 'Set new password' }))
    const alert = await within(passwordForm).findByRole('alert')
    expect(alert.textContent).toContain('The password reset has expired, please start again')
    await user().click(within(alert).getByRole('button', { name: 'Start again' }))
    expect(within(dialog).getByRole('form', { name: 'Reset your password' })).toBeTruthy()
  })
})
