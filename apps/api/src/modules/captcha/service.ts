import { createHmac } from 'node:crypto'
import { messages } from '@rihla/api-contract'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import type { Challenge, Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { usedCaptchas } from '../../db/schema'
import { FieldError } from '../../errors'
import { tokenHash } from '../accounts/tokens'

export const CAPTCHA_TTL_SECONDS = 10 * 60
/**
 * SHA-256 with one iteration per try and the answer somewhere in the first 20,000 counters: a phone's
 * browser finds it well within a second, a bot sending thousands of sign-ups pays for each one.
 */
const ALGORITHM = 'SHA-256'
const COST = 1
const MIN_COUNTER = 2_000
const MAX_COUNTER = 20_000

// Separate keys for the challenge and the expected key, both derived from the one auth secret.
const keysFrom = (secret: string) => ({
  hmacSignatureSecret: createHmac('sha256', secret).update('altcha-challenge').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha-key').digest('hex'),
})

export async function createCaptchaChallenge(secret: string, now = new Date()) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(MIN_COUNTER, MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    ...keysFrom(secret),
  })
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution }
    if (typeof challenge?.parameters !== 'object' || typeof challenge.signature !== 'string') return null
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/**
 * Accepts a solved challenge once: the signature must be ours, unexpired, and the work done. The
 * challenge is then remembered until it expires, so the same solution cannot be sent twice.
 */
export async function verifyCaptcha(db: Db, payload: string, secret: string, now = new Date()) {
  const refuse = () => new FieldError('captcha', messages.captchaInvalid)
  const decoded = decodePayload(payload)
  if (!decoded) throw refuse()
  const result = await verifySolution({ ...decoded, deriveKey, ...keysFrom(secret) }).catch(() => null)
  const expiresAt = decoded.challenge.parameters.expiresAt
  if (!result?.verified || !expiresAt || expiresAt * 1000 <= now.getTime()) throw refuse()

  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now))
  const [fresh] = await db
    .insert(usedCaptchas)
    .values({
      signatureHash: tokenHash(decoded.challenge.signature!),
      expiresAt: new Date(expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ signatureHash: usedCaptchas.signatureHash })
  if (!fresh) throw refuse()
}
