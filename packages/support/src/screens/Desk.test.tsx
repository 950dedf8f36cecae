import { ApiError } from '@rihla/api-clients'
import { resetApp, testUser } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSupport, testBooking, testDeskRequest } from '../testing/fixtures'

afterEach(() => resetApp())

describe('the support desk', () => {
  it("shows a non-agent the server's refusal and no queue", async () => {
    await renderSupport('/support/desk', {
      deskQueue: new ApiError({
        kind: 'http',
        status: 403,
        message: 'Only support agents can do this',
        endpoint: 'deskQueue',
      }),
    })
    expect(await screen.findByText('Only support agents can do this')).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByRole('button', { name: /Status$/ })).toBeNull()
  })

  it('lists the queue with filters, and assigns a request to the agent', async () => {
    const queries: unknown[] = []
    let assignee: { id: string; name: string } | null = null
    const assign = vi.fn(() => {
      assignee = { id: testUser.id, name: testUser.name }
      return { request: testDeskRequest({ assignee }) }
    })
    const app = await renderSupport('/support/desk', {
      deskQueue: ({ query }) => {
        queries.push(query)
        return { requests: [testDeskRequest({ assignee })] }
      },
      deskAssign: assign,
    })
    const card = await screen.findByRole('article', { name: /RS-000042/ })
    expect(within(card).getByText('Unassigned')).toBeTruthy()
    expect(within(card).getByText('Sara Alharbi')).toBeTruthy()
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to me, RS-000042' }))
    expect(await within(card).findByText('Assigned to you')).toBeTruthy()
    expect(assign).toHaveBeenCalledWith({ params: { id: '0b6f3f4e-0000-4000-8000-000000000001' } })

    await userEvent.click(screen.getByRole('button', { name: /Issue$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Cancellation and refund' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ issue: 'cancellation_refund' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ issue: 'cancellation_refund', assigned: 'any' }))
  })

  it('approves a cancellation at the quoted refund, after showing fee, refund and where it goes', async () => {
    const request = testDeskRequest({ issue: 'cancellation_refund' })
    const approve = vi.fn((_input: unknown) => ({
      request,
      booking: testBooking({ status: 'Refund In Progress' }),
      refund: {
        uuid: request.booking.uuid,
        status: 'in_progress' as const,
        fee: { amount: 2_000, currency: 'SAR' },
        refund: { amount: 10_000, currency: 'SAR' },
        refundTo: 'card' as const,
        refundExpectedBy: '2026-12-05T00:00:00.000Z',
        refundedAt: null,
        steps: [],
      },
    }))
    let booking = testBooking()
    await renderSupport(`/support/desk/${request.id}`, {
      deskThread: () => ({ request, booking, messages: [], hasMore: false }),
      deskCannedReplies: () => ({ replies: [] }),
      deskCancellationQuote: () => ({
        quote: {
          uuid: request.booking.uuid,
          allowed: true,
          reason: null,
          rule: 'Cancel up to 24 hours before departure for a fee of SAR 20.',
          paid: { amount: 12_000, currency: 'SAR' },
          fee: { amount: 2_000, currency: 'SAR' },
          refund: { amount: 10_000, currency: 'SAR' },
          refundTo: 'card' as const,
          refundExpectedBy: '2026-12-05T00:00:00.000Z',
        },
      }),
      deskApproveCancellation: (input) => {
        booking = testBooking({ status: 'Refund In Progress' })
        return approve(input)
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Approve cancellation' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the cancellation?' })
    expect(await within(dialog).findByText('The card used to pay')).toBeTruthy()
    expect(within(dialog).getByText('SAR 20')).toBeTruthy()
    expect(within(dialog).getByText('SAR 100')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking and refund' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(approve).toHaveBeenCalledWith({
      params: { id: request.id },
      body: { expectedRefund: 10_000 },
    })
    expect(await screen.findByText('Refund In Progress')).toBeTruthy()
  })
})
