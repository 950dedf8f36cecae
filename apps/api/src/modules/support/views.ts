import type { Locale } from '@rihla/api-contract'
import type { DeskRequest, SupportAuthor, SupportMessage, SupportRequest } from '@rihla/api-contract/support'
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, supportAttachments, supportMessages, supportRequests, users } from '../../db/schema'

export type RequestRow = typeof supportRequests.$inferSelect
export type MessageRow = typeof supportMessages.$inferSelect
type BookingRow = typeof bookings.$inferSelect

export const ticketNumber = (number: number) => `RS-${String(number).padStart(6, '0')}`

/** Messages as the contract shows them, with their attachments. */
export async function toMessages(db: Db, rows: readonly MessageRow[]): Promise<SupportMessage[]> {
  const files = rows.length
    ? await db
        .select()
        .from(supportAttachments)
        .where(
          inArray(
            supportAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id))
    : []
  return rows.map((row) =>
    toMessage(
      row,
      files.filter((file) => file.messageId === row.id),
    ),
  )
}

export function toMessage(
  row: MessageRow,
  files: readonly (typeof supportAttachments.$inferSelect)[],
): SupportMessage {
  return {
    id: row.id,
    requestId: row.requestId,
    clientId: row.clientId,
    author: row.author,
    body: row.body,
    attachments: files.map((file) => ({
      id: file.id,
      name: file.name,
      type: file.contentType as SupportMessage['attachments'][number]['type'],
      size: file.size,
    })),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }
}

/**
 * Requests with their booking, last message and the viewer's unread count (messages of the other side
 * not yet read), in the order given.
 */
export async function toRequests(
  db: Db,
  rows: readonly { request: RequestRow; booking: BookingRow }[],
  viewer: SupportAuthor,
  locale: Locale,
): Promise<SupportRequest[]> {
  if (!rows.length) return []
  const ids = rows.map(({ request }) => request.id)
  const lastRows = await db
    .selectDistinctOn([supportMessages.requestId])
    .from(supportMessages)
    .where(inArray(supportMessages.requestId, ids))
    .orderBy(supportMessages.requestId, desc(supportMessages.sequence))
  const lastMessages = new Map(
    (await toMessages(db, lastRows)).map((message) => [message.requestId, message]),
  )
  const unread = new Map(
    (
      await db
        .select({ requestId: supportMessages.requestId, unread: count() })
        .from(supportMessages)
        .where(
          and(
            inArray(supportMessages.requestId, ids),
            ne(supportMessages.author, viewer),
            isNull(supportMessages.readAt),
          ),
        )
        .groupBy(supportMessages.requestId)
    ).map((row) => [row.requestId, row.unread]),
  )
  return rows.map(({ request, booking }) => ({
    id: request.id,
    ticketNumber: ticketNumber(request.number),
    issue: request.issue,
    status: request.status,
    booking: {
      uuid: booking.id,
      type: booking.type,
      status: booking.status,
      orderId: booking.orderRef,
      title: locale === 'ar' ? booking.titleAr : booking.titleEn,
      travelDate: booking.travelStartsAt?.toISOString() ?? null,
    },
    description: request.description,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    lastMessage: lastMessages.get(request.id) ?? null,
    unreadCount: unread.get(request.id) ?? 0,
  }))
}

/** Requests as the desk shows them: with the traveller and the agent who took each. */
export async function toDeskRequests(
  db: Db,
  rows: readonly { request: RequestRow; booking: BookingRow }[],
  locale: Locale,
): Promise<DeskRequest[]> {
  const requests = await toRequests(db, rows, 'agent', locale)
  const userIds = [
    ...new Set(rows.flatMap(({ request }) => [request.userId, request.assigneeId ?? request.userId])),
  ]
  const people = new Map(
    (userIds.length
      ? await db
          .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
          .from(users)
          .where(inArray(users.id, userIds))
      : []
    ).map((person) => [person.id, person]),
  )
  const byId = new Map(requests.map((request) => [request.id, request]))
  return rows.flatMap(({ request: row }) => {
    const request = byId.get(row.id)
    if (!request) return []
    const traveller = people.get(row.userId)
    const assignee = row.assigneeId ? people.get(row.assigneeId) : undefined
    return {
      ...request,
      traveller: {
        name: traveller?.name ?? '',
        email: traveller?.email ?? '',
        phone: traveller?.phone ?? null,
      },
      assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    }
  })
}

/** The requests table joined with the booking each is about. */
export const requestsWithBookings = (db: Db) =>
  db
    .select({ request: supportRequests, booking: bookings })
    .from(supportRequests)
    .innerJoin(bookings, eq(bookings.id, supportRequests.bookingId))

/** Statuses in which a request still needs someone. */
export const ACTIVE_STATUSES = ['open', 'awaiting_customer'] as const

/** For the dashboard: the traveller's requests still open, and agents' replies not read. */
export async function supportCounts(db: Db, userId: string) {
  const [open] = await db
    .select({ total: count() })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), inArray(supportRequests.status, [...ACTIVE_STATUSES])))
  const [unread] = await db
    .select({ total: count() })
    .from(supportMessages)
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(
      and(
        eq(supportRequests.userId, userId),
        eq(supportMessages.author, 'agent'),
        isNull(supportMessages.readAt),
      ),
    )
  return { openRequests: open?.total ?? 0, unreadReplies: unread?.total ?? 0 }
}
