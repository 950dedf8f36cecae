import { serverMessages } from '@rihla/api-contract'
import type {
  OtpChallenge,
  PaymentFailureReason,
  SavedAccount,
  WalletMethod,
} from '@rihla/api-contract/payments'
import { and, desc, eq } from 'drizzle-orm'
import { otpCodes, payments, savedAccounts } from '../../db/schema'
import type { PaymentRow, SavedAccountRow } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { codeText } from '../accounts/notices'
import {
  assertMaySendOtp,
  consumeOtp,
  issueOtp,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../accounts/otp'
import { enqueue } from '../outbox/service'
import type { BookingRow, PaymentCaller, PaymentDeps } from './context'
import { maskMobile, newOrderRef } from './records'
import { announcePayment, announceSettlement, lockPaymentAndBooking, settleOpenPayment } from './settlement'
import type { ChargeOutcome } from './settlement'

export const toSavedAccount = (row: SavedAccountRow): SavedAccount => ({
  id: row.id,
  method: row.method,
  mobile: maskMobile(row.mobile),
  createdAt: row.createdAt.toISOString(),
})

const challenge = (mobile: string): OtpChallenge => ({
  phone: maskMobile(mobile),
  resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  expiresInSeconds: OTP_TTL_SECONDS,
})

/**
 * The sandbox wallets' answers, decided by the mobile number's last four digits so tests and people
 * trying the product can reach each one: 0000 has too little balance, 9999 meets a wallet-side outage;
 * every other number pays.
 */
export const SANDBOX_WALLET_DECLINES: Record<string, PaymentFailureReason> = {
  '0000': 'insufficient_funds',
  '9999': 'bank_issue',
}

export function sandboxWalletOutcome(mobile: string): ChargeOutcome {
  const reason = SANDBOX_WALLET_DECLINES[mobile.slice(-4)]
  return reason ? { status: 'failed', reason } : { status: 'succeeded' }
}

/** Sends a code to a mobile for a purpose, through the outbox, in the caller's language. */
async function sendCode(
  deps: PaymentDeps,
  caller: PaymentCaller,
  mobile: string,
  purpose: 'wallet_payment' | 'wallet_account',
  alsoInTransaction?: (tx: PaymentDeps['db']) => Promise<PaymentRow>,
) {
  const request = { phone: mobile, purpose, ip: caller.ip }
  await assertMaySendOtp(deps.db, request, deps.otp, caller.now)
  return deps.db.transaction(async (tx) => {
    const code = await issueOtp(tx, { ...request, userId: caller.userId }, deps.otp.secret, caller.now)
    await enqueue(tx, {
      channel: 'sms',
      recipient: mobile,
      // Not a decoy, so a code was made.
      body: codeText(code ?? '', purpose, caller.locale),
      createdAt: caller.now,
    })
    return alsoInTransaction ? alsoInTransaction(tx) : null
  })
}

/**
 * A wallet payment's first call: the payer is a mobile number or one of the caller's saved accounts of
 * that wallet; an OTP goes to it and the payment waits for it.
 */
export async function startWalletPayment(
  deps: PaymentDeps,
  caller: PaymentCaller,
  booking: BookingRow,
  payer: { method: WalletMethod; mobile?: string | undefined; accountId?: string | undefined },
) {
  let mobile = payer.mobile
  let savedAccountId: string | null = null
  if (mobile === undefined) {
    const [account] = await deps.db
      .select()
      .from(savedAccounts)
      .where(
        and(
          eq(savedAccounts.id, payer.accountId ?? ''),
          eq(savedAccounts.userId, caller.userId),
          eq(savedAccounts.method, payer.method),
        ),
      )
      .limit(1)
    if (!account) throw new ServiceError('not_found', serverMessages.notFound)
    mobile = account.mobile
    savedAccountId = account.id
  }
  const payerMobile = mobile
  const payment = await sendCode(deps, caller, payerMobile, 'wallet_payment', async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        orderRef: newOrderRef(),
        bookingId: booking.id,
        userId: caller.userId,
        method: payer.method,
        status: 'requires_action',
        amount: booking.totalAmount,
        currency: booking.currency,
        walletMobile: payerMobile,
        savedAccountId,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning()
    return created!
  })
  announcePayment(deps.userEvents, payment!, booking)
  return { payment: payment!, booking, otp: challenge(payerMobile) }
}

/**
 * After the fifth wrong code the code is void; so is the payment it was for, so the screen tells the
 * traveller to start again rather than keep typing.
 */
async function voidIfLockedOut(
  deps: PaymentDeps,
  caller: PaymentCaller,
  payment: PaymentRow,
  booking: BookingRow,
) {
  const [code] = await deps.db
    .select({ failedAttempts: otpCodes.failedAttempts, closedAt: otpCodes.closedAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, payment.walletMobile ?? ''),
        eq(otpCodes.purpose, 'wallet_payment'),
        eq(otpCodes.userId, caller.userId),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  if (!code || code.closedAt === null || code.failedAttempts < OTP_MAX_WRONG_TRIES) return
  const [voided] = await deps.db
    .update(payments)
    .set({
      status: 'failed',
      failureReason: 'authentication_failed',
      completedAt: caller.now,
      updatedAt: caller.now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'requires_action')))
    .returning()
  if (voided) announcePayment(deps.userEvents, voided, booking)
}

/** A wallet payment's second call: the OTP proves the payer holds the mobile, then the wallet is charged. */
export async function confirmWalletPayment(
  deps: PaymentDeps,
  caller: PaymentCaller,
  booking: BookingRow,
  confirmation: { method: WalletMethod; orderRef: string; otp: string },
) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderRef, confirmation.orderRef),
        eq(payments.userId, caller.userId),
        eq(payments.bookingId, booking.id),
        eq(payments.method, confirmation.method),
      ),
    )
    .limit(1)
  if (!payment?.walletMobile) throw new ServiceError('not_found', serverMessages.notFound)
  const payerMobile = payment.walletMobile
  if (payment.status !== 'requires_action') {
    throw new ServiceError('conflict', serverMessages.paymentNotAwaitingOtp)
  }
  try {
    // Outside the charge's transaction: a wrong code must stay counted against the code.
    await consumeOtp(
      deps.db,
      {
        phone: payment.walletMobile,
        purpose: 'wallet_payment',
        code: confirmation.otp,
        userId: caller.userId,
      },
      deps.otp.secret,
      caller.now,
    )
  } catch (error) {
    if (error instanceof FieldError) await voidIfLockedOut(deps, caller, payment, booking)
    throw error
  }
  const settlement = await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentAndBooking(tx, eq(payments.id, payment.id))
    if (locked?.payment.status !== 'requires_action') {
      throw new ServiceError('conflict', serverMessages.paymentNotAwaitingOtp)
    }
    const settled = await settleOpenPayment(tx, locked, sandboxWalletOutcome(payerMobile), caller.now)
    announceSettlement(deps.userEvents, settled)
    return settled
  })
  return { payment: settlement.payment, booking: settlement.booking }
}

/** POST saveAccount: a code goes to the wallet's mobile; the account is saved once it is verified. */
export async function startSavingAccount(
  deps: PaymentDeps,
  caller: PaymentCaller,
  account: { method: WalletMethod; mobile: string },
) {
  await sendCode(deps, caller, account.mobile, 'wallet_account')
  return challenge(account.mobile)
}

/** POST verifyAccount: the right code saves the account (again, if it was saved before). */
export async function verifyAccount(
  deps: PaymentDeps,
  caller: PaymentCaller,
  account: { method: WalletMethod; mobile: string; otp: string },
): Promise<SavedAccount> {
  await consumeOtp(
    deps.db,
    { phone: account.mobile, purpose: 'wallet_account', code: account.otp, userId: caller.userId },
    deps.otp.secret,
    caller.now,
  )
  const [saved] = await deps.db
    .insert(savedAccounts)
    .values({
      userId: caller.userId,
      method: account.method,
      mobile: account.mobile,
      verifiedAt: caller.now,
      createdAt: caller.now,
    })
    .onConflictDoUpdate({
      target: [savedAccounts.userId, savedAccounts.method, savedAccounts.mobile],
      set: { verifiedAt: caller.now },
    })
    .returning()
  return toSavedAccount(saved!)
}
