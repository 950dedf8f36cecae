import { sql } from 'drizzle-orm'
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
