import type { Locale } from '@rihla/api-contract'
import { serverMessages } from '@rihla/api-contract'
import type { SupportStatus, deskQueueQuerySchema } from '@rihla/api-contract/support'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { supportRequests } from '../../db/schema'
import { ServiceError } from '../../errors'
import { toBooking } from '../bookings/service'
import { findRequest, moveRequest, notFound } from './service'
import type { Actor } from './service'
import { agentMayMove } from './transitions'
import { ACTIVE_STATUSES, requestsWithBookings, toDeskRequests } from './views'

/** The most a queue answers at once; the oldest come first. */
export const QUEUE_LIMIT = 200

export async function deskQueue(
  db: Db,
  agent: Actor,
  query: z.output<typeof deskQueueQuerySchema>,
  locale: Locale,
) {
  const rows = await requestsWithBookings(db)
    .where(
      and(
        query.status
          ? eq(supportRequests.status, query.status)
          : inArray(supportRequests.status, [...ACTIVE_STATUSES]),
        query.issue ? eq(supportRequests.issue, query.issue) : undefined,
        query.assigned === 'me' ? eq(supportRequests.assigneeId, agent.userId) : undefined,
        query.assigned === 'unassigned' ? isNull(supportRequests.assigneeId) : undefined,
      ),
    )
    .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(QUEUE_LIMIT)
  return toDeskRequests(db, rows, locale)
}

/** A request as the desk shows it, with the whole booking it is about. */
export async function deskRequest(db: Db, id: string, locale: Locale) {
  const rows = await requestsWithBookings(db).where(eq(supportRequests.id, id))
  const [request] = await toDeskRequests(db, rows, locale)
  const [row] = rows
  if (!request || !row) throw notFound()
  return { request, booking: toBooking(row.booking, locale, new Date()) }
}

export async function assignToAgent(db: Db, agent: Actor, id: string) {
  const request = await findRequest(db, agent, id)
  await db.update(supportRequests).set({ assigneeId: agent.userId }).where(eq(supportRequests.id, request.id))
  return request
}

export async function changeStatus(db: Db, agent: Actor, id: string, to: SupportStatus) {
  const request = await findRequest(db, agent, id)
  if (request.status === to) return { request, moved: false }
  if (!agentMayMove(request.status, to))
    throw new ServiceError('conflict', serverMessages.supportTransitionRefused)
  return { request: await moveRequest(db, request, to), moved: true }
}
