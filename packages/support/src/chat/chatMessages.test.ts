import type { SupportMessage } from '@rihla/api-contract/support'
import { describe, expect, it } from 'vitest'
import {
  addPending,
  firstStoredId,
  lastStoredId,
  localId,
  markFailed,
  markRead,
  mergeMessages,
} from './chatMessages'
import type { ChatMessage } from './chatMessages'

const REQUEST = '0b6f3f4e-0000-4000-8000-000000000001'
let serial = 0

function stored(overrides: Partial<SupportMessage> = {}): SupportMessage {
  serial += 1
  return {
    id: `7c1e2d3f-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    requestId: REQUEST,
    clientId: `client-${serial}`,
    author: 'agent',
    body: `Message ${serial}`,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, 0, serial)).toISOString(),
    readAt: null,
    ...overrides,
  }
}

const pending = (clientId: string, body = 'On its way'): ChatMessage => ({
  id: localId(clientId),
  requestId: REQUEST,
  clientId,
  author: 'traveller',
  body,
  attachments: [],
  createdAt: new Date(Date.UTC(2026, 10, 27, 9, 0, 0)).toISOString(),
  readAt: null,
  delivery: 'sending',
})

const bodies = (messages: readonly ChatMessage[]) => messages.map((message) => message.body)

describe('mergeMessages', () => {
  it('orders messages by when the server stored them, whatever order they arrive in', () => {
    const [a, b, c] = [stored(), stored(), stored()]
    const merged = mergeMessages(mergeMessages([], [c]), [a, b])
    expect(bodies(merged)).toEqual([a.body, b.body, c.body])
    expect(merged.every((message) => message.delivery === 'sent')).toBe(true)
  })

  it('shows a message heard twice (pushed, then fetched after a reconnect) once', () => {
    const [a, b] = [stored(), stored()]
    const pushed = mergeMessages(mergeMessages([], [a]), [b])
    const caughtUp = mergeMessages(pushed, [b, stored({ ...b, body: b.body })])
    expect(caughtUp.map((message) => message.id)).toEqual([a.id, b.id])
  })

  it("replaces our copy of a message with the server's, by client id, and keeps it in its place", () => {
    const theirs = stored()
    let messages = mergeMessages([], [theirs])
    messages = addPending(messages, pending('mine-1', 'Hello'))
    expect(messages.at(-1)!.delivery).toBe('sending')
    const answer = stored({ clientId: 'mine-1', author: 'traveller', body: 'Hello' })
    // The channel's copy and the send's answer both arrive: one message.
    messages = mergeMessages(messages, [answer])
    messages = mergeMessages(messages, [answer])
    expect(messages.map((message) => [message.id, message.delivery])).toEqual([
      [theirs.id, 'sent'],
      [answer.id, 'sent'],
    ])
  })

  it('keeps our messages still on their way after every stored one', () => {
    const first = stored()
    let messages = addPending(mergeMessages([], [first]), pending('mine-2'))
    const later = stored()
    messages = mergeMessages(messages, [later])
    expect(messages.map((message) => message.id)).toEqual([first.id, later.id, localId('mine-2')])
  })

  it('tells apart two sides that used the same client id', () => {
    const agents = stored({ clientId: 'same', author: 'agent' })
    const travellers = stored({ clientId: 'same', author: 'traveller' })
    expect(mergeMessages([], [agents, travellers])).toHaveLength(2)
  })

  it('keeps a read time a later copy of the message lacks', () => {
    const message = stored({ author: 'traveller' })
    const read = markRead(mergeMessages([], [message]), [message.id], '2026-11-27T11:00:00.000Z')
    expect(mergeMessages(read, [message])[0]!.readAt).toBe('2026-11-27T11:00:00.000Z')
  })

  it('pages history upward: an older page goes before what is shown', () => {
    const recent = [stored(), stored()]
    const older = [
      stored({ createdAt: '2026-11-26T08:00:00.000Z' }),
      stored({ createdAt: '2026-11-26T09:00:00.000Z' }),
    ]
    const messages = mergeMessages(mergeMessages([], recent), older)
    expect(messages.map((message) => message.id)).toEqual([...older, ...recent].map((message) => message.id))
    expect(firstStoredId(messages)).toBe(older[0]!.id)
    expect(lastStoredId(addPending(messages, pending('mine-3')))).toBe(recent[1]!.id)
  })
})

describe('our own sends', () => {
  it('marks a refused send failed with the reason, and a retry marks it sending again', () => {
    let messages = addPending([], pending('mine-4'))
    messages = markFailed(messages, 'mine-4', 'No connection')
    expect(messages[0]).toMatchObject({ delivery: 'failed', error: 'No connection' })
    messages = addPending(messages, pending('mine-4'))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.delivery).toBe('sending')
  })

  it('never marks failed, nor re-adds, a message the server has stored meanwhile', () => {
    const answer = stored({ clientId: 'mine-5', author: 'traveller' })
    let messages = mergeMessages(addPending([], pending('mine-5')), [answer])
    messages = markFailed(messages, 'mine-5', 'Timed out')
    messages = addPending(messages, pending('mine-5'))
    expect(messages).toEqual([{ ...answer, delivery: 'sent' }])
  })
})
