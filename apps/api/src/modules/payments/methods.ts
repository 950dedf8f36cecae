import type { BookingType } from '@rihla/api-contract/bookings'
import { CARD_BRANDS, PAYMENT_METHODS } from '@rihla/api-contract/payments'
import type { MethodUnavailableReason, PaymentMethod, PaymentMethodId } from '@rihla/api-contract/payments'

/**
 * What each method takes, in Saudi riyals (converted into the booking's currency with the server's
 * rates). Cards take every booking type in any currency up to SAR 100,000. A bank transfer takes SAR
 * only, from SAR 100, and only while at least two hours of the payment window remain (a transfer takes
 * that long to arrive); event and cinema tickets are sold too close to the show to wait for one. The
 * wallets take SAR only, up to their per-payment limits.
 */
export interface MethodRule {
  minSar: number
  maxSar: number
  sarOnly: boolean
  excludedTypes: readonly BookingType[]
  /** Time the payment window must still have, in milliseconds. */
  minWindowMs: number
}

const TWO_HOURS_MS = 2 * 3600 * 1000

export const METHOD_RULES: Record<PaymentMethodId, MethodRule> = {
  card: { minSar: 1, maxSar: 100_000, sarOnly: false, excludedTypes: [], minWindowMs: 0 },
  bank_transfer: {
    minSar: 100,
    maxSar: 500_000,
    sarOnly: true,
    excludedTypes: ['event', 'cinema'],
    minWindowMs: TWO_HOURS_MS,
  },
  stc_pay: { minSar: 1, maxSar: 10_000, sarOnly: true, excludedTypes: [], minWindowMs: 0 },
  urpay: { minSar: 1, maxSar: 5_000, sarOnly: true, excludedTypes: [], minWindowMs: 0 },
}

/** The booking's currency as the reference table has it. */
export interface CurrencyRate {
  code: string
  /** ISO 4217 minor units. */
  decimals: number
  /** Units of this currency per one Saudi riyal. */
  ratePerSar: number
}

export interface PayableBooking {
  type: BookingType
  /** Integer minor units of `currency.code`. */
  amount: number
  currency: CurrencyRate
  paymentExpiresAt: Date | null
  /** Whether the booking can be paid at all now (Pending, window open). */
  payable: boolean
}

/** SAR major units → minor units of the currency; the minimum rounds up and the maximum down, so both stay inside the rule. */
const toMinor = (sar: number, currency: CurrencyRate, round: (value: number) => number) =>
  round(sar * currency.ratePerSar * 10 ** currency.decimals)

function unavailableReason(
  rule: MethodRule,
  booking: PayableBooking,
  limits: { min: number; max: number },
  now: Date,
): MethodUnavailableReason | null {
  if (!booking.payable) return 'payment_window'
  if (rule.excludedTypes.includes(booking.type)) return 'booking_type'
  if (rule.sarOnly && booking.currency.code !== 'SAR') return 'currency'
  if (booking.amount > limits.max) return 'amount_above_limit'
  if (booking.amount < limits.min) return 'amount_below_limit'
  const windowLeftMs = booking.paymentExpiresAt
    ? booking.paymentExpiresAt.getTime() - now.getTime()
    : Number.POSITIVE_INFINITY
  if (windowLeftMs < rule.minWindowMs) return 'payment_window'
  return null
}

/**
 * Every method with whether it can pay the booking now, in a fixed order. `offered` names the methods a
 * provider stands behind (in production only those configured for real); the others are `not_offered`.
 */
export function paymentMethodsFor(
  booking: PayableBooking,
  now: Date,
  offered: ReadonlySet<PaymentMethodId> = new Set(PAYMENT_METHODS),
): PaymentMethod[] {
  return PAYMENT_METHODS.map((method) => {
    const rule = METHOD_RULES[method]
    const limits = {
      min: toMinor(rule.minSar, booking.currency, Math.ceil),
      max: toMinor(rule.maxSar, booking.currency, Math.floor),
    }
    const reason = offered.has(method) ? unavailableReason(rule, booking, limits, now) : 'not_offered'
    return {
      method,
      available: reason === null,
      unavailableReason: reason,
      minAmount: { amount: limits.min, currency: booking.currency.code },
      maxAmount: { amount: limits.max, currency: booking.currency.code },
      brands: method === 'card' ? [...CARD_BRANDS] : [],
    }
  })
}
