import { z } from 'zod/mini'
import { captchaSchema, moneySchema } from './common'
import { messages } from './messages'
import { phoneSchema } from './phone'
import { userSchema } from './widget'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'

// Accounts (SPEC.md §3 User, §4 password reset, §5, §7 Auth). Field names follow the spec's API
// (snake_case request fields such as password_confirmation); answers we design are camelCase.

const NAME_PATTERN = /^[\p{L}\s]+$/u
/** OTPs are at least 6 digits (SPEC.md §9); the server sends exactly OTP_LENGTH. */
export const OTP_LENGTH = 6

export const personNameSchema = z
  .string({ error: messages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.nameRequired }),
    z.minLength(3, { error: messages.nameMinLength }),
    z.maxLength(100, { error: messages.nameTooLong }),
    z.regex(NAME_PATTERN, { error: messages.nameLettersOnly }),
  )

export const emailSchema = z.pipe(
  z
    .string({ error: messages.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: messages.emailRequired }),
      z.maxLength(320, { error: messages.invalidEmail }),
    ),
  z.email({ error: messages.invalidEmail }),
)

/** Sign-in only asks that a password was typed; its rules apply when one is chosen. */
const enteredPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, { error: messages.passwordRequired }),
    z.maxLength(128, { error: messages.passwordTooLong }),
  )

export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, { error: messages.passwordRequired }),
    z.minLength(6, { error: messages.minSixCharacters }),
    z.maxLength(128, { error: messages.passwordTooLong }),
  )

const confirmationSchema = z
  .string({ error: messages.confirmationRequired })
  .check(z.minLength(1, { error: messages.confirmationRequired }))

export const otpSchema = z
  .string({ error: messages.otpRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.otpRequired }),
    z.regex(/^[0-9]{6,}$/, { error: messages.otpMinDigits }),
    z.maxLength(10, { error: messages.otpInvalid }),
  )

/** "Password does not match" on the confirmation field, reported even when other fields are bad. */
const confirmationMatches = z.refine<{ password: string; password_confirmation: string }>(
  (value) => value.password === value.password_confirmation,
  {
    error: messages.passwordMismatch,
    path: ['password_confirmation'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined
      return typeof value?.password === 'string' && typeof value.password_confirmation === 'string'
    },
  },
)

export const OTP_PURPOSES = [
  'sign_up',
  'password_reset',
  'phone_change',
  'wallet_payment',
  'wallet_account',
] as const
export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: messages.invalidValue })
export type OtpPurpose = z.infer<typeof otpPurposeSchema>

// ---- sign-up, OTP, sign-in -------------------------------------------------------------------

export const registerRequestSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    captcha: captchaSchema,
  })
  .check(confirmationMatches)
export type RegisterRequest = z.infer<typeof registerRequestSchema>

/**
 * The answer to sign-up, password reset and send-OTP: always the same whether or not the email or
 * phone is registered. `resendAfterSeconds` is when asking again will be accepted (the resend timer);
 * `expiresInSeconds` how long the code lives.
 */
export const otpSentResponseSchema = z
  .object({
    message: z.string(),
    phone: z.string(),
    resendAfterSeconds: z.int().check(z.nonnegative()),
    expiresInSeconds: z.int().check(z.positive()),
  })
  .register(z.globalRegistry, { id: 'OtpSent' })
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>

export const verifyOtpRequestSchema = z.object({
  phone: phoneSchema,
  otp: otpSchema,
  purpose: z.enum(['sign_up', 'password_reset'], { error: messages.invalidValue }),
})
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>

/** sign_up: the new user, signed in. password_reset: a single-use token for PUT resetPassword. */
export const verifyOtpResponseSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('sign_up'), user: userSchema }),
  z.object({
    purpose: z.literal('password_reset'),
    reset_token: z.string(),
    expiresInSeconds: z.int().check(z.positive()),
  }),
])
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>

/**
 * `captcha` is asked for only after repeated failures for the account or from the address (a 400 on
 * that field says so); guessing then costs a proof of work per try, and the owner is never locked out.
 */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
  captcha: z.optional(captchaSchema),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** A signed-in user with fresh tokens (login, sign-up verification, social exchange). */
export const authUserResponseSchema = z.object({ user: userSchema })
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>

/** A confirmation in the caller's language. */
export const messageResponseSchema = z.object({ message: z.string() })

// ---- password reset and changes ---------------------------------------------------------------

export const requestPasswordResetRequestSchema = z.object({ phone: phoneSchema, captcha: captchaSchema })
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequestSchema>

export const resetPasswordRequestSchema = z
  .object({
    reset_token: z
      .string({ error: messages.resetTokenInvalid })
      .check(z.minLength(1, { error: messages.resetTokenInvalid }), z.maxLength(200)),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmationMatches)
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>

/** Signed in: send a code to a new phone before PUT updatePhoneNumber (calling again = resend). */
export const sendOtpRequestSchema = z.object({
  phone: phoneSchema,
  purpose: z.literal('phone_change', { error: messages.invalidValue }),
})
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>

export const updatePhoneRequestSchema = z.object({ phone: phoneSchema, otp: otpSchema })
export type UpdatePhoneRequest = z.infer<typeof updatePhoneRequestSchema>
export const updatePhoneResponseSchema = z.object({ message: z.string(), phone: z.string() })

/**
 * `current_password` is required when the account has a password (`hasPassword` on the dashboard);
 * a user who only ever signed in socially sets a first password without it.
 */
export const changePasswordRequestSchema = z
  .object({
    current_password: z.optional(
      z
        .string({ error: messages.passwordRequired })
        .check(z.maxLength(128, { error: messages.passwordTooLong })),
    ),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmationMatches)
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

// ---- profile and wallet -----------------------------------------------------------------------

export const socialProviderSchema = z
  .object({ id: z.string(), label: z.string() })
  .register(z.globalRegistry, { id: 'SocialProvider' })
export type SocialProvider = z.infer<typeof socialProviderSchema>

export const dashboardSchema = z
  .object({
    name: z.string(),
    email: z.email(),
    phone: z.nullable(z.string()),
    memberSince: z.iso.datetime(),
    walletBalance: moneySchema,
    hasPassword: z.boolean(),
    socialProviders: z.array(socialProviderSchema),
    /** What the account page and the user menu count: support requests still open, agents' replies not read, trips ahead. */
    openRequests: z.int(),
    unreadReplies: z.int(),
    upcomingTrips: z.int(),
  })
  .register(z.globalRegistry, { id: 'Dashboard' })
export type Dashboard = z.infer<typeof dashboardSchema>
export const dashboardResponseSchema = z.object({ profile: dashboardSchema })

const pageNumber = (fallback: number, max: number) =>
  z._default(
    z
      .pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.invalidValue })), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= max, { error: messages.invalidValue })),
    fallback,
  )

/** The most wallet transactions one page holds; a larger page is refused. */
export const MAX_WALLET_PAGE_SIZE = 100
export const walletQuerySchema = z.object({
  page: pageNumber(1, 9999),
  perPage: pageNumber(20, MAX_WALLET_PAGE_SIZE),
})

export const walletTransactionSchema = z
  .object({
    id: z.string(),
    /** Positive: money in; negative: money spent. */
    amount: moneySchema,
    description: z.string(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'WalletTransaction' })
export type WalletTransaction = z.infer<typeof walletTransactionSchema>

/** Newest first. */
export const walletResponseSchema = z.object({
  balance: moneySchema,
  transactions: z.array(walletTransactionSchema),
  page: z.int(),
  perPage: z.int(),
  total: z.int(),
})
export type WalletResponse = z.infer<typeof walletResponseSchema>

/** Sandbox only: credit (or, negative, debit) a user's wallet so tests have transactions. */
export const devWalletCreditRequestSchema = z
  .object({
    email: z.optional(emailSchema),
    userId: z.optional(z.uuid({ error: messages.invalidValue })),
    amount: z
      .int({ error: messages.invalidValue })
      .check(
        z.refine((n: number) => n !== 0 && Math.abs(n) <= 100_000_000, { error: messages.invalidValue }),
      ),
    description: z
      .string({ error: messages.requiredField })
      .check(z.trim(), z.minLength(1, { error: messages.requiredField }), z.maxLength(200)),
    /** The Arabic description; the English one serves both languages when it is left out. */
    descriptionAr: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine<{ email?: string | undefined; userId?: string | undefined }>(
      (value) => Boolean(value.email ?? value.userId),
      {
        error: messages.requiredField,
        path: ['email'],
      },
    ),
  )
export const devWalletCreditResponseSchema = z.object({
  transaction: walletTransactionSchema,
  balance: moneySchema,
})

// ---- captcha ----------------------------------------------------------------------------------

/**
 * An ALTCHA v2 challenge (altcha 3 widget, altcha-lib 2), as the widget's `challenge` URL expects it.
 * The widget's form value (the `captcha` field) is base64 JSON of { challenge, solution }.
 */
export const captchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.optional(z.string()),
      memoryCost: z.optional(z.number()),
      parallelism: z.optional(z.number()),
      expiresAt: z.optional(z.number()),
      data: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    }),
    signature: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'CaptchaChallenge' })
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>

// ---- social sign-in (OpenID Connect) ------------------------------------------------------------
//
// The flow, for the web app (the account package):
// 1. GET /api/v2/users/auth/social/providers lists { id, label } (e.g. google "Google", apple "Apple").
// 2. The browser navigates (a full page load, not fetch) to
//    `${consumerApiBase}${socialStartPath(id)}?redirect=${encodeURIComponent(webUrl)}` where webUrl is
//    the web app's own `/auth/callback` route (locale prefix allowed, e.g. /ar/auth/callback), on an
//    allowed web origin. Optional `return` in that URL's own query is kept as it is, so the callback
//    page can send the user back to where they were going.
// 3. The API redirects to the identity provider (authorization code + PKCE, state and nonce kept on the
//    server), the user signs in there, the provider returns to the API's callback, which checks the ID
//    token, signs the user in (by verified email) and redirects to webUrl with `?code=<one-time code>`
//    added, or `?error=social_sign_in_failed` when the sign-in was refused or cancelled.
// 4. The `/auth/callback` page POSTs { code } to /api/v2/users/auth/social/exchange and stores the
//    returned user (tokens) like a password sign-in. The code is single use and lives one minute.

/** Where the browser starts a social sign-in (a redirect, so it is not a JSON endpoint). */
export const socialStartPath = (providerId: string) =>
  `/api/v2/users/auth/social/${encodeURIComponent(providerId)}/start`
/** Where the identity provider returns to (a redirect, not a JSON endpoint). */
export const socialCallbackPath = (providerId: string) =>
  `/api/v2/users/auth/social/${encodeURIComponent(providerId)}/callback`
/** The query parameter of the web callback URL that carries the one-time code, and the error one. */
export const SOCIAL_CODE_PARAM = 'code'
export const SOCIAL_ERROR_PARAM = 'error'

export const socialProvidersResponseSchema = z.object({ providers: z.array(socialProviderSchema) })

export const socialExchangeRequestSchema = z.object({
  code: z
    .string({ error: messages.socialCodeInvalid })
    .check(z.minLength(1, { error: messages.socialCodeInvalid }), z.maxLength(200)),
})

/** Accounts: sign-up, sign-in, OTP, password and phone changes, profile, wallet, captcha and social sign-in. Loaded with the screens that call them. */
export const accountEndpoints = {
  register: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/register',
    auth: 'none',
    body: registerRequestSchema,
    response: otpSentResponseSchema,
    status: 201,
  }),
  verifyOtp: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/verifyOTP',
    auth: 'none',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
  }),
  login: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/login',
    auth: 'none',
    body: loginRequestSchema,
    response: authUserResponseSchema,
  }),
  logout: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/logout',
    auth: 'user',
    response: messageResponseSchema,
  }),
  requestPasswordReset: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/requestPasswordReset',
    auth: 'none',
    body: requestPasswordResetRequestSchema,
    response: otpSentResponseSchema,
  }),
  resetPassword: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/auth/resetPassword',
    auth: 'none',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  sendOtp: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/sendOTP',
    auth: 'user',
    body: sendOtpRequestSchema,
    response: otpSentResponseSchema,
  }),
  updatePhoneNumber: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/auth/updatePhoneNumber',
    auth: 'user',
    body: updatePhoneRequestSchema,
    response: updatePhoneResponseSchema,
  }),
  changePassword: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/password',
    auth: 'user',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
  dashboard: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/profile/dashboard',
    auth: 'user',
    response: dashboardResponseSchema,
  }),
  wallet: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/wallet',
    auth: 'user',
    query: walletQuerySchema,
    response: walletResponseSchema,
  }),
  captchaChallenge: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/captcha/challenge',
    auth: 'none',
    response: captchaChallengeSchema,
  }),
  socialProviders: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/auth/social/providers',
    auth: 'none',
    response: socialProvidersResponseSchema,
  }),
  socialExchange: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/social/exchange',
    auth: 'none',
    body: socialExchangeRequestSchema,
    response: authUserResponseSchema,
  }),
  // My Bookings (SPEC.md §2 /bookings, §7); every booking is the signed-in caller's own
} as const satisfies Record<string, Endpoint>
