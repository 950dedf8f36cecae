import type { Booking } from '@rihla/api-contract/bookings'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageOf, renderBookings, testBooking } from '../../testing/fixtures'

afterEach(() => resetApp())

const showOne = async (booking: Booking, path = '/bookings') => {
  const app = await renderBookings(path, { bookingsIndex: () => pageOf([booking]) })
  const card = await screen.findByRole('article', { name: booking.title })
  return { app, card }
}

const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true })
  return spy
}

describe('BookingCard', () => {
  it('shows the type, provider, order ID, PNR, creation date and the amount to pay', async () => {
    const { card } = await showOne(testBooking())
    const text = within(card)
    expect(text.getByText('Flight · Saudia')).toBeTruthy()
    expect(text.getByText('Pending')).toBeTruthy()
    expect(text.getByText('RH-TEST-01', { exact: false })).toBeTruthy()
    expect(text.getByText('K7QX2M')).toBeTruthy()
    expect(text.getByText('20 Nov 2026')).toBeTruthy()
    expect(text.getByText('To be paid')).toBeTruthy()
    expect(card.textContent).toMatch(/SAR\s1,178(?!\d)/)
  })

  it('counts down the time left to pay, and reloads the list when it runs out', async () => {
    let calls = 0
    const booking = testBooking({ paymentExpiresAt: new Date(Date.now() + 2_500).toISOString() })
    await renderBookings('/bookings', {
      bookingsIndex: () => {
        calls += 1
        return pageOf([booking])
      },
    })
    const card = await screen.findByRole('article', { name: booking.title })
    const timer = within(card).getByRole('timer', { name: 'Payment expires in' })
    const first = timer.textContent
    expect(first).toMatch(/^0:0[1-3]$/)
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2_000 })
    const callsBefore = calls
    await waitFor(() => expect(calls).toBeGreaterThan(callsBefore), { timeout: 4_000 })
  })

  it('copies the PNR and says so', async () => {
    const writeText = stubClipboard(() => Promise.resolve())
    const { card } = await showOne(testBooking({ pnr: 'ZP4K9T' }))
    await userEvent.click(within(card).getByRole('button', { name: 'Copy PNR ZP4K9T' }))
    expect(writeText).toHaveBeenCalledWith('ZP4K9T')
    expect(await screen.findByText('PNR is copied')).toBeTruthy()
  })

  it('says when the PNR could not be copied', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')))
    const { card } = await showOne(testBooking({ pnr: 'ZP4K9T' }))
    await userEvent.click(within(card).getByRole('button', { name: 'Copy PNR ZP4K9T' }))
    expect(await screen.findByText('The PNR could not be copied')).toBeTruthy()
  })

  it('links a flight booking to its own page, and a tour booking (no page yet) to none', async () => {
    const flight = testBooking()
    const { card } = await showOne(flight)
    expect(within(card).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/flights/booking-detail/${flight.uuid}`,
    )
    resetApp()
    const { card: tourCard } = await showOne(testBooking({ type: 'tour', title: 'Edge of the World' }))
    expect(within(tourCard).queryByRole('link', { name: 'View booking' })).toBeNull()
    expect(within(tourCard).getByRole('button', { name: 'View details' })).toBeTruthy()
  })

  it('links Pay now to the payment screen of the booking, in the page language', async () => {
    const booking = testBooking({ type: 'hotel', provider: 'Fairmont Makkah Clock Royal Tower' })
    const { card } = await showOne(booking)
    expect(within(card).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/hotels/payments/${booking.uuid}`,
    )
    resetApp()
    const arabic = await renderBookings('/ar/bookings', { bookingsIndex: () => pageOf([booking]) })
    const arabicCard = await screen.findByRole('article', { name: booking.title })
    expect(within(arabicCard).getByRole('link', { name: 'ادفع الآن' }).getAttribute('href')).toBe(
      `/ar/hotels/payments/${booking.uuid}`,
    )
    expect(arabic.router.state.location.pathname).toBe('/ar/bookings')
  })

  it('offers neither payment nor cancellation, nor a countdown, when the server allows none', async () => {
    const { card } = await showOne(
      testBooking({
        status: 'Confirmed',
        paid: true,
        paymentExpiresAt: null,
        pnr: null,
        actions: { pay: false, cancel: false, view: true },
      }),
    )
    const text = within(card)
    expect(text.queryByRole('link', { name: 'Pay now' })).toBeNull()
    expect(text.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(text.queryByRole('timer')).toBeNull()
    expect(text.getByText('Total paid')).toBeTruthy()
    expect(text.getByText('Not issued yet')).toBeTruthy()
  })
})
