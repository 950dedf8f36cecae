import { SUPPORT_AUTHORS, SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from '@rihla/api-contract/support'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { bookings } from './bookings'
import { createdAt, updatedAt } from './columns'

export const supportIssueType = pgEnum('support_issue_type', SUPPORT_ISSUE_TYPES)
export const supportStatus = pgEnum('support_status', SUPPORT_STATUSES)
export const supportAuthor = pgEnum('support_author', SUPPORT_AUTHORS)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** Users who answer support requests; the desk's every call checks the caller is one. */
export const supportAgents = pgTable('support_agents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/** A traveller's request about one of their bookings; its status moves only as service.ts allows. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as RS-000123. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    issue: supportIssueType('issue').notNull(),
    status: supportStatus('status').notNull().default('open'),
    description: text('description').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last message's time: lists sort by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_requests_number_unique').on(t.number),
    index('support_requests_user_id_idx').on(t.userId, t.lastActivityAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
  ],
)

/** One chat message. (request, author, client id) is unique, so a retried send stores nothing new. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of storing, for history pages and "after the last one I have". */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author: supportAuthor('author').notNull(),
    /** The agent who wrote it; null for the traveller's. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_messages_client_id_unique').on(t.requestId, t.author, t.clientId),
    index('support_messages_request_id_idx').on(t.requestId, t.sequence),
  ],
)

/**
 * An uploaded file: its uploader, then the message it was sent with. The bytes live in
 * `support_attachment_files` behind the storage interface (attachmentStore.ts), which an object store can
 * replace; this row is what every access check reads.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Where the store keeps the bytes (the row id for the Postgres store). */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_attachments_message_id_idx').on(t.messageId),
    check('support_attachments_size_positive', sql`${t.size} > 0`),
  ],
)

/** The Postgres attachment store's bytes. */
export const supportAttachmentFiles = pgTable('support_attachment_files', {
  key: uuid('key').primaryKey().defaultRandom(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
})
