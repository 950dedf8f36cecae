import { messages } from '@rihla/api-contract'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { AppEnv } from '../../http/env'
import { tokenHash } from './tokens'

/** The live session an access token belongs to, with its user; null when unknown, expired or revoked. */
export async function findSessionByAccessToken(db: Db, accessToken: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, tokenHash(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Admits a signed-in user: `Authorization: Bearer <access_token>` of a live session. The user and
 * session ids are set on the context, so every service call is scoped to the caller's own records.
 */
export function requireUser(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw new ServiceError('unauthenticated', messages.unauthenticated)
    const found = await findSessionByAccessToken(db, token)
    if (!found) throw new ServiceError('unauthenticated', messages.unauthenticated)
    c.set('user', { id: found.user.id, sessionId: found.sessionId })
    await next()
  }
}
