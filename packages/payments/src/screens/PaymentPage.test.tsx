import type { ProcessPaymentRequest } from '@rihla/api-contract/payments'
import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BOOKING_UUID,
  PAY_PATH,
  renderPayments,
  testAccount,
  testBooking,
  testMethods,
  testMethodsResponse,
  testPayment,
} from '../testing/fixtures'

afterEach(() => {
  resetApp()
  vi.restoreAllMocks()
})

const networkError = () =>
  new ApiError({ kind: 'network', message: 'The server could not be reached', endpoint: 'processPayment' })
const timeoutError = () =>
  new ApiError({ kind: 'timeout', message: 'The request timed out', endpoint: 'processPayment' })

/** A fake POST /process answering from `answers` in turn (an ApiError is thrown), recording each body. */
function recordingProcess(answers: ((body: ProcessPaymentRequest) => unknown)[]) {
  const bodies: ProcessPaymentRequest[] = []
  return {
    bodies,
    processPayment: ({ body }: { body?: unknown }) => {
      bodies.push(body as ProcessPaymentRequest)
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)]!(body as ProcessPaymentRequest)
      if (answer instanceof ApiError) return Promise.reject(answer) as never
      return answer as never
    },
  }
}

const bankAnswer = () => ({
  booking: testBooking(),
  otp: null,
  payment: testPayment({
    method: 'bank_transfer',
    status: 'awaiting_transfer',
    bankTransfer: {
      reference: 'RHBT-7Q2K9',
      iban: 'SA4420000001234567891234',
      beneficiary: 'Rihla Travel Co.',
      bankName: 'Al Rajhi Bank',
      amount: { amount: 117_800, currency: 'SAR' },
      payBy: new Date(Date.now() + 3_600_000).toISOString(),
    },
  }),
})

async function chooseAndContinue(method: string, button: string) {
  await userEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${method}`) }))
  await userEvent.click(screen.getByRole('button', { name: button }))
}

async function confirm() {
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your payment' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

describe('Payment screen', () => {
  it('shows the booking, its price with VAT and the time left, and every method', async () => {
    await renderPayments(PAY_PATH, { paymentMethods: () => testMethodsResponse() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Riyadh to Jeddah (RUH → JED)' })
    expect(within(summary).getByText('RH-TEST-01')).toBeTruthy()
    expect(within(summary).getByText('VAT (15%)')).toBeTruthy()
    // The server's figures, never a share of the total worked out here (1,178.00 / 1.15 would say 153.65).
    expect(summary.textContent).toContain('531.27')
    expect(summary.textContent).toContain('79.69')
    expect(summary.textContent).not.toContain('153.65')
    expect(within(summary).getByRole('timer', { name: 'Payment expires in' }).textContent).toMatch(
      /^\d:\d\d:\d\d$/,
    )
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    expect(within(group).getAllByRole('radio')).toHaveLength(4)
    expect(within(group).getByText('mada')).toBeTruthy()
  })

  it('shows no VAT lines for a booking the server priced without itemised VAT', async () => {
    await renderPayments(PAY_PATH, {
      paymentMethods: () => testMethodsResponse({ booking: testBooking({ vat: null }) }),
    })
    const summary = await screen.findByRole('region', { name: 'Riyadh to Jeddah (RUH → JED)' })
    expect(within(summary).queryByText(/VAT/)).toBeNull()
    expect(summary.textContent).toContain('Total to pay')
  })

  it('disables a method that cannot pay, saying why', async () => {
    await renderPayments(PAY_PATH, {
      paymentMethods: () =>
        testMethodsResponse({
          methods: testMethods({ urpay: { available: false, unavailableReason: 'amount_above_limit' } }),
        }),
    })
    const urpay = await screen.findByRole('radio', { name: /^urpay/ })
    expect(urpay).toHaveProperty('disabled', true)
    expect(screen.getByText('Not available: the amount is above this method’s limit.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^STC Pay/ })).toHaveProperty('disabled', false)
  })

  it('says a method the site has no provider for is not offered yet (production without a gateway)', async () => {
    await renderPayments(PAY_PATH, {
      paymentMethods: () =>
        testMethodsResponse({
          methods: testMethods({ card: { available: false, unavailableReason: 'not_offered' } }),
        }),
    })
    const card = await screen.findByRole('radio', { name: /^Credit or debit card/ })
    expect(card).toHaveProperty('disabled', true)
    expect(
      screen.getByText('Not available: this payment method is not offered yet. Please choose another.'),
    ).toBeTruthy()
  })

  it('says "Payment Options Unavailable" when no method can pay, with a retry', async () => {
    let available = false
    const app = await renderPayments(PAY_PATH, {
      paymentMethods: () =>
        testMethodsResponse({
          methods: testMethods(
            available
              ? {}
              : Object.fromEntries(
                  (['card', 'bank_transfer', 'stc_pay', 'urpay'] as const).map((id) => [
                    id,
                    { available: false, unavailableReason: 'booking_type' as const },
                  ]),
                ),
          ),
        }),
    })
    expect(await screen.findByRole('heading', { name: 'Payment Options Unavailable' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/bookings')
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/')
    available = true
    const loads = app.calls.filter((call) => call.name === 'paymentMethods').length
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
    expect(app.calls.filter((call) => call.name === 'paymentMethods')).toHaveLength(loads + 1)
  })

  it('shows "Data Load Error" when the methods fail to load, and loads them again', async () => {
    let fail = true
    await renderPayments(PAY_PATH, {
      paymentMethods: () => {
        if (fail) return Promise.reject(networkError()) as never
        return testMethodsResponse()
      },
    })
    expect(await screen.findByRole('heading', { name: 'Data Load Error' })).toBeTruthy()
    expect(screen.getByText('Failed to load payment methods.')).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
  })

  it('sends a card payment to the hosted page, never asking for the card here', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const process = recordingProcess([
      () => ({
        booking: testBooking(),
        otp: null,
        payment: testPayment({ checkoutUrl: 'https://api.example/gateway/checkout/ORD-0001' }),
      }),
    ])
    const app = await renderPayments(PAY_PATH, { paymentMethods: () => testMethodsResponse(), ...process })
    await chooseAndContinue('Credit or debit card', 'Continue to secure payment')
    await confirm()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://api.example/gateway/checkout/ORD-0001'))
    expect(process.bodies[0]).toMatchObject({
      method: 'card',
      uuid: BOOKING_UUID,
      amount: { amount: 117_800, currency: 'SAR' },
      returnUrl: `${window.location.origin}/payment/${BOOKING_UUID}`,
    })
    expect(process.bodies[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(app.container.ownerDocument.querySelector('input[autocomplete^="cc-"]')).toBeNull()
  })

  it('pays by wallet: mobile number, OTP with its errors, then the outcome', async () => {
    const process = recordingProcess([
      () => ({
        booking: testBooking(),
        otp: { phone: '+966 5• ••• 4567', resendAfterSeconds: 30, expiresInSeconds: 300 },
        payment: testPayment({ method: 'stc_pay', walletMobile: '+966 5• ••• 4567' }),
      }),
      () => ({
        booking: testBooking({ status: 'Confirmed', paid: true }),
        otp: null,
        payment: testPayment({ method: 'stc_pay', status: 'succeeded' }),
      }),
    ])
    const app = await renderPayments(PAY_PATH, {
      paymentMethods: () => testMethodsResponse(),
      paymentInquiry: () => ({
        booking: testBooking({ status: 'Confirmed', paid: true }),
        payment: testPayment({ method: 'stc_pay', status: 'succeeded' }),
      }),
      ...process,
    })
    await chooseAndContinue('STC Pay', 'Send code')
    expect(await screen.findByText('Phone number is required')).toBeTruthy()
    expect(process.bodies).toHaveLength(0)

    await userEvent.type(screen.getByRole('textbox', { name: /STC Pay mobile number/ }), '+966 50 123 4567')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await confirm()
    const form = await screen.findByRole('form', { name: 'STC Pay verification code' })
    expect(process.bodies[0]).toMatchObject({ method: 'stc_pay', mobile: '+966501234567' })
    expect(within(form).getByRole('timer').textContent).toMatch(/^0:[0-3]\d$/)

    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '123')
    await userEvent.click(within(form).getByRole('button', { name: /^Pay/ }))
    expect(await within(form).findByText('OTP must be at least 6 digits')).toBeTruthy()
    expect(process.bodies).toHaveLength(1)

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Verification code' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '123456')
    await userEvent.click(within(form).getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/payment/${BOOKING_UUID}`))
    expect(app.router.state.location.search).toEqual({ ref: 'ORD-0001' })
    expect(process.bodies[1]).toMatchObject({ method: 'stc_pay', orderRef: 'ORD-0001', otp: '123456' })
    // A new action, a new key.
    expect(process.bodies[1]!.idempotencyKey).not.toBe(process.bodies[0]!.idempotencyKey)
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy()
  })

  it('adds a wallet account with OTP and pays from it', async () => {
    const process = recordingProcess([
      () => ({
        booking: testBooking(),
        otp: { phone: '+966 5• ••• 9876', resendAfterSeconds: 30, expiresInSeconds: 300 },
        payment: testPayment({ method: 'stc_pay' }),
      }),
    ])
    const saved: unknown[] = []
    await renderPayments(PAY_PATH, {
      paymentMethods: () => testMethodsResponse({ accounts: [testAccount()] }),
      saveAccount: ({ body }) => {
        saved.push(body)
        return {
          message: 'Code sent',
          otp: { phone: '+966 5• ••• 9876', resendAfterSeconds: 30, expiresInSeconds: 300 },
        }
      },
      verifyAccount: () => ({ account: testAccount({ id: 'acct-2', mobile: '+966 5• ••• 9876' }) }),
      ...process,
    })
    await userEvent.click(await screen.findByRole('radio', { name: /^STC Pay/ }))
    const payFrom = screen.getByRole('radiogroup', { name: 'Pay from' })
    expect(within(payFrom).getByRole('radio', { name: /4567/ })).toHaveProperty('checked', true)

    await userEvent.click(screen.getByRole('button', { name: 'Add account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a STC Pay account' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /mobile number/ }), '+966509876543')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }))
    expect(saved).toEqual([{ method: 'stc_pay', mobile: '+966509876543' }])
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Verification code' }), '123456')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and add' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a STC Pay account' })).toBeNull())

    const added = within(screen.getByRole('radiogroup', { name: 'Pay from' })).getByRole('radio', {
      name: /9876/,
    })
    expect(added).toHaveProperty('checked', true)
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await confirm()
    await screen.findByRole('form', { name: 'STC Pay verification code' })
    expect(process.bodies[0]).toMatchObject({ method: 'stc_pay', accountId: 'acct-2' })
  })

  it('reuses the idempotency key when the traveller retries an unanswered payment, and only then', async () => {
    const process = recordingProcess([
      () => networkError(),
      () =>
        new ApiError({
          kind: 'http',
          status: 422,
          message: 'The booking total changed',
          endpoint: 'processPayment',
        }),
      bankAnswer,
    ])
    await renderPayments(PAY_PATH, { paymentMethods: () => testMethodsResponse(), ...process })
    await chooseAndContinue('Bank transfer', 'Get bank transfer details')
    await confirm()
    expect(await screen.findByText(/We could not reach Rihla/)).toBeTruthy()
    // Nothing is sent again on its own.
    expect(process.bodies).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The booking total changed')).toBeTruthy()
    expect(process.bodies[1]!.idempotencyKey).toBe(process.bodies[0]!.idempotencyKey)

    // The server answered, so pressing Continue again is a new action with a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Get bank transfer details' }))
    await confirm()
    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeTruthy()
    expect(process.bodies[2]!.idempotencyKey).not.toBe(process.bodies[0]!.idempotencyKey)
    expect(screen.getByText('SA4420000001234567891234')).toBeTruthy()
    expect(screen.getByText('Waiting for your transfer')).toBeTruthy()
  })

  it('after a timeout asks for the status instead of resubmitting, and retries with the same key', async () => {
    const process = recordingProcess([() => timeoutError(), bankAnswer])
    let inquiries = 0
    await renderPayments(PAY_PATH, {
      paymentMethods: () => testMethodsResponse(),
      paymentInquiry: () => {
        inquiries += 1
        return { booking: testBooking(), payment: null }
      },
      ...process,
    })
    await chooseAndContinue('Bank transfer', 'Get bank transfer details')
    await confirm()
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' })
    expect(within(dialog).getByText(/taking longer than usual/)).toBeTruthy()
    expect(process.bodies).toHaveLength(1)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check payment status' }))
    expect(await within(dialog).findByText(/no record of this payment yet/)).toBeTruthy()
    expect(inquiries).toBe(1)
    expect(process.bodies).toHaveLength(1)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Bank transfer details' })).toBeTruthy()
    expect(process.bodies).toHaveLength(2)
    expect(process.bodies[1]!.idempotencyKey).toBe(process.bodies[0]!.idempotencyKey)
  })

  it('shows the expired state when the time to pay runs out', async () => {
    await renderPayments(PAY_PATH, {
      paymentMethods: () =>
        testMethodsResponse({
          booking: testBooking({ paymentExpiresAt: new Date(Date.now() + 1500).toISOString() }),
        }),
    })
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeTruthy()
    expect(
      await screen.findByRole('heading', { name: 'This booking has expired' }, { timeout: 4000 }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeTruthy()
  })

  it('says a paid booking is paid, with the way to its detail page', async () => {
    await renderPayments(PAY_PATH, {
      paymentMethods: () =>
        testMethodsResponse({ booking: testBooking({ status: 'Confirmed', paid: true }) }),
    })
    expect(await screen.findByRole('heading', { name: 'This booking is paid' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/flights/booking-detail/${BOOKING_UUID}`,
    )
    resetApp()
    await renderPayments(`/hotels/payments/${BOOKING_UUID}`, {
      paymentMethods: () =>
        testMethodsResponse({ booking: testBooking({ type: 'hotel', status: 'Confirmed', paid: true }) }),
    })
    expect(await screen.findByRole('heading', { name: 'This booking is paid' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/hotel/booking-detail/${BOOKING_UUID}`,
    )
  })

  it('moves to the segment of the booking’s type, and an unknown segment is not found', async () => {
    const app = await renderPayments(`/hotels/payments/${BOOKING_UUID}?method=card`, {
      paymentMethods: () => testMethodsResponse(),
    })
    await waitFor(() => expect(app.router.state.location.pathname).toBe(PAY_PATH))
    expect(app.router.state.location.search).toEqual({ method: 'card' })
    expect(await screen.findByRole('radio', { name: /^Credit or debit card/ })).toHaveProperty(
      'checked',
      true,
    )
    resetApp()
    await renderPayments(`/planes/payments/${BOOKING_UUID}`, { paymentMethods: () => testMethodsResponse() })
    expect((await screen.findAllByText(/Page not found/i)).length).toBeGreaterThan(0)
  })
})
