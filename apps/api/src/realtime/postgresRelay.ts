import { randomUUID } from 'node:crypto'
import { sql as drizzleSql } from 'drizzle-orm'
import postgres from 'postgres'
import type { Db } from '../db/client'
import { reconnectBackoff } from '../db/connectionRetry'
import type { Logger } from '../logger'
import { errorDetails } from '../logger'
import type { UserEvent, UserEvents } from './userEvents'

export const REALTIME_NOTIFY_CHANNEL = 'rihla_realtime'

/**
 * Postgres refuses a NOTIFY payload of 8000 bytes or more. An event longer than this goes as parts, all
 * in one statement: one transaction's notifications arrive together and in order.
 */
export const NOTIFY_PART_BYTES = 7000

/** Parts of an event still missing after this long were lost with their sender's connection. */
const PART_TIMEOUT_MS = 30_000

/** What goes over the channel: an event, or one part of an event too long for one notification. */
type Notice = { event: UserEvent } | { id: string; part: number; of: number; text: string }

/** Splits a text into pieces of at most `bytes` UTF-8 bytes each, never inside a character. */
export function splitUtf8(text: string, bytes: number): string[] {
  const pieces: string[] = []
  let piece = ''
  let size = 0
  for (const char of text) {
    const charBytes = Buffer.byteLength(char)
    if (size + charBytes > bytes) {
      pieces.push(piece)
      piece = ''
      size = 0
    }
    piece += char
    size += charBytes
  }
  pieces.push(piece)
  return pieces
}

/** The notifications that carry one event: one when it fits, else its parts. */
export function noticesOf(event: UserEvent): string[] {
  const whole = JSON.stringify({ event } satisfies Notice)
  if (Buffer.byteLength(whole) <= NOTIFY_PART_BYTES) return [whole]
  const id = randomUUID()
  // A part's envelope is small; the room left for its text keeps each notification under the limit.
  const pieces = splitUtf8(JSON.stringify(event), NOTIFY_PART_BYTES - 200)
  return pieces.map((text, part) => JSON.stringify({ id, part, of: pieces.length, text } satisfies Notice))
}

/** The statement that notifies every process of `event`, in whatever transaction runs it. */
export const notifyStatement = (channel: string, event: UserEvent) =>
  drizzleSql`select ${drizzleSql.join(
    noticesOf(event).map((notice) => drizzleSql`pg_notify(${channel}, ${notice})`),
    drizzleSql`, `,
  )}`

/** Puts events back together from their notifications; parts of an event may come in any order. */
export function createReassembler(now: () => number = Date.now) {
  const pending = new Map<string, { parts: string[]; received: number; startedAt: number }>()
  return (payload: string): UserEvent | null => {
    const notice = JSON.parse(payload) as Notice
    if ('event' in notice) return notice.event
    for (const [id, entry] of pending) if (now() - entry.startedAt > PART_TIMEOUT_MS) pending.delete(id)
    const entry = pending.get(notice.id) ?? { parts: [], received: 0, startedAt: now() }
    if (entry.parts[notice.part] === undefined) entry.received += 1
    entry.parts[notice.part] = notice.text
    pending.set(notice.id, entry)
    if (entry.received < notice.of) return null
    pending.delete(notice.id)
    return JSON.parse(entry.parts.join('')) as UserEvent
  }
}

/**
 * Relays every event published in this process through Postgres LISTEN/NOTIFY, and delivers here every
 * event any process relayed (this one's included), so the processes behind a load balancer act as one
 * realtime server. postgres-js keeps the listening connection and listens again after it reconnects.
 * An event published in a transaction is that transaction's notification (see UserEvents.publish).
 * Others go through the relay's own single connection: they leave in the order they were published,
 * which a pool's several connections would not keep. An event that cannot be relayed so is still
 * delivered here, to the clients of this process.
 */
export async function relayThroughPostgres(options: {
  databaseUrl: string
  userEvents: UserEvents
  logger: Logger
  channel?: string
}) {
  const { userEvents, logger, channel = REALTIME_NOTIFY_CHANNEL } = options
  // Listening again within half a second of a Postgres restart, not after postgres-js's growing wait.
  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {}, backoff: reconnectBackoff })
  const reassemble = createReassembler()
  const listening = await sql.listen(channel, (payload) => {
    try {
      const event = reassemble(payload)
      if (event) userEvents.deliver(event)
    } catch (error) {
      logger.error('Realtime relay received a malformed notification', errorDetails(error))
    }
  })
  userEvents.relayThrough(
    (event) => {
      const notices = noticesOf(event)
      // One statement: the parts of one event are one transaction's notifications, sent together.
      const calls = notices.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ')
      return sql.unsafe(`select ${calls}`, [channel, ...notices]).catch((error: unknown) => {
        logger.error('Realtime event not relayed; delivered by this process only', {
          event: event.event,
          ...errorDetails(error),
        })
        userEvents.deliver(event)
      })
    },
    // An event of a change goes in the change's transaction: Postgres sends it when, and only if, that
    // commits, in the order of the commits, whatever becomes of this process after.
    (tx: Db, event) => tx.execute(notifyStatement(channel, event)),
  )
  return {
    async close() {
      userEvents.relayThrough(null)
      await listening.unlisten()
      await sql.end({ timeout: 5 })
    },
  }
}
