import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type {
  SupportAuthor,
  SupportMessage,
  SupportStatus,
  supportCreateRequestSchema,
  supportHistoryQuerySchema,
  supportListQuerySchema,
  supportMessageRequestSchema,
} from '@rihla/api-contract/support'
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import {
  bookings,
  supportAgents,
  supportAttachments,
  supportMessages,
  supportRequests,
} from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { reopenable, statusAfterMessage } from './transitions'
import { requestsWithBookings, toMessage, toMessages, toRequests } from './views'
import type { RequestRow } from './views'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Who acts: a traveller on their own requests, or an agent on any. */
export interface Actor {
  userId: string
  role: SupportAuthor
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const notFound = () => new ServiceError('not_found', serverMessages.notFound)

export async function isAgent(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: supportAgents.userId })
    .from(supportAgents)
    .where(eq(supportAgents.userId, userId))
  return row !== undefined
}

/** The desk's every call starts here: a signed-in user who is not an agent is refused. */
export async function agentActor(db: Db, userId: string): Promise<Actor> {
  if (!(await isAgent(db, userId))) throw new ServiceError('forbidden', serverMessages.supportAgentsOnly)
  return { userId, role: 'agent' }
}

/** A traveller sees only their own requests; any other id, well formed or not, is simply not there. */
const visibleTo = (actor: Actor, id: string) =>
  actor.role === 'agent'
    ? eq(supportRequests.id, id)
    : and(eq(supportRequests.id, id), eq(supportRequests.userId, actor.userId))

export async function findRequest(db: Db | Tx, actor: Actor, id: string, lock = false): Promise<RequestRow> {
  if (!UUID.test(id)) throw notFound()
  const query = db.select().from(supportRequests).where(visibleTo(actor, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

export async function requestView(db: Db, actor: Actor, id: string, locale: Locale) {
  const rows = await requestsWithBookings(db).where(visibleTo(actor, id))
  const [request] = await toRequests(db, rows, actor.role, locale)
  if (!request) throw notFound()
  return request
}

/** The traveller's requests, newest activity first. */
export async function listRequests(
  db: Db,
  userId: string,
  query: z.output<typeof supportListQuerySchema>,
  locale: Locale,
) {
  const where = and(
    eq(supportRequests.userId, userId),
    query.status ? eq(supportRequests.status, query.status) : undefined,
    query.complain_id === undefined
      ? undefined
      : UUID.test(query.complain_id)
        ? eq(supportRequests.id, query.complain_id)
        : sql`false`,
  )
  const [total] = await db.select({ total: count() }).from(supportRequests).where(where)
  const rows = await requestsWithBookings(db)
    .where(where)
    .orderBy(desc(supportRequests.lastActivityAt), desc(supportRequests.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return {
    requests: await toRequests(db, rows, 'traveller', locale),
    page: query.page,
    perPage: query.perPage,
    total: total?.total ?? 0,
  }
}

/**
 * Gives uploaded files to a message: only the sender's own, not yet sent with another message. Anything
 * else refuses the whole message (the transaction rolls back).
 */
async function attachFiles(tx: Tx, uploaderId: string, messageId: string, ids: readonly string[]) {
  if (!ids.length) return
  const claimed = await tx
    .update(supportAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(supportAttachments.id, [...ids]),
        eq(supportAttachments.uploaderId, uploaderId),
        isNull(supportAttachments.messageId),
      ),
    )
    .returning({ id: supportAttachments.id })
  if (claimed.length !== new Set(ids).size)
    throw new FieldError('attachmentIds', serverMessages.attachmentUnknown)
}

/** A request about one of the traveller's own bookings; its description is the chat's first message. */
export async function createRequest(
  db: Db,
  userId: string,
  body: z.output<typeof supportCreateRequestSchema>,
  locale: Locale,
) {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.orderRef, body.order), eq(bookings.userId, userId)))
  if (!booking) throw new FieldError('order', serverMessages.supportOrderUnknown)
  const id = await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(supportRequests)
      .values({ userId, bookingId: booking.id, issue: body.issue, description: body.description })
      .returning({ id: supportRequests.id })
    if (!request) throw new Error('Support request insert returned no row')
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, author: 'traveller', clientId: 'description', body: body.description })
      .returning({ id: supportMessages.id })
    if (!message) throw new Error('Support message insert returned no row')
    await attachFiles(tx, userId, message.id, body.attachmentIds)
    return request.id
  })
  return requestView(db, { userId, role: 'traveller' }, id, locale)
}

/** A page of a request's messages, oldest first (see supportHistoryQuerySchema). */
export async function history(
  db: Db,
  request: RequestRow,
  query: z.output<typeof supportHistoryQuerySchema>,
): Promise<{ messages: SupportMessage[]; hasMore: boolean }> {
  const cursor = query.after ?? query.before
  let sequence: number | undefined
  if (cursor) {
    const [row] = await db
      .select({ sequence: supportMessages.sequence })
      .from(supportMessages)
      .where(and(eq(supportMessages.id, cursor), eq(supportMessages.requestId, request.id)))
    if (!row) throw new FieldError(query.after ? 'after' : 'before', messages.invalidValue)
    sequence = row.sequence
  }
  const inRequest = eq(supportMessages.requestId, request.id)
  const forward = query.after !== undefined
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      sequence === undefined
        ? inRequest
        : and(
            inRequest,
            forward ? gt(supportMessages.sequence, sequence) : lt(supportMessages.sequence, sequence),
          ),
    )
    .orderBy(forward ? asc(supportMessages.sequence) : desc(supportMessages.sequence))
    .limit(query.limit + 1)
  const hasMore = rows.length > query.limit
  const page = rows.slice(0, query.limit)
  return { messages: await toMessages(db, forward ? page : page.reverse()), hasMore }
}

export interface Sent {
  message: SupportMessage
  request: RequestRow
  /** False when the clientId had already been stored: nothing new happened. */
  created: boolean
  /** The request's new status when the message moved it. */
  moved: SupportStatus | null
}

/**
 * Stores a message once per clientId. The request row is locked first, so two sends of one clientId at
 * once queue up and the second finds the first's message (the unique index is the last guard).
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof supportMessageRequestSchema>,
): Promise<Sent> {
  const result = await db.transaction(async (tx) => {
    const request = await findRequest(tx, actor, id, true)
    const existing = async () => {
      const [row] = await tx
        .select()
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.requestId, request.id),
            eq(supportMessages.author, actor.role),
            eq(supportMessages.clientId, body.clientId),
          ),
        )
      return row
    }
    const next = statusAfterMessage(request.status, actor.role)
    // A send of a clientId already stored conflicts and inserts nothing: the stored message answers it.
    const [row] =
      next === null
        ? []
        : await tx
            .insert(supportMessages)
            .values({
              requestId: request.id,
              author: actor.role,
              agentId: actor.role === 'agent' ? actor.userId : null,
              clientId: body.clientId,
              body: body.body,
            })
            .onConflictDoNothing()
            .returning()
    if (!row || next === null) {
      const stored = await existing()
      if (stored) return { row: stored, request, created: false, moved: null }
      throw new ServiceError('conflict', serverMessages.supportRequestClosed)
    }
    await attachFiles(tx, actor.userId, row.id, body.attachmentIds)
    const [updated] = await tx
      .update(supportRequests)
      .set({ status: next, lastActivityAt: row.createdAt })
      .where(eq(supportRequests.id, request.id))
      .returning()
    return {
      row,
      request: updated ?? request,
      created: true,
      moved: next === request.status ? null : next,
    }
  })
  // A new message without files needs no second look; a stored or a file-carrying one is read back.
  const [message] =
    result.created && !body.attachmentIds.length
      ? [toMessage(result.row, [])]
      : await toMessages(db, [result.row])
  if (!message) throw new Error('Stored message could not be read')
  return { message, request: result.request, created: result.created, moved: result.moved }
}

/** Marks the other side's unread messages read; answers which. */
export async function markRead(db: Db, actor: Actor, id: string) {
  const request = await findRequest(db, actor, id)
  const readAt = new Date()
  const rows = await db
    .update(supportMessages)
    .set({ readAt })
    .where(
      and(
        eq(supportMessages.requestId, request.id),
        ne(supportMessages.author, actor.role),
        isNull(supportMessages.readAt),
      ),
    )
    .returning({ id: supportMessages.id })
  return { request, messageIds: rows.map((row) => row.id), readAt: readAt.toISOString() }
}

/**
 * Moves a request's status from the one it was read in: of two concurrent moves, one wins and the other
 * is refused, as for bookings.
 */
export async function moveRequest(db: Db, request: RequestRow, to: SupportStatus): Promise<RequestRow> {
  const [row] = await db
    .update(supportRequests)
    .set({ status: to })
    .where(and(eq(supportRequests.id, request.id), eq(supportRequests.status, request.status)))
    .returning()
  if (!row) throw new ServiceError('conflict', serverMessages.supportTransitionRefused)
  return row
}

/** The traveller reopens a resolved or closed request. */
export async function reopenRequest(db: Db, userId: string, id: string) {
  const request = await findRequest(db, { userId, role: 'traveller' }, id)
  if (!reopenable(request.status)) throw new ServiceError('conflict', serverMessages.supportTransitionRefused)
  return moveRequest(db, request, 'open')
}

/** Whether a user may listen to a request's channel: its traveller, or an agent. */
export async function mayListen(db: Db, userId: string, requestId: string): Promise<boolean> {
  if (!UUID.test(requestId)) return false
  const [row] = await db
    .select({ userId: supportRequests.userId })
    .from(supportRequests)
    .where(eq(supportRequests.id, requestId))
  if (!row) return false
  return row.userId === userId || isAgent(db, userId)
}
