import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { newToken, tokenHash } from './tokens'

export interface UserDetails {
  email: string
  name: string
  phone?: string | undefined
}

/** Creates the user or refreshes their name (and phone, when given); the email is the identity. */
export async function upsertUserByEmail(db: Db, details: UserDetails) {
  const [user] = await db
    .insert(users)
    .values({ email: details.email.toLowerCase(), name: details.name, phone: details.phone ?? null })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`excluded.name`,
        phone: sql`coalesce(excluded.phone, ${users.phone})`,
        updatedAt: new Date(),
      },
    })
    .returning()
  if (!user) throw new Error('User upsert returned no row')
  return user
}

/** Opens a session and returns its tokens; they are shown once, only their hashes are kept. */
export async function openSession(db: Db, userId: string, options: { ttlSeconds: number; origin: string }) {
  const tokens = { api_key: newToken(), api_token: newToken(), access_token: newToken() }
  await db.insert(sessions).values({
    userId,
    apiKeyHash: tokenHash(tokens.api_key),
    apiTokenHash: tokenHash(tokens.api_token),
    accessTokenHash: tokenHash(tokens.access_token),
    origin: options.origin,
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  })
  return tokens
}

export type UserRow = typeof users.$inferSelect
export type SessionTokens = Awaited<ReturnType<typeof openSession>>

/** The signed-in user as the client keeps it. */
export const signedInUser = (user: UserRow, tokens: SessionTokens) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  ...tokens,
})

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return user ?? null
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user ?? null
}

/** Only a phone proved by OTP identifies an account; a partner-supplied phone may be anyone's. */
export async function findUserByVerifiedPhone(db: Db, phone: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1)
  return user ?? null
}

/** Ends one session, so its tokens get 401 from now on. */
export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every live session of a user but the one named (after a password change or reset). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
}

/**
 * The live session a token belongs to, with its user; null when unknown, expired or revoked. Signed-in
 * calls send the access_token; the hotel API names the traveller by the api_token (SPEC.md §7).
 */
export async function findLiveSession(
  db: Db,
  kind: 'access_token' | 'api_token',
  token: string,
  now = new Date(),
) {
  const column = kind === 'access_token' ? sessions.accessTokenHash : sessions.apiTokenHash
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(column, tokenHash(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1)
  return row ?? null
}
