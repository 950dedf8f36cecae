import { z } from 'zod/mini'
import { bookingSchema } from './bookings'
import { localizedTextSchema } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'
import { bookingStatusSchema, bookingTypeSchema } from './site'
import { SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from './supportKinds'

// Support (SPEC.md §2 /support, §3 support request: issue, order, description; §7 complaints): a
// traveller's requests about their bookings, each a chat with the agent desk. The server is the record:
// every message has the sender's client id, so a retried send never stores it twice, and a client that
// reconnects asks for the messages after the last one it has.

export { SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from './supportKinds'
export const supportIssueTypeSchema = z.enum(SUPPORT_ISSUE_TYPES, { error: messages.requiredField })
export type SupportIssueType = z.infer<typeof supportIssueTypeSchema>

export const supportStatusSchema = z.enum(SUPPORT_STATUSES, { error: messages.invalidValue })
export type SupportStatus = z.infer<typeof supportStatusSchema>

export const SUPPORT_AUTHORS = ['traveller', 'agent'] as const
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number]

/** Images and PDF only; the server checks the file's first bytes, not the name or the declared type. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number]
/** `serverMessages.attachmentTooLarge` names the same size. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const SUPPORT_MAX_ATTACHMENTS_PER_MESSAGE = 5
/** `messages.messageTooLong` names the same length. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000
export const SUPPORT_PAGE_SIZE = 20
export const SUPPORT_HISTORY_PAGE_SIZE = 50
/** The largest pages a client may ask for (requests, and a chat's messages); larger ones are refused. */
export const MAX_SUPPORT_PAGE_SIZE = 100
export const MAX_SUPPORT_HISTORY_PAGE_SIZE = 200

/** Each request's private channel: its traveller and the agents are authorized to subscribe. */
const SUPPORT_CHANNEL_PREFIX = 'private-support-'
export const supportChannelName = (requestId: string) => `${SUPPORT_CHANNEL_PREFIX}${requestId}`
/** The request a support channel belongs to; null for any other channel. */
export const supportRequestOfChannel = (channel: string) =>
  channel.startsWith(SUPPORT_CHANNEL_PREFIX) ? channel.slice(SUPPORT_CHANNEL_PREFIX.length) : null

/**
 * The agents' channel: a request was opened, written to by its traveller, assigned or moved, so the
 * desk's queue reads itself again. Only agents are authorized to subscribe.
 */
export const SUPPORT_DESK_CHANNEL = 'private-agent-desk'

/** Events on a request's channel, and what each carries. */
export const SUPPORT_EVENTS = {
  /** `supportMessageSchema`: a message was stored (either side). */
  message: 'support-message',
  /** `supportReadEventSchema`: one side read the other's messages. */
  read: 'support-read',
  /** `supportStatusEventSchema`. */
  status: 'support-status',
  /** `supportTypingEventSchema`: the client shows it for a few seconds. */
  typing: 'support-typing',
  /** On `SUPPORT_DESK_CHANNEL`, `supportQueueEventSchema`: the queue changed. */
  queue: 'support-queue',
} as const

const requiredText = (max: number) =>
  z
    .string({ error: messages.requiredField })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.requiredField }),
      z.maxLength(max, { error: messages.messageTooLong }),
    )

const idText = z
  .string({ error: messages.invalidValue })
  .check(z.maxLength(100, { error: messages.invalidValue }))

export const supportAttachmentSchema = z
  .object({ id: z.uuid(), name: z.string(), type: z.enum(SUPPORT_ATTACHMENT_TYPES), size: z.int() })
  .register(z.globalRegistry, { id: 'SupportAttachment' })
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>

export const supportMessageSchema = z
  .object({
    id: z.uuid(),
    requestId: z.uuid(),
    /** The sender's own id for the message, unique per request. */
    clientId: z.string(),
    author: z.enum(SUPPORT_AUTHORS),
    body: z.string(),
    attachments: z.array(supportAttachmentSchema),
    createdAt: z.iso.datetime(),
    /** When the other side read it. */
    readAt: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'SupportMessage' })
export type SupportMessage = z.infer<typeof supportMessageSchema>

/** The booking a request is about, as its card shows it; texts in the language of the locale header. */
export const supportBookingSchema = z.object({
  uuid: z.uuid(),
  type: bookingTypeSchema,
  status: bookingStatusSchema,
  orderId: z.string(),
  /** Route, stay or event name. */
  title: z.string(),
  travelDate: z.nullable(z.iso.datetime()),
})
export type SupportBooking = z.infer<typeof supportBookingSchema>

export const supportRequestSchema = z
  .object({
    id: z.uuid(),
    /** What the traveller quotes: RS-000123. */
    ticketNumber: z.string(),
    issue: supportIssueTypeSchema,
    status: supportStatusSchema,
    booking: supportBookingSchema,
    description: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    lastMessage: z.nullable(supportMessageSchema),
    /** Messages from the other side the caller has not read. */
    unreadCount: z.int(),
  })
  .register(z.globalRegistry, { id: 'SupportRequest' })
export type SupportRequest = z.infer<typeof supportRequestSchema>

// ——— requests and answers ———

const pageNumber = (fallback: number, max: number) =>
  z._default(
    z
      .pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.invalidValue })), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= max, { error: messages.invalidValue })),
    fallback,
  )

/** GET /api/v2/users/complaint: the caller's requests, newest activity first. */
export const supportListQuerySchema = z.object({
  status: z.optional(supportStatusSchema),
  /** SPEC.md §7's optional complain_id: only that request (none when it is not the caller's). */
  complain_id: z.optional(idText),
  page: pageNumber(1, 9999),
  perPage: pageNumber(SUPPORT_PAGE_SIZE, MAX_SUPPORT_PAGE_SIZE),
})
export const supportListResponseSchema = z.object({
  requests: z.array(supportRequestSchema),
  page: z.int(),
  perPage: z.int(),
  total: z.int(),
})

const attachmentIdsSchema = z._default(
  z
    .array(z.uuid({ error: messages.invalidValue }))
    .check(z.maxLength(SUPPORT_MAX_ATTACHMENTS_PER_MESSAGE, { error: messages.invalidValue })),
  [],
)

/** SPEC.md §3: issue, order (the order ID of one of the caller's bookings), description. */
export const supportCreateRequestSchema = z.object({
  issue: supportIssueTypeSchema,
  order: z
    .string({ error: messages.requiredField })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.requiredField }),
      z.maxLength(40, { error: messages.invalidValue }),
    ),
  description: requiredText(SUPPORT_MESSAGE_MAX_LENGTH),
  /** Uploaded first with POST /api/v2/users/complaint/attachments. */
  attachmentIds: attachmentIdsSchema,
})
export type SupportCreateRequest = z.input<typeof supportCreateRequestSchema>
export const supportRequestResponseSchema = z.object({ request: supportRequestSchema })

export const supportIdParamsSchema = z.object({ id: idText })

/** History a page at a time: `before` a message id (older), or `after` one (what a reconnecting client missed). */
export const supportHistoryQuerySchema = z.object({
  before: z.optional(z.uuid({ error: messages.invalidValue })),
  after: z.optional(z.uuid({ error: messages.invalidValue })),
  limit: pageNumber(SUPPORT_HISTORY_PAGE_SIZE, MAX_SUPPORT_HISTORY_PAGE_SIZE),
})
/** Messages oldest first; `hasMore`: older ones (or, with `after`, newer ones) remain. */
export const supportThreadResponseSchema = z.object({
  request: supportRequestSchema,
  messages: z.array(supportMessageSchema),
  hasMore: z.boolean(),
})

export const supportMessageRequestSchema = z.object({
  clientId: z
    .string({ error: messages.requiredField })
    .check(
      z.minLength(1, { error: messages.requiredField }),
      z.maxLength(64, { error: messages.invalidValue }),
    ),
  body: requiredText(SUPPORT_MESSAGE_MAX_LENGTH),
  attachmentIds: attachmentIdsSchema,
})
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>
/** The stored message: the same one for every send of one clientId. */
export const supportMessageResponseSchema = z.object({ message: supportMessageSchema })

export const supportReadResponseSchema = z.object({ read: z.int() })
export const supportTypingResponseSchema = z.object({ sent: z.boolean() })

/** The file is the raw request body; its name comes in the query. */
export const supportUploadQuerySchema = z.object({
  name: z
    .string({ error: messages.requiredField })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.requiredField }),
      z.maxLength(200, { error: messages.invalidValue }),
    ),
})
export const supportAttachmentResponseSchema = z.object({ attachment: supportAttachmentSchema })

// ——— realtime events ———

export const supportReadEventSchema = z.object({
  requestId: z.uuid(),
  /** Whose messages were read. */
  author: z.enum(SUPPORT_AUTHORS),
  messageIds: z.array(z.uuid()),
  readAt: z.iso.datetime(),
})
export const supportStatusEventSchema = z.object({ requestId: z.uuid(), status: supportStatusSchema })
export const supportQueueEventSchema = z.object({ requestId: z.uuid() })
export const supportTypingEventSchema = z.object({ requestId: z.uuid(), author: z.enum(SUPPORT_AUTHORS) })

// ——— the agent desk ———

export const deskQueueQuerySchema = z.object({
  status: z.optional(supportStatusSchema),
  issue: z.optional(z.enum(SUPPORT_ISSUE_TYPES, { error: messages.invalidValue })),
  assigned: z._default(z.enum(['any', 'me', 'unassigned'], { error: messages.invalidValue }), 'any'),
})
export const deskRequestSchema = z.object({
  ...supportRequestSchema.shape,
  traveller: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  /** The agent who took it; null while unassigned. */
  assignee: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
})
export type DeskRequest = z.infer<typeof deskRequestSchema>
/** Oldest first: the longest waiting is answered first. Open and awaiting requests unless a status is asked. */
export const deskQueueResponseSchema = z.object({ requests: z.array(deskRequestSchema) })
export const deskRequestResponseSchema = z.object({ request: deskRequestSchema })
/** The request, its chat and the traveller's booking beside it. */
export const deskThreadResponseSchema = z.object({
  request: deskRequestSchema,
  booking: bookingSchema,
  messages: z.array(supportMessageSchema),
  hasMore: z.boolean(),
})
export const deskStatusRequestSchema = z.object({ status: supportStatusSchema })
export const cannedReplySchema = z
  .object({ id: z.string(), title: localizedTextSchema, body: localizedTextSchema })
  .register(z.globalRegistry, { id: 'CannedReply' })
export type CannedReply = z.infer<typeof cannedReplySchema>
export const cannedRepliesResponseSchema = z.object({ replies: z.array(cannedReplySchema) })

const USER = '/api/v2/users/complaint'
/** The upload takes a file as its body: the API's small body limit does not apply to it. */
export const SUPPORT_UPLOAD_PATH = `${USER}/attachments`
const DESK = '/api/v2/support/desk'

/** Support requests and their chats (the traveller's side). Loaded with the screens that call them. */
export const supportEndpoints = {
  supportList: endpoint({
    surface: 'consumer',
    method: 'get',
    path: USER,
    auth: 'user',
    query: supportListQuerySchema,
    response: supportListResponseSchema,
  }),
  supportCreate: endpoint({
    surface: 'consumer',
    method: 'post',
    path: USER,
    auth: 'user',
    body: supportCreateRequestSchema,
    response: supportRequestResponseSchema,
    status: 201,
  }),
  supportUpload: endpoint({
    surface: 'consumer',
    method: 'post',
    path: SUPPORT_UPLOAD_PATH,
    auth: 'user',
    query: supportUploadQuerySchema,
    response: supportAttachmentResponseSchema,
    status: 201,
  }),
  supportAttachment: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${USER}/attachments/{id}`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: z.string(),
    responseContentType: 'application/octet-stream',
  }),
  supportThread: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${USER}/{id}`,
    auth: 'user',
    params: supportIdParamsSchema,
    query: supportHistoryQuerySchema,
    response: supportThreadResponseSchema,
  }),
  supportSend: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${USER}/{id}/messages`,
    auth: 'user',
    params: supportIdParamsSchema,
    body: supportMessageRequestSchema,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  supportRead: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${USER}/{id}/read`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: supportReadResponseSchema,
  }),
  supportTyping: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${USER}/{id}/typing`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: supportTypingResponseSchema,
  }),
  supportReopen: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${USER}/{id}/reopen`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: supportRequestResponseSchema,
  }),
  deskQueue: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${DESK}/queue`,
    auth: 'user',
    query: deskQueueQuerySchema,
    response: deskQueueResponseSchema,
  }),
  deskCannedReplies: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${DESK}/canned-replies`,
    auth: 'user',
    response: cannedRepliesResponseSchema,
  }),
  deskThread: endpoint({
    surface: 'consumer',
    method: 'get',
    path: `${DESK}/requests/{id}`,
    auth: 'user',
    params: supportIdParamsSchema,
    query: supportHistoryQuerySchema,
    response: deskThreadResponseSchema,
  }),
  deskAssign: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${DESK}/requests/{id}/assign`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: deskRequestResponseSchema,
  }),
  deskStatus: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${DESK}/requests/{id}/status`,
    auth: 'user',
    params: supportIdParamsSchema,
    body: deskStatusRequestSchema,
    response: deskRequestResponseSchema,
  }),
  deskReply: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${DESK}/requests/{id}/messages`,
    auth: 'user',
    params: supportIdParamsSchema,
    body: supportMessageRequestSchema,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  deskRead: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${DESK}/requests/{id}/read`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: supportReadResponseSchema,
  }),
  deskTyping: endpoint({
    surface: 'consumer',
    method: 'post',
    path: `${DESK}/requests/{id}/typing`,
    auth: 'user',
    params: supportIdParamsSchema,
    response: supportTypingResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
