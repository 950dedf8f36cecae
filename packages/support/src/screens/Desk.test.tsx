import { SUPPORT_DESK_CHANNEL, SUPPORT_EVENTS } from '@rihla/api-contract/support'
import { ApiError } from '@rihla/api-clients'
import { REALTIME_SUBSCRIBED } from '@rihla/core/realtime'
import type * as RealtimeModule from '@rihla/core/realtime'
import { resetApp, testUser } from '@rihla/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSupport, testBooking, testDeskRequest } from '../testing/fixtures'

// The agents' channel, as the desk listens to it: a test pushes events through these handlers.
const deskChannel = vi.hoisted(() => new Map<string, (data: unknown) => void>())
vi.mock('@rihla/core/realtime', async (original) => ({
  ...(await original<typeof RealtimeModule>()),
  useRealtimeChannelEvent: (name: string | null, event: string, handler: (data: unknown) => void) => {
    if (name === 'private-agent-desk') deskChannel.set(event, handler)
  },
}))

afterEach(() => {
  resetApp()
  deskChannel.clear()
})

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

  it('shows a request the moment the agents’ channel says the queue changed, and again after a reconnect', async () => {
    expect(SUPPORT_DESK_CHANNEL).toBe('private-agent-desk')
    let requests = [testDeskRequest()]
    await renderSupport('/support/desk', { deskQueue: () => ({ requests }) })
    expect(await screen.findAllByRole('article')).toHaveLength(1)

    const newer = testDeskRequest({ id: '0b6f3f4e-0000-4000-8000-000000000002', ticketNumber: 'RS-000043' })
    requests = [...requests, newer]
    act(() => deskChannel.get(SUPPORT_EVENTS.queue)?.({ requestId: newer.id }))
    expect(await screen.findByRole('article', { name: /RS-000043/ })).toBeTruthy()

    // Whatever changed while the connection was down is read once it is subscribed again.
    requests = [newer]
    act(() => deskChannel.get(REALTIME_SUBSCRIBED)?.(undefined))
    await waitFor(() => expect(screen.queryByRole('article', { name: /RS-000042/ })).toBeNull())
    expect(screen.getAllByRole('article')).toHaveLength(1)
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
