import type { OutboxMessage } from '@rihla/api-contract/dev'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'

export type OutboxEntry = typeof outbox.$inferInsert

/** Queues an email or text message; call it in the transaction that caused it. */
export async function enqueue(db: Db, entry: OutboxEntry) {
  await db.insert(outbox).values(entry)
}

/** The newest messages, optionally for one recipient. */
export async function latestMessages(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.to ? eq(outbox.recipient, options.to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit)
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }))
}
