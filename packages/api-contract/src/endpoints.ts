import type { z } from 'zod/mini'
import { BOOKINGS_APP_VERSION, errorSchema, validationErrorSchema } from './common'
import {
  clientCurrencyResponseSchema,
  countriesResponseSchema,
  partnerTokenRequestSchema,
  partnerTokenResponseSchema,
  supportedCurrenciesResponseSchema,
} from './partner'
import {
  contactRequestSchema,
  contactResponseSchema,
  geolocationResponseSchema,
  pageResponseSchema,
  pageSlugParamsSchema,
  pathLookupQuerySchema,
  pathLookupResponseSchema,
  settingsRequestSchema,
  settingsResponseSchema,
  utilitiesQuerySchema,
  utilitiesResponseSchema,
} from './site'
import { devUserRequestSchema, devUserResponseSchema, outboxQuerySchema, outboxResponseSchema } from './dev'
import { widgetQuerySchema, widgetResponseSchema } from './widget'
import {
  bookingResponseSchema,
  bookingsIndexRequestSchema,
  bookingsPageSchema,
  devBookingsResponseSchema,
  hotelCancelQuerySchema,
  userBookingGetRequestSchema,
  userBookingsAllRequestSchema,
} from './bookings'
import {
  authUserResponseSchema,
  captchaChallengeSchema,
  changePasswordRequestSchema,
  dashboardResponseSchema,
  devWalletCreditRequestSchema,
  devWalletCreditResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  otpSentResponseSchema,
  registerRequestSchema,
  requestPasswordResetRequestSchema,
  resetPasswordRequestSchema,
  sendOtpRequestSchema,
  socialExchangeRequestSchema,
  socialProvidersResponseSchema,
  updatePhoneRequestSchema,
  updatePhoneResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  walletQuerySchema,
  walletResponseSchema,
} from './account'
import {
  fnfDeleteResponseSchema,
  fnfEntryRequestSchema,
  fnfEntryResponseSchema,
  fnfIdParamsSchema,
  fnfListResponseSchema,
} from './fnf'

/** The three API hosts (DESIGN.md §5); each client has its own base URL. */
export type Surface = 'partner' | 'consumer' | 'client'
/** none: public; partner: bearer token from POST /partner/api/auth/token; user: a signed-in user's access token. */
export type EndpointAuth = 'none' | 'partner' | 'user'
/** Error answers an endpoint gives besides 400 (bad input), 401 (auth) and 500; each body is `errorSchema`. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 429

export interface Endpoint {
  surface: Surface
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI style: /api/v2/pages/{slug} */
  path: string
  summary: string
  auth: EndpointAuth
  params?: z.ZodMiniObject
  query?: z.ZodMiniObject
  body?: z.ZodMiniType
  response: z.ZodMiniType
  /** Success status; 200 unless said. */
  status?: 200 | 201
  /** Client timeout when it differs from the 60 s default (widget 10 s, payment processing 90 s). */
  timeoutMs?: number
  /** app-version header when it differs from the default 68. */
  appVersion?: string
  /** Its own error answers, with when each happens. */
  errors?: Partial<Record<ErrorStatus, string>>
  /** Served only when the server runs in sandbox mode. */
  sandboxOnly?: boolean
}

const endpoint = <const E extends Endpoint>(e: E) => e

export const endpoints = {
  widget: endpoint({
    surface: 'client',
    method: 'get',
    path: '/widget',
    summary:
      'Verify a signed widget payload and return the app data: user, allowed verticals, currency, partner credentials',
    auth: 'none',
    query: widgetQuerySchema,
    response: widgetResponseSchema,
    timeoutMs: 10_000,
    errors: {
      401: 'The payload is malformed, badly signed or expired',
      403: 'The widget is disabled',
      404: 'No widget has the payload key id',
    },
  }),
  partnerToken: endpoint({
    surface: 'partner',
    method: 'post',
    path: '/partner/api/auth/token',
    summary: 'Exchange partner credentials for a bearer token',
    auth: 'none',
    body: partnerTokenRequestSchema,
    response: partnerTokenResponseSchema,
    errors: { 401: 'Wrong username or password' },
  }),
  supportedCurrencies: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/supported-currencies',
    summary: 'Currencies prices can be shown in, with their rates per Saudi riyal',
    auth: 'partner',
    response: supportedCurrenciesResponseSchema,
  }),
  clientCurrency: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/get-client-currency',
    summary: "The currency of the caller's country, when supported; else the default",
    auth: 'partner',
    response: clientCurrencyResponseSchema,
  }),
  countries: endpoint({
    surface: 'partner',
    method: 'get',
    path: '/air/api/countries',
    summary: 'Countries with names in the language of the locale header',
    auth: 'partner',
    response: countriesResponseSchema,
  }),
  utilities: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/utilities',
    summary: 'Reference lists: verticals, booking services, booking types and statuses, prefixes, genders',
    auth: 'none',
    query: utilitiesQuerySchema,
    response: utilitiesResponseSchema,
  }),
  settings: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/settings/index',
    summary: 'Site settings: contact details, office, localization, home page content',
    auth: 'none',
    body: settingsRequestSchema,
    response: settingsResponseSchema,
  }),
  geolocation: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/geolocation',
    summary: 'The country the request comes from',
    auth: 'none',
    response: geolocationResponseSchema,
  }),
  pathLookup: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/path-lookup',
    summary: 'The redirect registered for a path, if any',
    auth: 'none',
    query: pathLookupQuerySchema,
    response: pathLookupResponseSchema,
  }),
  page: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/pages/{slug}',
    summary: 'A content page in the language of the locale header',
    auth: 'none',
    params: pageSlugParamsSchema,
    response: pageResponseSchema,
    errors: { 404: 'No page has this slug' },
  }),
  contact: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/contact',
    summary: 'Submit the contact form; stored and sent to the support outbox',
    auth: 'none',
    body: contactRequestSchema,
    response: contactResponseSchema,
    status: 201,
    errors: { 429: 'Too many messages from this address; the Retry-After header says when to try again' },
  }),
  devOutbox: endpoint({
    surface: 'client',
    method: 'get',
    path: '/dev/outbox',
    summary: 'Sandbox only: the latest emails and text messages the server would have sent, newest first',
    auth: 'none',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    sandboxOnly: true,
  }),
  devCreateUser: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/users',
    summary: 'Sandbox only: create a user with a signed-in session, for tests',
    auth: 'none',
    body: devUserRequestSchema,
    response: devUserResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  // accounts (SPEC.md §7 Auth); the OIDC redirects are socialStartPath/socialCallbackPath in account.ts
  register: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/register',
    summary:
      'Start a sign-up: sends an OTP to the phone. The answer is the same whether or not the email or phone is registered',
    auth: 'none',
    body: registerRequestSchema,
    response: otpSentResponseSchema,
    status: 201,
    errors: {
      429: 'Too many codes for this phone or address; the Retry-After header says when to try again',
    },
  }),
  verifyOtp: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/verifyOTP',
    summary:
      'Check an OTP: sign_up creates the user and signs in; password_reset returns a single-use reset token. A wrong, expired, used or void (5 wrong tries) code is a 400 on the otp field',
    auth: 'none',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
  }),
  login: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/login',
    summary: 'Sign in with email and password',
    auth: 'none',
    body: loginRequestSchema,
    response: authUserResponseSchema,
    errors: {
      401: 'Invalid username or password (the same for an unknown email)',
      429: 'Too many attempts for this account or address; see Retry-After',
    },
  }),
  logout: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/logout',
    summary: "Sign out: revokes the caller's session, so its tokens stop working",
    auth: 'user',
    response: messageResponseSchema,
  }),
  requestPasswordReset: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/requestPasswordReset',
    summary:
      'Send a password-reset OTP to the phone (again = resend). The answer is the same whether or not the phone is registered',
    auth: 'none',
    body: requestPasswordResetRequestSchema,
    response: otpSentResponseSchema,
    errors: {
      429: 'Asked again within 60 seconds, or more than 5 times in an hour for this phone or address; see Retry-After',
    },
  }),
  resetPassword: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/auth/resetPassword',
    summary: "Set a new password with the reset token from verifyOTP; signs out the user's other sessions",
    auth: 'none',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    errors: { 401: 'The reset token is unknown, used or expired' },
  }),
  sendOtp: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/sendOTP',
    summary: 'Signed in: send an OTP to a new phone number before updatePhoneNumber (again = resend)',
    auth: 'user',
    body: sendOtpRequestSchema,
    response: otpSentResponseSchema,
    errors: { 429: 'Asked again too soon or too often; see Retry-After' },
  }),
  updatePhoneNumber: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/auth/updatePhoneNumber',
    summary:
      "Change the caller's phone number with the OTP sent to the new number; a bad code is a 400 on the otp field",
    auth: 'user',
    body: updatePhoneRequestSchema,
    response: updatePhoneResponseSchema,
  }),
  changePassword: endpoint({
    surface: 'consumer',
    method: 'put',
    path: '/api/v2/users/password',
    summary:
      "Change the caller's password (current_password required when one is set, a wrong one is a 400 on that field); other sessions end",
    auth: 'user',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
  dashboard: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/profile/dashboard',
    summary:
      "The caller's profile: name, email, phone, member since, wallet balance, password and social links",
    auth: 'user',
    response: dashboardResponseSchema,
  }),
  wallet: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/wallet',
    summary: "The caller's wallet balance and transactions, newest first, a page at a time",
    auth: 'user',
    query: walletQuerySchema,
    response: walletResponseSchema,
  }),
  captchaChallenge: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/captcha/challenge',
    summary:
      'A fresh ALTCHA proof-of-work challenge, valid for 10 minutes; its solution is the captcha field',
    auth: 'none',
    response: captchaChallengeSchema,
  }),
  socialProviders: endpoint({
    surface: 'consumer',
    method: 'get',
    path: '/api/v2/users/auth/social/providers',
    summary: 'The social sign-in providers (OpenID Connect) the user can choose',
    auth: 'none',
    response: socialProvidersResponseSchema,
  }),
  socialExchange: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/users/auth/social/exchange',
    summary: 'Trade the one-time code from the social sign-in redirect for the signed-in user',
    auth: 'none',
    body: socialExchangeRequestSchema,
    response: authUserResponseSchema,
    errors: { 401: 'The code is unknown, used or older than a minute' },
  }),
  devWalletCredit: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/wallet/credit',
    summary: "Sandbox only: add a transaction to a user's wallet, for tests",
    auth: 'none',
    body: devWalletCreditRequestSchema,
    response: devWalletCreditResponseSchema,
    status: 201,
    sandboxOnly: true,
    errors: { 404: 'No user has this email or id' },
  }),
  // My Bookings (SPEC.md §2 /bookings, §7); every booking is the signed-in caller's own
  bookingsIndex: endpoint({
    surface: 'consumer',
    method: 'post',
    path: '/api/v2/bookings/index',
    summary:
      "One page of the caller's Upcoming or Past bookings, optionally of one type and one status; Pending bookings whose payment window has passed are expired first",
    auth: 'user',
    body: bookingsIndexRequestSchema,
    response: bookingsPageSchema,
    appVersion: BOOKINGS_APP_VERSION,
  }),
  userBookingGet: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/bookings/get',
    summary: "One of the caller's bookings with its details",
    auth: 'user',
    body: userBookingGetRequestSchema,
    response: bookingResponseSchema,
    errors: { 404: 'No booking of the caller has this uuid' },
  }),
  userBookingsAll: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/bookings/all',
    summary:
      'Every booking of the caller, newest first, a page at a time, optionally of one type and one status',
    auth: 'user',
    body: userBookingsAllRequestSchema,
    response: bookingsPageSchema,
  }),
  hotelCancel: endpoint({
    surface: 'partner',
    method: 'delete',
    path: '/hotels/api/cancel',
    summary:
      'Cancel a hotel booking of the user whose session api_token is given: Pending becomes Cancelled; Confirmed becomes Cancelled, then Refund In Progress when it was paid',
    auth: 'partner',
    query: hotelCancelQuerySchema,
    response: bookingResponseSchema,
    errors: {
      401: 'The partner token, or the api_token, is missing, unknown, expired or revoked',
      404: 'No booking of the api_token owner has this UUID',
      409: 'The booking is not a hotel booking, or its status does not allow cancelling it',
    },
  }),
  devBookings: endpoint({
    surface: 'client',
    method: 'post',
    path: '/dev/bookings',
    summary: 'Sandbox only: give the caller the sample bookings the demo user has (all types, many statuses)',
    auth: 'user',
    response: devBookingsResponseSchema,
    status: 201,
    sandboxOnly: true,
  }),
  fnfList: endpoint({
    surface: 'client',
    method: 'get',
    path: '/user/fnf/all',
    summary: "The caller's saved travellers (friends and family), newest first",
    auth: 'user',
    response: fnfListResponseSchema,
  }),
  fnfCreate: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/fnf',
    summary: 'Save a traveller',
    auth: 'user',
    body: fnfEntryRequestSchema,
    response: fnfEntryResponseSchema,
    status: 201,
    errors: { 409: 'The caller already keeps the most saved travellers allowed' },
  }),
  fnfGet: endpoint({
    surface: 'client',
    method: 'get',
    path: '/user/fnf/{id}',
    summary: "One of the caller's saved travellers",
    auth: 'user',
    params: fnfIdParamsSchema,
    response: fnfEntryResponseSchema,
    errors: { 404: 'The caller has no saved traveller with this id' },
  }),
  fnfUpdate: endpoint({
    surface: 'client',
    method: 'put',
    path: '/user/fnf/{id}',
    summary: "Replace every field of one of the caller's saved travellers",
    auth: 'user',
    params: fnfIdParamsSchema,
    body: fnfEntryRequestSchema,
    response: fnfEntryResponseSchema,
    errors: { 404: 'The caller has no saved traveller with this id' },
  }),
  fnfDelete: endpoint({
    surface: 'client',
    method: 'delete',
    path: '/user/fnf/{id}',
    summary: "Delete one of the caller's saved travellers",
    auth: 'user',
    params: fnfIdParamsSchema,
    response: fnfDeleteResponseSchema,
    errors: { 404: 'The caller has no saved traveller with this id' },
  }),
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof endpoints
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>

/** Hono and most routers write path params as :name. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export const errorResponses = { validation: validationErrorSchema, error: errorSchema }
