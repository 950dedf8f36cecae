import { messages } from '@rihla/api-contract'
import { OTP_LENGTH } from '@rihla/api-contract/account'
import type { OtpPurpose } from '@rihla/api-contract/account'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { otpCodes } from '../../db/schema'
import type { PendingRegistration } from '../../db/schema'
import { FieldError, LimitError } from '../../errors'
import { newOtpCode, otpHash, sameDigest } from './tokens'

export const OTP_TTL_SECONDS = 10 * 60
export const OTP_RESEND_COOLDOWN_SECONDS = 60
export const OTP_MAX_WRONG_TRIES = 5
const HOUR_MS = 3600 * 1000

export interface OtpPolicy {
  secret: string
  /** Codes per phone per hour, and per address per hour. */
  phoneHourlyLimit: number
  ipHourlyLimit: number
}

export interface OtpRequest {
  phone: string
  purpose: OtpPurpose
  ip: string
}

/**
 * Refuses a send within the resend cooldown of the last code for this phone and purpose, or past the
 * hourly limits per phone and per address, with the seconds until one is allowed. Counted from the
 * stored codes, so the limits hold across server processes.
 */
export async function assertMaySendOtp(db: Db, request: OtpRequest, policy: OtpPolicy, now = new Date()) {
  const hourAgo = new Date(now.getTime() - HOUR_MS)
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, request.phone), eq(otpCodes.purpose, request.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  const waits = [0]
  if (last) {
    const elapsedMs = now.getTime() - last.createdAt.getTime()
    waits.push(Math.ceil((OTP_RESEND_COOLDOWN_SECONDS * 1000 - elapsedMs) / 1000))
  }
  for (const [column, value, limit] of [
    [otpCodes.phone, request.phone, policy.phoneHourlyLimit],
    [otpCodes.ip, request.ip, policy.ipHourlyLimit],
  ] as const) {
    // The limit-th newest send in the last hour; once it is an hour old, one more is allowed.
    const [blocking] = await db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(column, value), gt(otpCodes.createdAt, hourAgo)))
      .orderBy(desc(otpCodes.createdAt))
      .offset(limit - 1)
      .limit(1)
    if (blocking) waits.push(Math.ceil((blocking.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000))
  }
  const wait = Math.max(...waits)
  if (wait > 0) throw new LimitError(wait)
}

export interface IssueOtp extends OtpRequest {
  userId?: string | null
  registration?: PendingRegistration | null
  /** Store a code nobody is told, so the answer and the limits look the same but verification fails. */
  decoy?: boolean
}

/**
 * Stores a new code for the phone and purpose (closing any earlier open one, so only the newest works)
 * and returns it for the text message; a decoy returns null.
 */
export async function issueOtp(db: Db, issue: IssueOtp, secret: string, now = new Date()) {
  const code = newOtpCode(OTP_LENGTH)
  await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(
      and(eq(otpCodes.phone, issue.phone), eq(otpCodes.purpose, issue.purpose), isNull(otpCodes.closedAt)),
    )
  await db.insert(otpCodes).values({
    phone: issue.phone,
    purpose: issue.purpose,
    codeHash: otpHash(secret, issue.phone, issue.purpose, issue.decoy ? newOtpCode(OTP_LENGTH + 2) : code),
    userId: issue.userId ?? null,
    registration: issue.registration ?? null,
    ip: issue.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  })
  return issue.decoy ? null : code
}

/** Every way a code can fail gets the same answer, so the answer tells nothing about the account. */
const wrongCode = () => new FieldError('otp', messages.otpInvalid)

/**
 * Uses the newest open, unexpired code for the phone and purpose (and user, when given). A wrong code
 * counts against it; the fifth wrong try voids it. A right code is closed, so it works once.
 */
export async function consumeOtp(
  db: Db,
  check: { phone: string; purpose: OtpPurpose; code: string; userId?: string },
  secret: string,
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, check.phone),
        eq(otpCodes.purpose, check.purpose),
        isNull(otpCodes.closedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  if (!row || (check.userId !== undefined && row.userId !== check.userId)) throw wrongCode()

  if (!sameDigest(row.codeHash, otpHash(secret, check.phone, check.purpose, check.code))) {
    await db
      .update(otpCodes)
      .set({
        failedAttempts: sql`${otpCodes.failedAttempts} + 1`,
        closedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(otpCodes.id, row.id))
    throw wrongCode()
  }
  // Closing only an open row makes two simultaneous uses of one code succeed at most once.
  const [used] = await db
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.closedAt)))
    .returning()
  if (!used) throw wrongCode()
  return used
}
