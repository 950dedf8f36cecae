import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOKING_UUID, renderSupport, testBooking, testRequest } from '../testing/fixtures'

afterEach(() => resetApp())

const bookings = () => ({
  bookings: [
    testBooking(),
    testBooking({
      uuid: '3f6c2a1e-8b4d-4c7a-9e2f-000000000100',
      type: 'hotel',
      orderId: 'RH-TEST-04',
      title: '2 nights in Riyadh',
      travelDate: '2026-12-09T12:00:00.000Z',
    }),
  ],
  page: 1,
  pageSize: 50,
  total: 2,
  totalPages: 1,
})

describe('a new support request', () => {
  it("says what is missing in the spec's words, and sends nothing", async () => {
    const create = vi.fn(() => ({ request: testRequest() }))
    await renderSupport('/support/create', { userBookingsAll: bookings, supportCreate: create })
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3))
    expect(create).not.toHaveBeenCalled()
  })

  it('names each booking by type, route or name, order id and date', async () => {
    await renderSupport('/support/create', { userBookingsAll: bookings })
    await userEvent.click(await screen.findByRole('button', { name: /Booking$/ }))
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Bus · Riyadh to Dammam · RH-TEST-06 · 3 Dec 2026',
      'Hotel · 2 nights in Riyadh · RH-TEST-04 · 9 Dec 2026',
    ])
  })

  it('starts from the booking and issue in the address, uploads a file first, and opens the new chat', async () => {
    const create = vi.fn(() => ({ request: testRequest({ issue: 'cancellation_refund' }) }))
    const upload = vi.fn((input: { query?: unknown }) => ({
      attachment: {
        id: '9a1b2c3d-0000-4000-8000-000000000001',
        name: (input.query as { name: string }).name,
        type: 'application/pdf' as const,
        size: 2048,
      },
    }))
    const app = await renderSupport(`/support/create?order=${BOOKING_UUID}&issue=cancellation_refund`, {
      userBookingsAll: bookings,
      supportCreate: create,
      supportUpload: upload,
      supportThread: () => ({ request: testRequest(), messages: [], hasMore: false }),
    })
    expect(await screen.findByRole('button', { name: /Cancellation and refund/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Riyadh to Dammam/ })).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Please cancel it.')
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('Uploaded')).toBeTruthy()
    expect(upload).toHaveBeenCalledWith({ query: { name: 'ticket.pdf' } })
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/support/chat/0b6f3f4e-0000-4000-8000-000000000001'),
    )
    expect(create).toHaveBeenCalledWith({
      body: {
        issue: 'cancellation_refund',
        order: 'RH-TEST-06',
        description: 'Please cancel it.',
        attachmentIds: ['9a1b2c3d-0000-4000-8000-000000000001'],
      },
    })
  })

  it("shows the server's reason for a refused file, and its field message for a refused order", async () => {
    await renderSupport('/support/create?issue=other', {
      userBookingsAll: bookings,
      supportUpload: new ApiError({
        kind: 'http',
        status: 413,
        message: 'Files can be up to 5 MB',
        endpoint: 'supportUpload',
      }),
      supportCreate: new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid input',
        endpoint: 'supportCreate',
        fieldErrors: { order: 'This order is not one of your bookings' },
      }),
    })
    await screen.findByRole('button', { name: 'Send request' })
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['x'], 'huge.png', { type: 'image/png' }))
    expect(await screen.findByText('Files can be up to 5 MB')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: /Booking$/ }))
    await userEvent.click(await screen.findByRole('option', { name: /Riyadh to Dammam/ }))
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Where is my refund?')
    await userEvent.click(screen.getByRole('button', { name: 'Remove huge.png' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('This order is not one of your bookings')).toBeTruthy()
  })
})
