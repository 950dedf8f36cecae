import type { ProcessPaymentResponse } from '@rihla/api-contract/payments'
import { atom } from 'jotai'

/**
 * What the `paymentStatus` modal shows: the call in flight, a call that timed out (ask the gateway,
 * never resubmit), or the answer of that inquiry when it found no payment yet.
 */
export type PaymentStatusView =
  | { kind: 'processing' }
  | { kind: 'timed-out' }
  | { kind: 'checking' }
  | { kind: 'not-found' }
  | { kind: 'check-failed' }

export const paymentStatusViewAtom = atom<PaymentStatusView>({ kind: 'processing' })

/** The wallet attempt waiting for its OTP: its order reference and the code's challenge. */
export const walletChallengeAtom = atom<ProcessPaymentResponse | null>(null)
