import type { ContactRequest, Locale } from '@rihla/api-contract'
import type { Db } from '../../db/client'
import { contactMessages } from '../../db/schema'
import { enqueue } from '../outbox/service'

export interface ContactContext {
  locale: Locale
  ip: string
  supportEmail: string
}

/** Stores a contact-form message and queues it to support, both or neither. */
export async function submitContactMessage(
  db: Db,
  form: Omit<ContactRequest, 'captcha'>,
  context: ContactContext,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...form, locale: context.locale, ip: context.ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    if (!row) throw new Error('Contact message insert returned no row')
    await enqueue(tx, {
      channel: 'email',
      recipient: context.supportEmail,
      subject: `Contact form: ${form.fullName}`,
      body: [
        `From: ${form.fullName} <${form.email}>`,
        `Language: ${context.locale}`,
        `Received: ${row.createdAt.toISOString()}`,
        `Reference: ${row.id}`,
        '',
        form.message,
      ].join('\n'),
    })
    return { id: row.id }
  })
}
