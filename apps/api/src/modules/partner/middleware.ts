import { messages } from '@rihla/api-contract'
import type { MiddlewareHandler } from 'hono'
import type { Config } from '../../config'
import { ServiceError } from '../../errors'
import type { AppEnv } from '../../http/env'
import { partnerTokenVerifier } from './service'

/** Admits a request carrying a valid partner bearer token; 401 otherwise. */
export function requirePartnerToken(config: Pick<Config, 'partnerTokenSecret'>): MiddlewareHandler<AppEnv> {
  const verify = partnerTokenVerifier(config)
  return async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw new ServiceError('unauthenticated', messages.unauthenticated)
    c.set('partner', await verify(token))
    await next()
  }
}
