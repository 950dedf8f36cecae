import { SUPPORT_DESK_CHANNEL, SUPPORT_EVENTS, supportChannelName } from '@rihla/api-contract/support'
import type { SupportAuthor, SupportMessage, SupportStatus } from '@rihla/api-contract/support'
import type { UserEvents } from '../../realtime/userEvents'

interface Target {
  id: string
  userId: string
}

const on = (userEvents: UserEvents, request: Target, event: string, data: unknown) =>
  userEvents.publish({ userId: request.userId, channel: supportChannelName(request.id), event, data })

/** Tells the desk a request's place in the queue may have changed (not what changed: agents re-read). */
const toDesk = (userEvents: UserEvents, request: Target) =>
  userEvents.publish({
    userId: request.userId,
    channel: SUPPORT_DESK_CHANNEL,
    event: SUPPORT_EVENTS.queue,
    data: { requestId: request.id },
  })

/** What happened in a request, on its private channel (its traveller and the agents listen). */
export const announceSupport = {
  /** Opened, assigned, or written to by its traveller without moving: the queue's order or counts changed. */
  queued: toDesk,
  message: (userEvents: UserEvents, request: Target, message: SupportMessage) =>
    on(userEvents, request, SUPPORT_EVENTS.message, message),
  read: (
    userEvents: UserEvents,
    request: Target,
    read: { author: SupportAuthor; messageIds: string[]; readAt: string },
  ) => on(userEvents, request, SUPPORT_EVENTS.read, { requestId: request.id, ...read }),
  status: (userEvents: UserEvents, request: Target, status: SupportStatus) => {
    on(userEvents, request, SUPPORT_EVENTS.status, { requestId: request.id, status })
    toDesk(userEvents, request)
  },
  typing: (userEvents: UserEvents, request: Target, author: SupportAuthor) =>
    on(userEvents, request, SUPPORT_EVENTS.typing, { requestId: request.id, author }),
}
