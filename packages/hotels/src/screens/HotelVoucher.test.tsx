import { ApiError } from '@rihla/api-clients'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import type { Booking } from '@rihla/api-contract/bookings'
import type { HotelBooking } from '@rihla/api-contract/hotel-booking'
import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHotels, testQuote } from '../testing/fixtures'

afterEach(() => resetApp())

const UUID = '0b6a3c1e-2f4d-4e5a-9b7c-8d9e0f1a2b3c'
const checkIn = addDays(todayInSaudiArabia(), 20)
const sar = (amount: number) => ({ amount, currency: 'SAR' })

const booking: Booking = {
  uuid: UUID,
  type: 'hotel',
  status: 'Confirmed',
  orderId: 'RH-2026-000042',
  pnr: null,
  provider: 'Zamzam Pullman',
  title: 'Zamzam Pullman, Makkah',
  createdOn: '2026-11-20T06:00:00.000Z',
  amount: sar(180_000),
  vat: null,
  paid: true,
  paymentExpiresAt: null,
  travelDate: `${checkIn}T13:00:00.000Z`,
  travelEndDate: null,
  details: [],
  actions: { pay: false, cancel: true, view: true },
}

function voucher(cancelled: boolean): HotelBooking {
  const quote = testQuote(checkIn)
  return {
    booking: cancelled
      ? { ...booking, status: 'Refund In Progress', actions: { pay: false, cancel: false, view: true } }
      : booking,
    refId: 'ref-1',
    confirmationNumber: 'ZP-48213',
    hotel: quote.hotel,
    address: 'Ajyad, Makkah 24231',
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    rooms: quote.rooms,
    guests: [
      { room: 0, prefix: 'Mrs.', firstName: 'Huda', lastName: 'Alharbi', nationality: 'SA', age: 40 },
      { room: 1, prefix: 'Mrs.', firstName: 'Sara', lastName: 'Alqahtani', nationality: 'SA', age: 35 },
    ],
    price: quote.price,
    cancellation: quote.cancellation,
    cancellationNow: { fee: sar(0), refund: sar(180_000) },
    refund: cancelled
      ? {
          amount: sar(180_000),
          status: 'in_progress',
          requestedAt: new Date().toISOString(),
          refundedAt: null,
        }
      : null,
    contact: { email: 'sara@example.com', phone: '+966500000001' },
    specialRequests: '',
  }
}

const tracker = () => ({
  uuid: UUID,
  status: 'in_progress' as const,
  fee: sar(0),
  refund: sar(180_000),
  refundTo: 'card' as const,
  refundExpectedBy: new Date().toISOString(),
  refundedAt: null,
  steps: [{ status: 'Cancelled' as const, at: new Date().toISOString(), by: 'traveller' as const }],
})

describe('Hotel voucher', () => {
  it('shows the confirmation number, address and times, and cancels after a yes', async () => {
    storeSignedInUser()
    let cancelled = false
    const asked: unknown[] = []
    await renderHotels(`/hotel/booking-detail/${UUID}`, {
      hotelBookingDetail: ({ query }) => {
        asked.push(query)
        return voucher(cancelled)
      },
      refundTracker: () => ({ refund: tracker() }),
      cancellationQuote: () => ({
        quote: {
          uuid: UUID,
          allowed: true,
          reason: null,
          rule: 'Free cancellation until 10 Dec 2026, 12:00 (Saudi time); after that, the rate’s cancellation fee.',
          paid: sar(180_000),
          fee: sar(0),
          refund: sar(180_000),
          refundTo: 'card',
          refundExpectedBy: new Date().toISOString(),
        },
      }),
      cancelBooking: ({ params, body }) => {
        expect({ params, body }).toEqual({ params: { uuid: UUID }, body: { expectedRefund: 180_000 } })
        cancelled = true
        return { booking: voucher(true).booking, refund: tracker() }
      },
    })
    expect(await screen.findByText('ZP-48213')).toBeTruthy()
    expect(asked[0]).toEqual({ UUID, api_token: 'api-token-sara' })
    expect(screen.getByText('Ajyad, Makkah 24231')).toBeTruthy()
    expect(screen.getByText(/from 16:00/)).toBeTruthy()
    expect(screen.getByText(/Huda Alharbi/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    // The yes/no question (SPEC.md §4), with the stay's rule and what comes back.
    const prompt = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(await within(prompt).findByText(/^Free cancellation until/)).toBeTruthy()
    expect(within(prompt).getAllByText('SAR 1,800')).toHaveLength(2)
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, cancel booking' }))
    await waitFor(() => expect(cancelled).toBe(true))
    // The refund's steps, as every cancelled booking shows them.
    expect(await screen.findByText('The card you paid with')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  it('says No Record Found for a booking that is not the traveller’s', async () => {
    storeSignedInUser()
    await renderHotels(`/hotel/booking-detail/${UUID}`, {
      hotelBookingDetail: new ApiError({
        kind: 'http',
        status: 404,
        message: 'Not found',
        endpoint: 'hotelBookingDetail',
      }),
    })
    expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeTruthy()
  })
})
