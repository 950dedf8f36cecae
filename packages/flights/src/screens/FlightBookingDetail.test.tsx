import { ApiError } from '@rihla/api-clients'
import type { FakeHandlers } from '@rihla/core/testing'
import { resetApp, storeSignedInUser, testUser } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BOOKING_UUID, testFlightBooking } from '../testing/bookingFixtures'
import { renderFlights } from '../testing/fixtures'

const path = `/flights/booking-detail/${BOOKING_UUID}`

function open(handlers: FakeHandlers) {
  storeSignedInUser()
  return renderFlights(path, handlers)
}

const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true })
  return spy
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => resetApp())

describe('Flight booking detail', () => {
  it('shows the status, order, trip, travellers, add-ons and price of the traveller’s booking', async () => {
    const detail = vi.fn(() =>
      testFlightBooking({
        status: 'Confirmed',
        paid: true,
        paymentExpiresAt: null,
        actions: { pay: false, cancel: false, view: true },
      }),
    )
    await open({ flightBookingDetail: detail })
    const facts = await screen.findByRole('region', { name: 'Riyadh to Jeddah' })
    expect(detail).toHaveBeenCalledWith({ query: { uuid: BOOKING_UUID, api_token: testUser.api_token } })
    expect(within(facts).getByText('Confirmed')).toBeTruthy()
    expect(within(facts).getByText('RH-FL-8F2A1C9D0E')).toBeTruthy()
    expect(within(facts).queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull()
    const travellers = screen.getByRole('region', { name: 'Travellers' })
    expect(within(travellers).getByRole('heading', { name: 'Child 1 · Lama Alharbi' })).toBeTruthy()
    expect(travellers.textContent).toContain('Vegetarian meal')
    expect(screen.getByText('Total paid').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'SAR 1,425',
    )
  })

  it('shows each traveller’s e-ticket and baggage, the fare rules, an arrival the next day, and the invoice', async () => {
    const booking = testFlightBooking({
      status: 'Confirmed',
      paid: true,
      paymentExpiresAt: null,
      actions: { pay: false, cancel: false, view: true },
    })
    const segment = booking.itinerary.legs[0]!.segments[0]!
    // Leaves late on the 1st and lands on the 2nd, local time.
    booking.itinerary.legs[0]!.segments[0] = {
      ...segment,
      departureLocal: '2026-12-01T23:10',
      arrivalLocal: '2026-12-02T01:15',
    }
    booking.passengers = booking.passengers.map((passenger, index) => ({
      ...passenger,
      ticketNumber: `065123456789${index}`,
    }))
    const invoice = vi.fn(() => new Blob(['%PDF-1.3'], { type: 'application/pdf' }) as unknown as string)
    const createObjectURL = vi.fn(() => 'blob:invoice')
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true })
    await open({ flightBookingDetail: () => booking, bookingInvoice: invoice })

    const travellers = await screen.findByRole('region', { name: 'Travellers' })
    expect(within(travellers).getByText('0651234567890')).toBeTruthy()
    expect(within(travellers).getByText('0651234567891')).toBeTruthy()
    expect(within(travellers).getAllByText('Cabin baggage')).toHaveLength(2)
    expect(within(travellers).getAllByText('1 × 23 kg')).toHaveLength(2)
    expect(travellers.textContent).toContain('12A')
    const rules = screen.getByRole('region', { name: 'Fare rules' })
    expect(rules.textContent).toMatch(/Non-refundable|Refundable/)
    const facts = screen.getByRole('region', { name: 'Riyadh to Jeddah' })
    expect(facts.textContent).toContain('Arrives')
    expect(facts.textContent).toContain('2 Dec 2026')
    expect(facts.textContent).toContain('+1')

    await userEvent.click(screen.getByRole('button', { name: 'Download VAT invoice (PDF)' }))
    await waitFor(() => expect(invoice).toHaveBeenCalledWith({ query: { uuid: BOOKING_UUID } }))
    expect(createObjectURL).toHaveBeenCalled()
  })

  it('offers no invoice and no ticket numbers before the booking is paid', async () => {
    await open({ flightBookingDetail: () => testFlightBooking() })
    const travellers = await screen.findByRole('region', { name: 'Travellers' })
    expect(within(travellers).getAllByText('Issued once paid')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Download VAT invoice (PDF)' })).toBeNull()
  })

  it('copies the PNR and says so', async () => {
    const writeText = stubClipboard(() => Promise.resolve())
    await open({ flightBookingDetail: () => testFlightBooking() })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy PNR K7QX2M' }))
    expect(writeText).toHaveBeenCalledWith('K7QX2M')
    expect(await screen.findByText('PNR is copied')).toBeTruthy()
  })

  it('counts down the time to pay an unpaid booking and links to its payment', async () => {
    await open({ flightBookingDetail: () => testFlightBooking() })
    const timer = await screen.findByRole('timer', { name: 'Payment expires in' })
    expect(timer.textContent).toMatch(/^2[45]:\d\d$/)
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/flights/payments/${BOOKING_UUID}`,
    )
  })

  it('asks for the booking again when its time to pay runs out', async () => {
    let calls = 0
    await open({
      flightBookingDetail: () => {
        calls += 1
        return calls === 1
          ? testFlightBooking({ paymentExpiresAt: new Date(Date.now() + 1_200).toISOString() })
          : testFlightBooking({
              status: 'Expired',
              paymentExpiresAt: null,
              actions: { pay: false, cancel: false, view: true },
            })
      },
    })
    expect(await screen.findByRole('timer')).toBeTruthy()
    expect(await screen.findByText('Expired', {}, { timeout: 4_000 })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull()
  })

  it('says "No Record Found" for a booking that is not the traveller’s', async () => {
    await open({
      flightBookingDetail: new ApiError({
        kind: 'http',
        status: 404,
        message: 'Not found',
        endpoint: 'flightBookingDetail',
      }),
    })
    expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/bookings')
  })

  it('offers a retry when the booking cannot be loaded', async () => {
    let fail = true
    await open({
      flightBookingDetail: () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline', endpoint: 'flightBookingDetail' })
        return testFlightBooking()
      },
    })
    expect(await screen.findByRole('heading', { name: 'Error fetching flight details' })).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy PNR K7QX2M' })).toBeTruthy())
  })
})
