import { z } from 'zod'
import { messages } from './messages'

/** Sandbox only: messages the server would have emailed or texted (contact form, later OTPs). */
export const outboxQuerySchema = z.object({
  to: z.string({ error: messages.invalidValue }).max(320, { error: messages.invalidValue }).optional(),
})

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' })
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** Newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) })
