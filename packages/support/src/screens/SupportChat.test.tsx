import { SUPPORT_EVENTS } from '@rihla/api-contract/support'
import type { SupportMessage } from '@rihla/api-contract/support'
import { ApiError } from '@rihla/api-clients'
import { REALTIME_SUBSCRIBED } from '@rihla/core/realtime'
import type * as RealtimeModule from '@rihla/core/realtime'
import { resetApp } from '@rihla/core/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSupport, testMessage, testRequest } from '../testing/fixtures'

// The request's channel, as the chat listens to it: each test pushes events through these handlers.
const channel = vi.hoisted(() => new Map<string, (data: unknown) => void>())
vi.mock('@rihla/core/realtime', async (original) => ({
  ...(await original<typeof RealtimeModule>()),
  useRealtimeChannelEvent: (name: string | null, event: string, handler: (data: unknown) => void) => {
    if (name === 'private-support-0b6f3f4e-0000-4000-8000-000000000001') channel.set(event, handler)
  },
}))

afterEach(() => {
  resetApp()
  channel.clear()
})

const push = (event: string, data?: unknown) => act(() => channel.get(event)?.(data))
const PATH = '/support/chat/0b6f3f4e-0000-4000-8000-000000000001'
const log = () => screen.getByRole('log', { name: 'Messages' })
const findLog = () => screen.findByRole('log', { name: 'Messages' })

interface Sent {
  clientId: string
  body: string
  attachmentIds: string[]
}

/** A server that stores each clientId once, as the real one does. */
function server(history: SupportMessage[], request = testRequest()) {
  const sends: Sent[] = []
  const stored = new Map<string, SupportMessage>()
  const handlers = {
    supportThread: vi.fn((input: { query?: unknown }) => {
      const query = input.query as { after?: string } | undefined
      if (query?.after) {
        const index = history.findIndex((message) => message.id === query.after)
        return { request, messages: history.slice(index + 1), hasMore: false }
      }
      return { request, messages: history, hasMore: false }
    }),
    supportSend: vi.fn(({ body }: { body?: unknown }) => {
      const sent = body as Sent
      sends.push(sent)
      const message =
        stored.get(sent.clientId) ??
        testMessage({ author: 'traveller', clientId: sent.clientId, body: sent.body })
      stored.set(sent.clientId, message)
      return { message }
    }),
    supportRead: vi.fn(() => ({ read: 1 })),
    supportTyping: vi.fn(() => ({ sent: true })),
  }
  return { handlers, sends, stored }
}

describe('the support chat', () => {
  it("shows the request, its booking and its messages, each body in its own direction, and reads the agent's", async () => {
    const first = testMessage({
      author: 'traveller',
      body: 'Please move my trip.',
      readAt: '2026-11-27T10:05:00.000Z',
    })
    const reply = testMessage({ body: 'حسنًا، سأتحقق من ذلك' })
    const bilingual = testMessage({ body: 'Your booking is cancelled.\n\nتم إلغاء حجزك.' })
    const { handlers } = server([first, reply, bilingual])
    await renderSupport(PATH, handlers)
    expect(await screen.findByRole('heading', { level: 1, name: 'Change my booking RS-000042' })).toBeTruthy()
    expect(screen.getByText('Riyadh to Dammam')).toBeTruthy()
    const messages = within(log())
    expect(messages.getByText('حسنًا، سأتحقق من ذلك').getAttribute('dir')).toBe('auto')
    // A message in two languages: each paragraph takes its own direction.
    expect(messages.getByText('Your booking is cancelled.').getAttribute('dir')).toBe('auto')
    expect(messages.getByText('تم إلغاء حجزك.').getAttribute('dir')).toBe('auto')
    expect(messages.getByText('Read')).toBeTruthy()
    await waitFor(() => expect(handlers.supportRead).toHaveBeenCalledOnce())
  })

  it('sends with Enter under a fresh client id, shows it at once, and once when the channel echoes it', async () => {
    const { handlers, sends, stored } = server([testMessage({ author: 'traveller', body: 'Hello' })])
    await renderSupport(PATH, handlers)
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line')
    expect(sends).toHaveLength(0)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(sends).toHaveLength(1))
    expect(sends[0]).toMatchObject({ body: 'First line\nsecond line', attachmentIds: [] })
    expect(sends[0]!.clientId).toMatch(/^[0-9a-f-]{36}$/)
    expect((box as HTMLTextAreaElement).value).toBe('')
    // The same message comes back over the channel: still one.
    push(SUPPORT_EVENTS.message, stored.get(sends[0]!.clientId))
    await waitFor(() => expect(within(log()).getAllByText(/First line/)).toHaveLength(1))
    expect(within(log()).getAllByText('Sent')).toHaveLength(2)
  })

  it('keeps a refused send with its reason, and a retry sends the same client id again', async () => {
    const { handlers, sends } = server([])
    let failures = 1
    const failing = {
      ...handlers,
      supportSend: vi.fn((input: { body?: unknown }) => {
        if (failures-- > 0) {
          sends.push(input.body as Sent)
          // As the real client does: a failed call is a rejected promise.
          return Promise.reject(
            new ApiError({ kind: 'network', message: 'offline', endpoint: 'supportSend' }),
          ) as never
        }
        return handlers.supportSend(input)
      }),
    }
    await renderSupport(PATH, failing)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}')
    expect(
      await within(log()).findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeTruthy()
    await userEvent.click(within(log()).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(log()).getByText('Sent')).toBeTruthy())
    expect(sends).toHaveLength(2)
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId)
    expect(within(log()).getAllByText('Are you there?')).toHaveLength(1)
  })

  it('after the channel is subscribed again, fetches what came after the last message and merges it by id', async () => {
    const history = [
      testMessage({ author: 'traveller', body: 'Any news?' }),
      testMessage({ body: 'Working on it.' }),
    ]
    const { handlers } = server(history)
    await renderSupport(PATH, handlers)
    await within(await findLog()).findByText('Working on it.')
    // Two replies while the connection was down; the first of them also arrived pushed.
    const missed = [testMessage({ body: 'Your trip is moved.' }), testMessage({ body: 'Anything else?' })]
    history.push(...missed)
    push(SUPPORT_EVENTS.message, missed[0])
    push(REALTIME_SUBSCRIBED)
    await within(log()).findByText('Anything else?')
    // The pushed one is the last the chat holds: it asks for what came after it.
    expect(handlers.supportThread).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { after: missed[0]!.id } }),
    )
    expect(within(log()).getAllByText('Your trip is moved.')).toHaveLength(1)
    const bodies = within(log())
      .getAllByRole('article')
      .map((article) => article.querySelector('p[dir="auto"]')?.textContent)
    expect(bodies).toEqual(['Any news?', 'Working on it.', 'Your trip is moved.', 'Anything else?'])
  })

  it('pages history upward from the oldest message shown', async () => {
    const recent = testMessage({ body: 'Latest' })
    const older = testMessage({ body: 'Older', createdAt: '2026-11-20T08:00:00.000Z' })
    const { handlers } = server([recent])
    handlers.supportThread = vi.fn((input: { query?: unknown }) =>
      (input.query as { before?: string } | undefined)?.before
        ? { request: testRequest(), messages: [older], hasMore: false }
        : { request: testRequest(), messages: [recent], hasMore: true },
    )
    await renderSupport(PATH, handlers)
    await userEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }))
    await within(log()).findByText('Older')
    expect(handlers.supportThread).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { before: recent.id } }),
    )
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull()
  })

  it("shows the agent typing, and the agent's read and status as they happen", async () => {
    const mine = testMessage({ author: 'traveller', body: 'Thanks' })
    const { handlers } = server([mine])
    await renderSupport(PATH, handlers)
    await within(await findLog()).findByText('Thanks')
    push(SUPPORT_EVENTS.typing, { requestId: mine.requestId, author: 'agent' })
    expect(screen.getByText('Agent is typing…')).toBeTruthy()
    push(SUPPORT_EVENTS.read, {
      requestId: mine.requestId,
      author: 'traveller',
      messageIds: [mine.id],
      readAt: '2026-11-27T11:00:00.000Z',
    })
    expect(within(log()).getByText('Read')).toBeTruthy()
    push(SUPPORT_EVENTS.status, { requestId: mine.requestId, status: 'closed' })
    expect(await screen.findByText('This request is closed. Reopen it to write to us again.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
  })

  it('keeps a closed request read-only until the traveller reopens it', async () => {
    const closed = testRequest({ status: 'closed' })
    const { handlers } = server([testMessage()], closed)
    const reopen = vi.fn(() => ({ request: { ...closed, status: 'open' as const } }))
    await renderSupport(PATH, { ...handlers, supportReopen: reopen })
    await screen.findByText('This request is closed. Reopen it to write to us again.')
    expect(screen.getByText('Closed')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }))
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy()
    expect(reopen).toHaveBeenCalledOnce()
    expect(screen.getByText('Open')).toBeTruthy()
  })
})
