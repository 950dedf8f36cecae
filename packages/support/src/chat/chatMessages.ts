import type { SupportMessage } from '@rihla/api-contract/support'

/**
 * A message as the chat shows it: one the server stored (`sent`), or one of ours still on its way
 * (`sending`) or refused (`failed`), whose id is local until the server answers with the stored one.
 */
export interface ChatMessage extends SupportMessage {
  delivery: 'sent' | 'sending' | 'failed'
  /** Why a send failed, in the user's language. */
  error?: string
}

export const localId = (clientId: string) => `local:${clientId}`

/** One sender's message, whichever copy of it: the optimistic one and the stored one share it. */
const senderKey = (message: SupportMessage) => `${message.author}\u0000${message.clientId}`

const order = (message: ChatMessage) =>
  // Ours still on the way go last, in the order they were written.
  message.delivery === 'sent' ? Date.parse(message.createdAt) : Number.POSITIVE_INFINITY

/**
 * The chat's messages with `incoming` merged in, oldest first. The server is the record: a stored
 * message replaces our copy of it (same id, or same sender and client id), so a message heard over the
 * channel, fetched after a reconnect and answered to the send is shown once. Later copies of a message
 * keep a read time an earlier one had.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly SupportMessage[]) {
  if (incoming.length === 0) return current as ChatMessage[]
  const byKey = new Map<string, ChatMessage>()
  for (const message of current) byKey.set(senderKey(message), message)
  for (const message of incoming) {
    const key = senderKey(message)
    const known = byKey.get(key)
    byKey.set(key, {
      ...message,
      readAt: message.readAt ?? (known?.delivery === 'sent' ? known.readAt : null),
      delivery: 'sent',
    })
  }
  const merged = [...byKey.values()]
  const position = new Map(current.map((message, index) => [senderKey(message), index]))
  return merged.sort(
    (a, b) =>
      order(a) - order(b) ||
      // Stored in one millisecond: keep the order we had, newcomers after.
      (position.get(senderKey(a)) ?? current.length) - (position.get(senderKey(b)) ?? current.length),
  )
}

/** Adds our own message on its way; a retry of one already there marks it sending again. */
export function addPending(current: readonly ChatMessage[], pending: ChatMessage) {
  const key = senderKey(pending)
  const existing = current.find((message) => senderKey(message) === key)
  if (existing?.delivery === 'sent') return current as ChatMessage[]
  return existing
    ? current.map((message) => (message === existing ? pending : message))
    : [...current, pending]
}

/** Marks our message refused (kept, with a retry), unless the server stored it meanwhile. */
export function markFailed(current: readonly ChatMessage[], clientId: string, error: string) {
  return current.map((message) =>
    message.id === localId(clientId) && message.delivery !== 'sent'
      ? { ...message, delivery: 'failed' as const, error }
      : message,
  )
}

/** The other side read these messages. */
export function markRead(current: readonly ChatMessage[], messageIds: readonly string[], readAt: string) {
  const read = new Set(messageIds)
  return current.map((message) => (read.has(message.id) ? { ...message, readAt } : message))
}

/** The newest message the server stored: where a reconnecting chat asks to continue from. */
export const lastStoredId = (messages: readonly ChatMessage[]) =>
  messages.findLast((message) => message.delivery === 'sent')?.id

/** The oldest message held: where the next page of history ends. */
export const firstStoredId = (messages: readonly ChatMessage[]) =>
  messages.find((message) => message.delivery === 'sent')?.id
