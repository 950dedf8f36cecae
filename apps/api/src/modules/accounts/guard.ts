import { messages } from '@rihla/api-contract'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../../db/client'
import { ServiceError } from '../../errors'
import type { AppEnv, UserPrincipal } from '../../http/env'
import { findLiveSession } from './service'

/**
 * Admits a signed-in user: `Authorization: Bearer <access_token>` of a live session. The user and
 * session ids are set on the context, so every service call is scoped to the caller's own records.
 */
export function requireUser(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw new ServiceError('unauthenticated', messages.unauthenticated)
    const found = await findLiveSession(db, 'access_token', token)
    if (!found) throw new ServiceError('unauthenticated', messages.unauthenticated)
    c.set('user', { id: found.user.id, sessionId: found.sessionId })
    await next()
  }
}

/** Finds the traveller an api_token names, for the registrar's `apiToken` endpoints. */
export function travellerOf(db: Db) {
  return async (apiToken: string): Promise<UserPrincipal | null> => {
    const found = await findLiveSession(db, 'api_token', apiToken)
    return found ? { id: found.user.id, sessionId: found.sessionId } : null
  }
}
