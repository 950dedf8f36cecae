import { ApiError } from '@rihla/api-clients'
import type { Booking } from '@rihla/api-contract/bookings'
import type { CancellationQuote } from '@rihla/api-contract/cancellation'
import { localeRoute } from '@rihla/core/routing'
import { renderApp, resetApp, siteHandlers, storeSignedInUser, testRouteTree } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import { createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bookingFlowCatalog } from '../catalog'
import { BookingCancellation } from './BookingCancellation'
import { UUID, notAllowedQuote, testBooking, testQuote, testRefund } from './fixtures'

afterEach(() => resetApp())
vi.setConfig({ testTimeout: 15_000 })

let shown: Booking = testBooking
const bookingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'booking',
  component: () => <BookingCancellation booking={shown} />,
})
const routeTree = testRouteTree({ bookingRoute })

async function show(booking: Booking, handlers: FakeHandlers, path = '/booking') {
  shown = booking
  storeSignedInUser()
  return renderApp(path, {
    routeTree,
    handlers: { ...siteHandlers(), ...handlers },
    catalogs: [bookingFlowCatalog],
  })
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
  return screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
}

describe('CancelBooking', () => {
  it('shows the fare rule, what was paid, the fee, the refund and where it goes, then cancels at that refund', async () => {
    const sent: unknown[] = []
    const { calls } = await show(testBooking, {
      cancellationQuote: () => ({ quote: testQuote() }),
      cancelBooking: ({ body }) => {
        sent.push(body)
        return {
          booking: {
            ...testBooking,
            status: 'Refund In Progress',
            actions: { pay: false, cancel: false, view: true },
          },
          refund: testRefund(),
        }
      },
    })
    const dialog = await openDialog()
    expect(await within(dialog).findByText(/less a 25% cancellation charge/)).toBeTruthy()
    const figures = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\s/g, ' '))
    expect(figures).toEqual([
      'Paid: SAR 400',
      'Cancellation fee: SAR 100',
      'Refund: SAR 300',
      'Refunded to: The card you paid with',
      expect.stringMatching(/^Expected by: 27 Nov 2026/),
    ])
    expect(calls.find((call) => call.name === 'cancellationQuote')?.input).toEqual({ params: { uuid: UUID } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    await waitFor(() => expect(sent).toEqual([{ expectedRefund: 30_000 }]))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('cancels an unpaid booking with nothing to charge or refund', async () => {
    const sent: unknown[] = []
    const unpaid = { ...testBooking, status: 'Pending' as const, paid: false }
    const nothing = { amount: 0, currency: 'SAR' }
    await show(unpaid, {
      cancellationQuote: () => ({
        quote: testQuote({
          paid: nothing,
          fee: nothing,
          refund: nothing,
          refundTo: null,
          refundExpectedBy: null,
        }),
      }),
      cancelBooking: ({ body }) => {
        sent.push(body)
        return { booking: { ...unpaid, status: 'Cancelled' }, refund: testRefund({ status: 'none' }) }
      },
    })
    const dialog = await openDialog()
    expect(
      await within(dialog).findByText('You have not paid for this booking, so nothing will be charged.'),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    await waitFor(() => expect(sent).toEqual([{ expectedRefund: 0 }]))
  })

  it('says a fare cannot be cancelled online, why, and leads to a support request', async () => {
    await show(testBooking, { cancellationQuote: () => ({ quote: notAllowedQuote }) }, '/ar/booking')
    await userEvent.click(await screen.findByRole('button', { name: 'إلغاء الحجز' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد إلغاء هذا الحجز؟' })
    expect(await within(dialog).findByText(notAllowedQuote.reason!)).toBeTruthy()
    const link = within(dialog).getByRole('link', { name: 'اطلب من فريق الدعم إلغاءه' })
    expect(link.getAttribute('href')).toBe(`/ar/support/create?order=${UUID}&issue=cancellation_refund`)
    expect(within(dialog).queryByRole('button', { name: 'نعم، ألغِ الحجز' })).toBeNull()
  })

  it('reads the quote again when the refund changed, and says so', async () => {
    let quote: CancellationQuote = testQuote()
    const sent: unknown[] = []
    const changed = 'The refund for this booking has changed. Please check it again before cancelling.'
    await show(testBooking, {
      cancellationQuote: () => ({ quote }),
      cancelBooking: ({ body }) => {
        sent.push(body)
        quote = testQuote({
          fee: { amount: 20_000, currency: 'SAR' },
          refund: { amount: 20_000, currency: 'SAR' },
        })
        throw new ApiError({ kind: 'http', status: 409, message: changed, endpoint: 'cancelBooking' })
      },
    })
    const dialog = await openDialog()
    await within(dialog).findByText('SAR 300')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', changed)
    expect(await within(dialog).findAllByText('SAR 200')).toHaveLength(2)
    expect(sent).toEqual([{ expectedRefund: 30_000 }])
  })
})

describe('RefundTracker', () => {
  it('shows the steps with their times and who took them, the amount, where it goes and by when', async () => {
    await show(
      { ...testBooking, status: 'Refund In Progress', actions: { pay: false, cancel: false, view: true } },
      { refundTracker: () => ({ refund: testRefund() }) },
    )
    const steps = await screen.findAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Cancelled27 Nov 2026.*by you$/),
      expect.stringMatching(/^Refund In Progress27 Nov 2026.*by you$/),
      'RefundedNot yet',
    ])
    expect(screen.getByText('SAR 300')).toBeTruthy()
    expect(screen.getByText('The card you paid with')).toBeTruthy()
    expect(screen.getByText(/^27 Nov 2026/, { selector: 'dd' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })
})
