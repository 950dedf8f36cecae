import { messages, serverMessages } from '@rihla/api-contract'
import type { PartnerTokenRequest, PartnerTokenResponse } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { Config } from '../../config'
import type { PartnerPrincipal } from '../../http/env'
import type { Db } from '../../db/client'
import { widgets } from '../../db/schema'
import { ServiceError } from '../../errors'
import { isPartnerPassword } from './credentials'

const ALGORITHM = 'HS256'
const ISSUER = 'rihla-partner'
const secretKey = (secret: string) => new TextEncoder().encode(secret)

type TokenConfig = Pick<Config, 'partnerCredentialKey' | 'partnerTokenSecret' | 'partnerTokenTtlSeconds'>

/** Exchanges a widget's partner credentials for a short-lived bearer token. */
export async function issuePartnerToken(
  db: Db,
  config: TokenConfig,
  credentials: PartnerTokenRequest,
): Promise<PartnerTokenResponse> {
  const [widget] = await db.select().from(widgets).where(eq(widgets.partnerUsername, credentials.username))
  const valid =
    widget?.enabled === true &&
    isPartnerPassword(config.partnerCredentialKey, credentials.username, credentials.password)
  if (!widget || !valid) throw new ServiceError('unauthenticated', serverMessages.invalidCredentials)

  const Token = await new SignJWT({ wid: widget.id })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setSubject(widget.partnerUsername)
    .setIssuedAt()
    .setExpirationTime(`${config.partnerTokenTtlSeconds}s`)
    .sign(secretKey(config.partnerTokenSecret))
  return { Token, expires_in: config.partnerTokenTtlSeconds }
}

/** The partner a bearer token was issued to, and when the token expires (seconds since the epoch). */
async function verifyToken(config: Pick<Config, 'partnerTokenSecret'>, token: string) {
  try {
    const { payload } = await jwtVerify(token, secretKey(config.partnerTokenSecret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    })
    if (typeof payload.sub !== 'string' || typeof payload.wid !== 'string') {
      throw new ServiceError('unauthenticated', messages.unauthenticated)
    }
    return { partner: { username: payload.sub, widgetId: payload.wid }, expiresAt: payload.exp }
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ServiceError('unauthenticated', messages.tokenExpired)
    throw new ServiceError('unauthenticated', messages.unauthenticated)
  }
}

/** Tokens remembered as verified; past this many the memory starts again. */
const VERIFIED_TOKENS = 1000

/**
 * Verifies partner bearer tokens and remembers the ones it admitted: a partner sends the same token with
 * every call for its lifetime, and checking its signature costs more than the rest of a small call. A
 * remembered token's signature and issuer cannot have changed, so only its expiry is checked again, as
 * jose checks it (expired from its `exp` second on). Refused tokens are never remembered. Answers the
 * partner a token was issued to.
 */
export function partnerTokenVerifier(config: Pick<Config, 'partnerTokenSecret'>) {
  const verified = new Map<string, { partner: PartnerPrincipal; expiresAt: number }>()
  return async (token: string): Promise<PartnerPrincipal> => {
    const known = verified.get(token)
    if (known) {
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return { ...known.partner }
      verified.delete(token)
      throw new ServiceError('unauthenticated', messages.tokenExpired)
    }
    const { partner, expiresAt } = await verifyToken(config, token)
    if (expiresAt !== undefined) {
      if (verified.size >= VERIFIED_TOKENS) verified.clear()
      verified.set(token, { partner, expiresAt })
    }
    return partner
  }
}
