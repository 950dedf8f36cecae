import {
  SUPPORT_EVENTS,
  supportChannelName,
  supportMessageSchema,
  supportReadEventSchema,
  supportStatusEventSchema,
  supportTypingEventSchema,
} from '@rihla/api-contract/support'
import type { SupportAttachment, SupportMessage, SupportStatus } from '@rihla/api-contract/support'
import { REALTIME_SUBSCRIBED, useRealtimeChannelEvent } from '@rihla/core/realtime'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatApi } from './chatApi'
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

/** How long "is typing…" shows after the other side's last keystroke signal. */
export const TYPING_SHOWN_MS = 4000
/** Our typing signals go out at most this often. */
export const TYPING_THROTTLE_MS = 2500

export interface UseChatOptions {
  requestId: string
  api: ChatApi
  /** The thread's first page, as the screen loaded it. */
  initial: { messages: SupportMessage[]; hasMore: boolean }
  /** The request's status moved (either side, or the server after a message). */
  onStatus: (status: SupportStatus) => void
  /** The message a failed send shows, in the user's language. */
  describeError: (error: unknown) => string
  /** Our side read the other's messages (counts elsewhere, such as the user menu's, go down). */
  onRead?: () => void
}

interface Outgoing {
  body: string
  attachments: SupportAttachment[]
}

/**
 * A request's live chat, for either side: history paged upward, messages sent optimistically under a
 * client id (a retry reuses it, so the server stores it once), the other side's messages, reads and
 * typing over the request's channel, and a catch-up after a dropped connection that asks for what came
 * after the last stored message and merges it by id.
 */
export function useChat({ requestId, api, initial, onStatus, describeError, onRead }: UseChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => mergeMessages([], initial.messages))
  const [hasOlder, setHasOlder] = useState(initial.hasMore)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderError, setOlderError] = useState<string | null>(null)
  const [otherTyping, setOtherTyping] = useState(false)
  const latest = useRef(messages)
  useEffect(() => {
    latest.current = messages
  }, [messages])
  const outgoing = useRef(new Map<string, Outgoing>())
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastTypingSent = useRef(0)
  const channel = supportChannelName(requestId)
  const other = api.role === 'agent' ? 'traveller' : 'agent'

  const receive = useCallback((incoming: SupportMessage[]) => {
    setMessages((current) => mergeMessages(current, incoming))
  }, [])

  /** Reads the other side's messages while the page is in view; the server says which it marked. */
  const readPending = useRef(false)
  const markSeen = useCallback(() => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
    const unread = latest.current.some((message) => message.author === other && message.readAt === null)
    if (!unread || readPending.current) return
    readPending.current = true
    api
      .read()
      .then(() => onRead?.())
      .catch(() => undefined)
      .finally(() => {
        readPending.current = false
      })
  }, [api, other, onRead])

  useEffect(() => {
    markSeen()
  }, [messages, markSeen])
  useEffect(() => {
    document.addEventListener('visibilitychange', markSeen)
    return () => document.removeEventListener('visibilitychange', markSeen)
  }, [markSeen])

  const deliver = useCallback(
    (clientId: string) => {
      const message = outgoing.current.get(clientId)
      if (!message) return
      api
        .send({ clientId, body: message.body, attachmentIds: message.attachments.map((file) => file.id) })
        .then(
          (stored) => {
            outgoing.current.delete(clientId)
            receive([stored])
          },
          (error: unknown) => setMessages((current) => markFailed(current, clientId, describeError(error))),
        )
    },
    [api, receive, describeError],
  )

  const queue = useCallback(
    (clientId: string) => {
      const message = outgoing.current.get(clientId)
      if (!message) return
      setMessages((current) =>
        addPending(current, {
          id: localId(clientId),
          requestId,
          clientId,
          author: api.role,
          body: message.body,
          attachments: message.attachments,
          createdAt: new Date().toISOString(),
          readAt: null,
          delivery: 'sending',
        }),
      )
      deliver(clientId)
    },
    [api.role, deliver, requestId],
  )

  const send = useCallback(
    (body: string, attachments: SupportAttachment[] = []) => {
      const clientId = crypto.randomUUID()
      outgoing.current.set(clientId, { body, attachments })
      queue(clientId)
    },
    [queue],
  )

  /** What happened while the connection was down: everything after the last stored message, page by page. */
  const catchingUp = useRef(false)
  const catchUp = useCallback(async () => {
    if (catchingUp.current) return
    catchingUp.current = true
    try {
      for (;;) {
        const after = lastStoredId(latest.current)
        const page = await api.history(after ? { after } : {})
        receive(page.messages)
        latest.current = mergeMessages(latest.current, page.messages)
        if (!after || !page.hasMore || page.messages.length === 0) break
      }
      // Our sends that failed while offline go again, under the same client ids.
      for (const message of latest.current) if (message.delivery === 'failed') queue(message.clientId)
    } catch {
      // Still offline: the next reconnect tries again.
    } finally {
      catchingUp.current = false
    }
  }, [api, queue, receive])

  useRealtimeChannelEvent(channel, SUPPORT_EVENTS.message, (data) => {
    const message = supportMessageSchema.safeParse(data)
    if (!message.success || message.data.requestId !== requestId) return
    receive([message.data])
    if (message.data.author === other) {
      clearTimeout(typingTimer.current)
      setOtherTyping(false)
    }
  })
  useRealtimeChannelEvent(channel, SUPPORT_EVENTS.read, (data) => {
    const event = supportReadEventSchema.safeParse(data)
    if (event.success) setMessages((current) => markRead(current, event.data.messageIds, event.data.readAt))
  })
  useRealtimeChannelEvent(channel, SUPPORT_EVENTS.status, (data) => {
    const event = supportStatusEventSchema.safeParse(data)
    if (event.success) onStatus(event.data.status)
  })
  useRealtimeChannelEvent(channel, SUPPORT_EVENTS.typing, (data) => {
    const event = supportTypingEventSchema.safeParse(data)
    if (!event.success || event.data.author !== other) return
    setOtherTyping(true)
    clearTimeout(typingTimer.current)
    typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS)
  })
  // Subscribed (first, or again after a drop): what came between loading the thread and listening.
  useRealtimeChannelEvent(channel, REALTIME_SUBSCRIBED, () => void catchUp())
  useEffect(() => {
    const online = () => void catchUp()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(typingTimer.current)
    }
  }, [catchUp])

  const loadOlder = useCallback(async () => {
    const before = firstStoredId(latest.current)
    if (!before) return
    setLoadingOlder(true)
    setOlderError(null)
    try {
      const page = await api.history({ before })
      receive(page.messages)
      setHasOlder(page.hasMore)
    } catch (error) {
      setOlderError(describeError(error))
    } finally {
      setLoadingOlder(false)
    }
  }, [api, receive, describeError])

  const typing = useCallback(() => {
    const now = Date.now()
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return
    lastTypingSent.current = now
    api.typing().catch(() => undefined)
  }, [api])

  return {
    messages,
    hasOlder,
    loadingOlder,
    olderError,
    otherTyping,
    send,
    retry: queue,
    loadOlder,
    typing,
    catchUp,
  }
}
