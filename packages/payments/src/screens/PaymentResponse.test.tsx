import { resetApp } from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BOOKING_UUID,
  PAY_PATH,
  renderPayments,
  testBooking,
  testMethods,
  testMethodsResponse,
  testPayment,
} from '../testing/fixtures'

afterEach(() => resetApp())

const RESPONSE_PATH = `/payment/${BOOKING_UUID}?ref=ORD-0001`

describe('Payment response page', () => {
  it('says the payment is confirmed, with the order ID and the way to the booking', async () => {
    const app = await renderPayments(RESPONSE_PATH, {
      paymentInquiry: ({ query }) => {
        expect(query).toEqual({ order_ref_id: 'ORD-0001' })
        return {
          booking: testBooking({ status: 'Confirmed', paid: true }),
          payment: testPayment({ status: 'succeeded', card: { brand: 'visa', last4: '1111' } }),
        }
      },
    })
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy()
    expect(screen.getByText('RH-TEST-01')).toBeTruthy()
    expect(screen.getByText('•••• 1111')).toBeTruthy()
    expect(screen.getByText('Paid with')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/flights/booking-detail/${BOOKING_UUID}`,
    )
    expect(app.calls.some((call) => call.name === 'paymentMethods')).toBe(false)
  })

  it('says "Payment Failed!" with the likely reasons, the actual one marked, Retry and Change payment method', async () => {
    await renderPayments(RESPONSE_PATH, {
      paymentInquiry: () => ({
        booking: testBooking(),
        payment: testPayment({
          status: 'failed',
          failureReason: 'insufficient_funds',
          card: { brand: 'visa', last4: '0002' },
        }),
      }),
      paymentMethods: () => testMethodsResponse(),
    })
    expect(await screen.findByRole('heading', { name: 'Payment Failed!' })).toBeTruthy()
    // Nothing was paid: the card was only tried.
    expect(screen.queryByText('Paid with')).toBeNull()
    expect(screen.getByText('Tried with')).toBeTruthy()
    const reasons = screen.getAllByRole('listitem')
    expect(reasons.map((item) => item.textContent)).toEqual([
      'Incorrect card details',
      'Insufficient funds (this is what happened)',
      'A temporary issue at your bank',
    ])
    expect(reasons[1]!.getAttribute('aria-current')).toBe('true')
    // Each reason is a marked row (an icon, no browser bullet); the one that happened stands out.
    expect(reasons.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true)
    expect(reasons[1]!.className).not.toBe(reasons[0]!.className)
    expect(screen.getByRole('link', { name: 'Retry' }).getAttribute('href')).toBe(`${PAY_PATH}?method=card`)
    expect(screen.getByRole('link', { name: 'Change payment method' }).getAttribute('href')).toBe(PAY_PATH)
  })

  it('offers "Payment Options Unavailable" after a failure when nothing can pay any more', async () => {
    await renderPayments(RESPONSE_PATH, {
      paymentInquiry: () => ({
        booking: testBooking(),
        payment: testPayment({ status: 'failed', failureReason: 'bank_issue' }),
      }),
      paymentMethods: () =>
        testMethodsResponse({
          methods: testMethods({
            card: { available: false, unavailableReason: 'payment_window' },
            bank_transfer: { available: false, unavailableReason: 'payment_window' },
            stc_pay: { available: false, unavailableReason: 'payment_window' },
            urpay: { available: false, unavailableReason: 'payment_window' },
          }),
        }),
    })
    expect(await screen.findByRole('heading', { name: 'Payment Options Unavailable' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy()
  })

  it('refreshes a payment still processing', async () => {
    let status: 'processing' | 'succeeded' = 'processing'
    await renderPayments(RESPONSE_PATH, {
      paymentInquiry: () => ({
        booking: testBooking({ status: status === 'succeeded' ? 'Confirmed' : 'Processing' }),
        payment: testPayment({ status }),
      }),
    })
    const region = await screen.findByRole('region', { name: 'Payment processing' })
    status = 'succeeded'
    await userEvent.click(within(region).getByRole('button', { name: 'Refresh status' }))
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy()
  })
})
