import { messages, serverMessages } from '@rihla/api-contract'
import type { PartnerTokenRequest, PartnerTokenResponse } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { Config } from '../../config'
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

/** The partner a bearer token was issued to. */
export async function verifyPartnerToken(config: Pick<Config, 'partnerTokenSecret'>, token: string) {
  try {
    const { payload } = await jwtVerify(token, secretKey(config.partnerTokenSecret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    })
    if (typeof payload.sub !== 'string' || typeof payload.wid !== 'string') {
      throw new ServiceError('unauthenticated', messages.unauthenticated)
    }
    return { username: payload.sub, widgetId: payload.wid }
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ServiceError('unauthenticated', messages.tokenExpired)
    throw new ServiceError('unauthenticated', messages.unauthenticated)
  }
}
