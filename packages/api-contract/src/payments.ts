import { z } from 'zod/mini'
import { otpSchema } from './account'
import { phoneSchema } from './phone'
import { bookingSchema } from './bookings'
import { moneySchema } from './common'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { messages } from './messages'

/** SPEC.md §1: cards (mada included), bank transfer and two mobile wallets. */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'stc_pay', 'urpay'] as const
export const paymentMethodIdSchema = z.enum(PAYMENT_METHODS, { error: messages.invalidValue })
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>

export const WALLET_METHODS = ['stc_pay', 'urpay'] as const
export const walletMethodSchema = z.enum(WALLET_METHODS, { error: messages.invalidValue })
export type WalletMethod = z.infer<typeof walletMethodSchema>

export const CARD_BRANDS = ['mada', 'visa', 'mastercard'] as const
export const cardBrandSchema = z.enum(CARD_BRANDS)
export type CardBrand = z.infer<typeof cardBrandSchema>

/** Why a method cannot pay this booking; the screen names it beside the disabled method. */
export const METHOD_UNAVAILABLE_REASONS = [
  'amount_above_limit',
  'amount_below_limit',
  'booking_type',
  'currency',
  'payment_window',
  /** The server has no real provider for this method (production without a configured gateway). */
  'not_offered',
] as const
export const methodUnavailableReasonSchema = z.enum(METHOD_UNAVAILABLE_REASONS)
export type MethodUnavailableReason = z.infer<typeof methodUnavailableReasonSchema>

export const paymentMethodSchema = z
  .object({
    method: paymentMethodIdSchema,
    available: z.boolean(),
    unavailableReason: z.nullable(methodUnavailableReasonSchema),
    /** The smallest and largest amount this method takes, in the booking's currency. */
    minAmount: moneySchema,
    maxAmount: moneySchema,
    /** Card brands accepted; empty for the other methods. */
    brands: z.array(cardBrandSchema),
  })
  .register(z.globalRegistry, { id: 'PaymentMethod' })
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/**
 * A payment attempt's life: a card waits on the hosted page (`requires_action`), a wallet on its OTP
 * (`requires_action`), a bank transfer on the money (`awaiting_transfer`); then `processing` while
 * the charge runs, and `succeeded` or `failed`. `expired` when the booking's window closed first.
 */
export const PAYMENT_STATUSES = [
  'requires_action',
  'awaiting_transfer',
  'processing',
  'succeeded',
  'failed',
  'expired',
] as const
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/** SPEC.md §8 names the first three as a failed payment's likely reasons. */
export const PAYMENT_FAILURE_REASONS = [
  'incorrect_details',
  'insufficient_funds',
  'bank_issue',
  'authentication_failed',
  'expired',
] as const
export const paymentFailureReasonSchema = z.enum(PAYMENT_FAILURE_REASONS)
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>

export const bankTransferDetailsSchema = z.object({
  /** Quoted in the transfer's description so the money is matched to the booking. */
  reference: z.string(),
  iban: z.string(),
  beneficiary: z.string(),
  bankName: z.string(),
  amount: moneySchema,
  /** The booking's payment expiry: a transfer after it is refunded, not applied. */
  payBy: z.iso.datetime(),
})
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>

export const paymentSchema = z
  .object({
    /** The order reference the traveller and GET /inquiry use. */
    orderRef: z.string(),
    bookingUuid: z.uuid(),
    method: paymentMethodIdSchema,
    status: paymentStatusSchema,
    amount: moneySchema,
    failureReason: z.nullable(paymentFailureReasonSchema),
    /** The gateway's hosted card page, while a card payment waits there. */
    checkoutUrl: z.nullable(z.string()),
    card: z.nullable(z.object({ brand: cardBrandSchema, last4: z.string() })),
    /** The wallet's mobile number, masked. */
    walletMobile: z.nullable(z.string()),
    bankTransfer: z.nullable(bankTransferDetailsSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'Payment' })
export type Payment = z.infer<typeof paymentSchema>

/** A wallet account the user verified by OTP, offered for the next payment. */
export const savedAccountSchema = z
  .object({
    id: z.string(),
    method: walletMethodSchema,
    /** Masked: +966 5• ••• 4567. */
    mobile: z.string(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'SavedAccount' })
export type SavedAccount = z.infer<typeof savedAccountSchema>

const bookingUuidSchema = z.pipe(
  z.string({ error: messages.requiredField }).check(z.minLength(1, { error: messages.requiredField })),
  z.uuid({ error: messages.invalidValue }),
)

export const paymentMethodsQuerySchema = z.object({ uuid: bookingUuidSchema })

/** GET /api/v2/financial/paymentMethods: what can pay this booking, the saved accounts, the last attempt. */
export const paymentMethodsResponseSchema = z.object({
  booking: bookingSchema,
  /** Every method, each with whether it can pay this booking; none available is "Payment Options Unavailable". */
  methods: z.array(paymentMethodSchema),
  accounts: z.array(savedAccountSchema),
  /** The booking's newest payment attempt, so a reload resumes it (bank transfer details, a pending OTP). */
  latestPayment: z.nullable(paymentSchema),
})
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>

export const saveAccountRequestSchema = z.object({ method: walletMethodSchema, mobile: phoneSchema })
export type SaveAccountRequest = z.input<typeof saveAccountRequestSchema>

export const verifyAccountRequestSchema = z.object({
  method: walletMethodSchema,
  mobile: phoneSchema,
  otp: otpSchema,
})
export type VerifyAccountRequest = z.input<typeof verifyAccountRequestSchema>
export const verifyAccountResponseSchema = z.object({ account: savedAccountSchema })

/** The code was sent to the wallet's mobile; when the next may be asked for and how long this one lives. */
export const otpChallengeSchema = z.object({
  phone: z.string(),
  resendAfterSeconds: z.int().check(z.nonnegative()),
  expiresInSeconds: z.int().check(z.positive()),
})
export type OtpChallenge = z.infer<typeof otpChallengeSchema>

export const saveAccountResponseSchema = z.object({ message: z.string(), otp: otpChallengeSchema })

/**
 * Fields of every process request. `idempotencyKey` is made once per traveller action and reused when
 * that action is retried: the same key returns the first answer and never charges twice; the same key
 * with a different request is refused. `amount` is the total the traveller was shown; when the
 * booking's total differs the server refuses rather than charge another sum.
 */
const processFields = {
  uuid: bookingUuidSchema,
  idempotencyKey: z.uuid({ error: messages.invalidValue }),
  amount: moneySchema,
}

const cardProcessSchema = z.object({
  ...processFields,
  method: z.literal('card'),
  /** Where the hosted card page sends the traveller back; must be one of the site's origins. */
  returnUrl: z.url({ error: messages.invalidValue }),
})

const bankTransferProcessSchema = z.object({ ...processFields, method: z.literal('bank_transfer') })

/**
 * A wallet payment is two calls. The first names the payer (a mobile number or a saved account) and
 * sends an OTP; the second carries the payment's `orderRef` and the OTP, and charges.
 */
const walletProcessSchema = z
  .object({
    ...processFields,
    method: walletMethodSchema,
    mobile: z.optional(phoneSchema),
    accountId: z.optional(z.string()),
    orderRef: z.optional(z.string()),
    otp: z.optional(otpSchema),
  })
  .check(
    z.refine(
      (value) => value.otp !== undefined || value.mobile !== undefined || value.accountId !== undefined,
      {
        error: messages.phoneRequired,
        path: ['mobile'],
      },
    ),
    z.refine((value) => value.otp === undefined || value.orderRef !== undefined, {
      error: messages.requiredField,
      path: ['orderRef'],
    }),
  )

export const processPaymentRequestSchema = z.discriminatedUnion(
  'method',
  [cardProcessSchema, bankTransferProcessSchema, walletProcessSchema],
  { error: messages.invalidValue },
)
export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>

export const processPaymentQuerySchema = z.object({ sdk: z.optional(z.literal('force')) })

export const processPaymentResponseSchema = z.object({
  payment: paymentSchema,
  booking: bookingSchema,
  /** Set when the wallet sent an OTP that the next call must carry. */
  otp: z.nullable(otpChallengeSchema),
})
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>

/** GET /inquiry: by the payment's order reference, or the newest payment of a booking. */
export const paymentInquiryQuerySchema = z
  .object({ order_ref_id: z.optional(z.string()), uuid: z.optional(bookingUuidSchema) })
  .check(
    z.refine((value) => value.order_ref_id !== undefined || value.uuid !== undefined, {
      error: messages.requiredField,
      path: ['order_ref_id'],
    }),
  )
export const paymentInquiryResponseSchema = z.object({
  payment: z.nullable(paymentSchema),
  booking: bookingSchema,
})
export type PaymentInquiryResponse = z.infer<typeof paymentInquiryResponseSchema>

/** Client timeout of the process call (SPEC.md §9); past it the screen asks GET /inquiry, never resubmits. */
export const PAYMENT_PROCESS_TIMEOUT_MS = 90_000

/** Payments (SPEC.md §7). Loaded with the payment screens. */
export const paymentsEndpoints = {
  paymentMethods: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/financial/paymentMethods',
    auth: 'user',
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
  }),
  saveAccount: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/financial/saveAccount',
    auth: 'user',
    body: saveAccountRequestSchema,
    response: saveAccountResponseSchema,
  }),
  verifyAccount: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/financial/verifyAccount',
    auth: 'user',
    body: verifyAccountRequestSchema,
    response: verifyAccountResponseSchema,
    status: 201,
  }),
  processPayment: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/financial/process',
    auth: 'user',
    query: processPaymentQuerySchema,
    body: processPaymentRequestSchema,
    response: processPaymentResponseSchema,
    timeoutMs: PAYMENT_PROCESS_TIMEOUT_MS,
  }),
  paymentInquiry: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/financial/inquiry',
    auth: 'user',
    query: paymentInquiryQuerySchema,
    response: paymentInquiryResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>

/** Realtime events on a user's private channel (see `@rihla/api-contract/realtime`). */
export const paymentUpdatedEventSchema = z.object({ payment: paymentSchema })
export type PaymentUpdatedEvent = z.infer<typeof paymentUpdatedEventSchema>
