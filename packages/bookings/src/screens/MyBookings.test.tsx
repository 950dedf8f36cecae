import type { Booking, BookingsIndexRequest } from '@rihla/api-contract/bookings'
import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { pageOf, renderBookings, testBooking } from '../testing/fixtures'

afterEach(() => resetApp())

const flight = testBooking()
const ritz = testBooking({
  type: 'hotel',
  status: 'Confirmed',
  paid: true,
  provider: 'The Ritz-Carlton, Riyadh',
  title: '2 nights in Riyadh',
  paymentExpiresAt: null,
  details: [{ label: 'Room', value: 'Executive Suite' }],
  actions: { pay: false, cancel: true, view: true },
})

/** A fake bookings index that records each request's body. */
function recordingIndex(answer: (body: BookingsIndexRequest) => ReturnType<typeof pageOf>) {
  const bodies: BookingsIndexRequest[] = []
  return {
    bodies,
    bookingsIndex: ({ body }: { body?: unknown }) => {
      bodies.push(body as BookingsIndexRequest)
      return answer(body as BookingsIndexRequest)
    },
  }
}

const choose = async (label: string, option: string) => {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`${label}$`) }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

const quoteOf = (booking: Booking) => ({
  quote: {
    uuid: booking.uuid,
    allowed: true,
    reason: null,
    rule: 'Refundable in full.',
    paid: booking.amount,
    fee: { amount: 0, currency: booking.amount.currency },
    refund: booking.amount,
    refundTo: 'card' as const,
    refundExpectedBy: '2026-11-27T15:10:00.000Z',
  },
})

describe('My Bookings', () => {
  it('sends a visitor to sign in and back', async () => {
    const app = await renderBookings('/bookings?tab=past', {}, { signedIn: false })
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'))
    const search = new URLSearchParams(app.router.state.location.searchStr)
    expect(search.get('signIn')).toBe('required')
    expect(search.get('redirect')).toBe('/bookings?tab=past')
  })

  it('shows Upcoming first and switches to Past', async () => {
    const index = recordingIndex((body) => pageOf(body.tab === 'past' ? [ritz] : [flight]))
    const app = await renderBookings('/bookings', index)
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bookings' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('article', { name: flight.title })).toBeTruthy()
    expect(index.bodies[0]).toEqual({ tab: 'upcoming', page: 1 })

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await screen.findByRole('article', { name: ritz.title })).toBeTruthy()
    expect(index.bodies.at(-1)).toEqual({ tab: 'past', page: 1 })
    expect(app.router.state.location.search).toEqual({ tab: 'past' })
  })

  it('filters by booking type and status, and resets the filters', async () => {
    const index = recordingIndex((body) => pageOf(body.type === 'hotel' ? [ritz] : [flight, ritz]))
    const app = await renderBookings('/bookings', index)
    await screen.findByRole('article', { name: flight.title })

    await choose('Booking type', 'Hotel')
    await waitFor(() => expect(screen.queryByRole('article', { name: flight.title })).toBeNull())
    await waitFor(() => expect(index.bodies.at(-1)).toEqual({ tab: 'upcoming', type: 'hotel', page: 1 }))

    await choose('Status', 'Confirmed')
    await waitFor(() =>
      expect(index.bodies.at(-1)).toEqual({ tab: 'upcoming', type: 'hotel', status: 'Confirmed', page: 1 }),
    )
    // The address follows the filters; on a loaded machine it may settle a moment after the request.
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ type: 'hotel', status: 'Confirmed' }),
    )

    await userEvent.click(await screen.findByRole('button', { name: 'Reset Filters' }))
    expect(await screen.findByRole('article', { name: flight.title })).toBeTruthy()
    await waitFor(() => expect(app.router.state.location.search).toEqual({}))
  })

  it('says No Record Found, with a way back when filters hide everything', async () => {
    await renderBookings('/bookings?status=Refunded', { bookingsIndex: () => pageOf([]) })
    expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeTruthy()
    expect(screen.getByText('No bookings match these filters.')).toBeTruthy()
    resetApp()
    await renderBookings('/bookings', { bookingsIndex: () => pageOf([]) })
    expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reset Filters' })).toBeNull()
  })

  it('pages through a long list', async () => {
    const second = testBooking({ title: 'Riyadh to Abha (RUH → AHB)' })
    const index = recordingIndex((body) =>
      pageOf(body.page === 2 ? [second] : [flight], { page: body.page ?? 1, total: 11, totalPages: 2 }),
    )
    await renderBookings('/bookings', index)
    await screen.findByRole('article', { name: flight.title })
    const pager = screen.getByRole('navigation', { name: 'Booking pages' })
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy()
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true)
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: second.title })).toBeTruthy()
    expect(index.bodies.at(-1)).toEqual({ tab: 'upcoming', page: 2 })
    expect(screen.getByText('Page 2 of 2')).toBeTruthy()
  })

  it('shows an error with a retry when the list does not load', async () => {
    let fail = true
    await renderBookings('/bookings', {
      bookingsIndex: () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline', endpoint: 'bookingsIndex' })
        return pageOf([flight])
      },
    })
    expect(await screen.findByRole('heading', { name: 'Data Load Error' })).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: flight.title })).toBeTruthy()
  })

  it('opens the booking details', async () => {
    await renderBookings('/bookings', {
      bookingsIndex: () => pageOf([ritz]),
      userBookingGet: () => ({
        booking: { ...ritz, details: [...ritz.details, { label: 'Guests', value: '2 adults' }] },
      }),
    })
    const card = await screen.findByRole('article', { name: ritz.title })
    await userEvent.click(within(card).getByRole('button', { name: 'View details' }))
    const dialog = await screen.findByRole('dialog', { name: ritz.title })
    expect(within(dialog).getByText('Executive Suite')).toBeTruthy()
    expect(await within(dialog).findByText('2 adults')).toBeTruthy()
    // A hotel booking's own page is its voucher.
    expect(within(dialog).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/hotel/booking-detail/${ritz.uuid}`,
    )
  })

  it('leads from a flight booking’s details to its own page', async () => {
    await renderBookings('/bookings', {
      bookingsIndex: () => pageOf([flight]),
      userBookingGet: () => ({ booking: flight }),
    })
    const card = await screen.findByRole('article', { name: flight.title })
    await userEvent.click(within(card).getByRole('button', { name: 'View details' }))
    const dialog = await screen.findByRole('dialog', { name: flight.title })
    expect(within(dialog).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/flights/booking-detail/${flight.uuid}`,
    )
  })

  it('cancels a hotel booking after a yes, and shows its new status', async () => {
    let cancelled = false
    const calls: unknown[] = []
    const refunded = {
      ...ritz,
      status: 'Refund In Progress' as const,
      actions: { pay: false, cancel: false, view: true },
    }
    await renderBookings('/bookings', {
      bookingsIndex: () => pageOf([cancelled ? refunded : ritz]),
      cancellationQuote: () => quoteOf(ritz),
      cancelBooking: ({ params, body }) => {
        calls.push({ params, body })
        cancelled = true
        return {
          booking: refunded,
          refund: {
            uuid: ritz.uuid,
            status: 'in_progress',
            fee: { amount: 0, currency: 'SAR' },
            refund: ritz.amount,
            refundTo: 'card',
            refundExpectedBy: '2026-11-27T15:10:00.000Z',
            refundedAt: null,
            steps: [],
          },
        }
      },
    })
    const card = await screen.findByRole('article', { name: ritz.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(await within(confirm).findByText('Refundable in full.')).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls).toEqual([])

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    await userEvent.click(await within(again).findByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByText('Your booking is cancelled')).toBeTruthy()
    expect(calls).toEqual([{ params: { uuid: ritz.uuid }, body: { expectedRefund: ritz.amount.amount } }])
    const updated = await screen.findByRole('article', { name: ritz.title })
    await waitFor(() => expect(within(updated).getByText('Refund In Progress')).toBeTruthy())
    expect(within(updated).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  it('keeps the dialog open and says why when the cancellation is refused', async () => {
    await renderBookings('/bookings', {
      bookingsIndex: () => pageOf([ritz]),
      cancellationQuote: () => quoteOf(ritz),
      cancelBooking: new ApiError({
        kind: 'http',
        status: 409,
        message: 'This booking can no longer be cancelled',
        endpoint: 'cancelBooking',
      }),
    })
    const card = await screen.findByRole('article', { name: ritz.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const confirm = await screen.findByRole('alertdialog')
    await userEvent.click(await within(confirm).findByRole('button', { name: 'Yes, cancel booking' }))
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'This booking can no longer be cancelled',
    )
  })
})
