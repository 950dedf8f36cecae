import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@rihla/api-contract/account'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { enqueue } from '../outbox/service'
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS, assertMaySendOtp, consumeOtp, issueOtp } from './otp'
import type { OtpPolicy } from './otp'
import { codeText, signUpAttemptNotice } from './notices'
import { hashPassword, passwordMatches } from './passwords'
import {
  findUserByEmail,
  findUserById,
  findUserByVerifiedPhone,
  openSession,
  revokeOtherSessions,
  signedInUser,
} from './service'
import { newToken, tokenHash } from './tokens'

export const RESET_TOKEN_TTL_SECONDS = 10 * 60

export interface AuthContext {
  ip: string
  /** The language the visitor uses, for the texts and emails sent to them. */
  locale: Locale
  otp: OtpPolicy
  sessionTtlSeconds: number
}

/** What every code-sending call answers, whoever owns the phone. */
const otpSent = (phone: string) => ({
  phone,
  resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  expiresInSeconds: OTP_TTL_SECONDS,
})

/**
 * Starts a sign-up. When the email or the phone already belongs to an account, the owner gets an email
 * instead of a code, and a decoy code is stored so the answer, the limits and the later failed
 * verification look exactly like a new sign-up's.
 */
export async function startRegistration(db: Db, form: RegisterRequest, context: AuthContext) {
  const request = { phone: form.phone, purpose: 'sign_up' as const, ip: context.ip }
  await assertMaySendOtp(db, request, context.otp)
  const passwordHash = await hashPassword(form.password)
  const owners = [await findUserByEmail(db, form.email), await findUserByVerifiedPhone(db, form.phone)]
  const taken = owners.filter((owner) => owner !== null)
  await db.transaction(async (tx) => {
    if (taken.length) {
      await issueOtp(tx, { ...request, decoy: true }, context.otp.secret)
      for (const owner of new Map(taken.map((user) => [user.id, user])).values()) {
        await enqueue(tx, {
          channel: 'email',
          recipient: owner.email,
          ...signUpAttemptNotice(owner.name, context.locale),
        })
      }
      return
    }
    const code = await issueOtp(
      tx,
      { ...request, registration: { name: form.name, email: form.email, passwordHash } },
      context.otp.secret,
    )
    await enqueue(tx, {
      channel: 'sms',
      recipient: form.phone,
      subject: null,
      body: codeText(code!, 'sign_up', context.locale),
    })
  })
  return otpSent(form.phone)
}

/** Finishes a sign-up with its code: creates the user with a verified phone and signs them in. */
export async function completeRegistration(
  db: Db,
  check: { phone: string; otp: string },
  context: AuthContext,
) {
  const used = await consumeOtp(
    db,
    { phone: check.phone, purpose: 'sign_up', code: check.otp },
    context.otp.secret,
  )
  const registration = used.registration
  if (!registration) throw new FieldError('otp', messages.otpInvalid)
  return db.transaction(async (tx) => {
    // Someone may have taken the email or phone since the code was sent.
    if ((await findUserByEmail(tx, registration.email)) || (await findUserByVerifiedPhone(tx, check.phone)))
      throw new FieldError('otp', messages.otpInvalid)
    const [user] = await tx
      .insert(users)
      .values({
        name: registration.name,
        email: registration.email,
        phone: check.phone,
        phoneVerifiedAt: new Date(),
        passwordHash: registration.passwordHash,
      })
      .returning()
    if (!user) throw new Error('User insert returned no row')
    const tokens = await openSession(tx, user.id, {
      ttlSeconds: context.sessionTtlSeconds,
      origin: 'sign_up',
    })
    return signedInUser(user, tokens)
  })
}

/** Email and password; an unknown email and a wrong password are the same refusal. */
export async function logIn(db: Db, form: LoginRequest, context: Pick<AuthContext, 'sessionTtlSeconds'>) {
  const user = await findUserByEmail(db, form.email)
  const matches = await passwordMatches(user?.passwordHash, form.password)
  if (!user || !matches) throw new ServiceError('unauthenticated', serverMessages.invalidCredentials)
  const tokens = await openSession(db, user.id, { ttlSeconds: context.sessionTtlSeconds, origin: 'password' })
  return signedInUser(user, tokens)
}

/** Sends a reset code when the phone is an account's verified phone; the answer is the same either way. */
export async function requestPasswordReset(db: Db, phone: string, context: AuthContext) {
  const request = { phone, purpose: 'password_reset' as const, ip: context.ip }
  await assertMaySendOtp(db, request, context.otp)
  const user = await findUserByVerifiedPhone(db, phone)
  await db.transaction(async (tx) => {
    const code = await issueOtp(
      tx,
      { ...request, userId: user?.id ?? null, decoy: !user },
      context.otp.secret,
    )
    if (code)
      await enqueue(tx, {
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: codeText(code, 'password_reset', context.locale),
      })
  })
  return otpSent(phone)
}

/** Trades a password_reset code for a single-use reset token. */
export async function verifyPasswordReset(
  db: Db,
  check: { phone: string; otp: string },
  context: AuthContext,
) {
  const used = await consumeOtp(
    db,
    { phone: check.phone, purpose: 'password_reset', code: check.otp },
    context.otp.secret,
  )
  if (!used.userId) throw new FieldError('otp', messages.otpInvalid)
  const token = newToken()
  await db.insert(passwordResetTokens).values({
    userId: used.userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  })
  return { reset_token: token, expiresInSeconds: RESET_TOKEN_TTL_SECONDS }
}

/** Sets the new password with a reset token (once) and signs the user out everywhere. */
export async function resetPassword(db: Db, form: ResetPasswordRequest) {
  const passwordHash = await hashPassword(form.password)
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash(form.reset_token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!used) throw new ServiceError('unauthenticated', messages.resetTokenInvalid)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId))
    await revokeOtherSessions(tx, used.userId)
  })
}

/**
 * Sends a code to the phone a signed-in user wants. A phone that is already another account's verified
 * phone gets no code (a decoy is stored), so this cannot be used to find out whose phone it is.
 */
export async function sendPhoneChangeCode(db: Db, userId: string, phone: string, context: AuthContext) {
  const request = { phone, purpose: 'phone_change' as const, ip: context.ip }
  await assertMaySendOtp(db, request, context.otp)
  const owner = await findUserByVerifiedPhone(db, phone)
  const decoy = owner !== null && owner.id !== userId
  await db.transaction(async (tx) => {
    const code = await issueOtp(tx, { ...request, userId, decoy }, context.otp.secret)
    if (code)
      await enqueue(tx, {
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: codeText(code, 'phone_change', context.locale),
      })
  })
  return otpSent(phone)
}

export async function changePhone(
  db: Db,
  userId: string,
  check: { phone: string; otp: string },
  context: AuthContext,
) {
  await consumeOtp(
    db,
    { phone: check.phone, purpose: 'phone_change', code: check.otp, userId },
    context.otp.secret,
  )
  return db.transaction(async (tx) => {
    const owner = await findUserByVerifiedPhone(tx, check.phone)
    if (owner && owner.id !== userId) throw new FieldError('otp', messages.otpInvalid)
    await tx
      .update(users)
      .set({ phone: check.phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, userId))
    return { phone: check.phone }
  })
}

/**
 * Changes (or, for an account that only ever signed in socially, sets) the password. Other sessions
 * end, so a thief holding an old token loses it; the caller's own session stays.
 */
export async function changePassword(
  db: Db,
  caller: { userId: string; sessionId: string },
  form: ChangePasswordRequest,
) {
  const user = await findUserById(db, caller.userId)
  if (!user) throw new ServiceError('unauthenticated', messages.unauthenticated)
  if (user.passwordHash) {
    if (!form.current_password) throw new FieldError('current_password', messages.passwordRequired)
    if (!(await passwordMatches(user.passwordHash, form.current_password)))
      throw new FieldError('current_password', serverMessages.currentPasswordIncorrect)
  }
  const passwordHash = await hashPassword(form.password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await revokeOtherSessions(tx, user.id, caller.sessionId)
  })
}
