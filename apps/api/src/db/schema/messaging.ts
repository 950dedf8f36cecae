import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
})

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms'])

/** Every email and text message the server sends; a delivery worker (or the sandbox /dev/outbox) reads it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_created_at_idx').on(t.recipient, t.createdAt)],
)
