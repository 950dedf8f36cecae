import { messages } from '@rihla/api-contract'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { socialIdentities, socialSignInCodes, socialSignInStates, users } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { VerifiedIdentity } from '../../auth/oidc/relyingParty'
import { findUserByEmail, findUserById, openSession, signedInUser } from './service'
import { newToken, tokenHash } from './tokens'

/** How long a user may take at the provider before the sign-in must start over. */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60
/** The one-time code the web app trades for a session lives one minute. */
export const SOCIAL_CODE_TTL_SECONDS = 60

export async function rememberSignInStart(
  db: Db,
  start: { provider: string; state: string; nonce: string; codeVerifier: string; redirectUrl: string },
) {
  const now = new Date()
  await db.delete(socialSignInStates).where(lt(socialSignInStates.expiresAt, now))
  await db.insert(socialSignInStates).values({
    stateHash: tokenHash(start.state),
    provider: start.provider,
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    redirectUrl: start.redirectUrl,
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_TTL_SECONDS * 1000),
  })
}

/** The sign-in a callback's state belongs to, removed so the state works once; null when unknown or old. */
export async function takeSignInStart(db: Db, provider: string, state: string) {
  const [row] = await db
    .delete(socialSignInStates)
    .where(
      and(
        eq(socialSignInStates.stateHash, tokenHash(state)),
        eq(socialSignInStates.provider, provider),
        gt(socialSignInStates.expiresAt, new Date()),
      ),
    )
    .returning()
  return row ?? null
}

/**
 * The user a verified identity signs in as: the one linked to it, else the account with its verified
 * email (linked now), else a new account. Returns a one-time code for the web app.
 */
export async function completeSocialSignIn(db: Db, provider: string, identity: VerifiedIdentity) {
  if (!identity.emailVerified) throw new ServiceError('forbidden', messages.socialCodeInvalid)
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)))
      .limit(1)
    let userId = linked?.userId
    if (linked) {
      await tx
        .update(socialIdentities)
        .set({ lastSignInAt: new Date(), email: identity.email })
        .where(eq(socialIdentities.id, linked.id))
    } else {
      const existing = await findUserByEmail(tx, identity.email)
      const [created] = existing
        ? []
        : await tx
            .insert(users)
            .values({ email: identity.email, name: identity.name ?? identity.email.split('@')[0]! })
            .returning()
      userId = (existing ?? created)!.id
      await tx.insert(socialIdentities).values({
        userId,
        provider,
        subject: identity.subject,
        email: identity.email,
      })
    }
    const code = newToken()
    await tx.insert(socialSignInCodes).values({
      codeHash: tokenHash(code),
      userId: userId!,
      provider,
      expiresAt: new Date(Date.now() + SOCIAL_CODE_TTL_SECONDS * 1000),
    })
    return code
  })
}

/** Trades a one-time code for a new session, once, within its minute. */
export async function exchangeSignInCode(db: Db, code: string, sessionTtlSeconds: number) {
  const now = new Date()
  const [used] = await db
    .update(socialSignInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialSignInCodes.codeHash, tokenHash(code)),
        isNull(socialSignInCodes.usedAt),
        gt(socialSignInCodes.expiresAt, now),
      ),
    )
    .returning()
  if (!used) throw new ServiceError('unauthenticated', messages.socialCodeInvalid)
  const user = await findUserById(db, used.userId)
  if (!user) throw new ServiceError('unauthenticated', messages.socialCodeInvalid)
  const tokens = await openSession(db, user.id, {
    ttlSeconds: sessionTtlSeconds,
    origin: `social:${used.provider}`,
  })
  return signedInUser(user, tokens)
}

/** The providers a user has linked, in the order they were linked. */
export async function linkedProviders(db: Db, userId: string) {
  const rows = await db
    .selectDistinct({ provider: socialIdentities.provider })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId))
  return rows.map((row) => row.provider)
}
