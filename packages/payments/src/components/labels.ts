import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  MethodUnavailableReason,
  PaymentFailureReason,
  PaymentMethodId,
} from '@rihla/api-contract/payments'

/** What each method is called on screen. */
export const METHOD_NAMES: Record<PaymentMethodId, MessageDescriptor> = {
  card: msg`Credit or debit card`,
  bank_transfer: msg`Bank transfer`,
  stc_pay: msg`STC Pay`,
  urpay: msg`urpay`,
}

/** A short line under each method's name. */
export const METHOD_HINTS: Record<PaymentMethodId, MessageDescriptor> = {
  card: msg`Pay on our payment partner’s secure page.`,
  bank_transfer: msg`Transfer from your bank; your booking is confirmed when the money arrives.`,
  stc_pay: msg`Confirm with a code sent to your STC Pay mobile number.`,
  urpay: msg`Confirm with a code sent to your urpay mobile number.`,
}

/** Why a method is disabled for this booking. */
export const UNAVAILABLE_REASONS: Record<MethodUnavailableReason, MessageDescriptor> = {
  amount_above_limit: msg`Not available: the amount is above this method’s limit.`,
  amount_below_limit: msg`Not available: the amount is below this method’s minimum.`,
  booking_type: msg`Not available for this type of booking.`,
  currency: msg`Not available in this booking’s currency.`,
  payment_window: msg`Not available: there is not enough time left to complete it.`,
  not_offered: msg`Not available: this payment method is not offered yet. Please choose another.`,
}

/** SPEC.md §8: the three likely reasons a payment fails, in the order the page lists them. */
export const LIKELY_FAILURE_REASONS = ['incorrect_details', 'insufficient_funds', 'bank_issue'] as const

export const FAILURE_REASONS: Record<PaymentFailureReason, MessageDescriptor> = {
  incorrect_details: msg`Incorrect card details`,
  insufficient_funds: msg`Insufficient funds`,
  bank_issue: msg`A temporary issue at your bank`,
  authentication_failed: msg`The verification code was not confirmed`,
  expired: msg`The time to pay for this booking ran out`,
}
