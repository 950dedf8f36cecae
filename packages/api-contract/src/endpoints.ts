import type { z } from 'zod/mini'
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
import { widgetQuerySchema, widgetResponseSchema } from './widget'
import type { accountEndpoints } from './account'
import type { bookingsEndpoints } from './bookings'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import type { fnfEndpoints } from './fnf'

/** The endpoints the first page may call: app data, site content, reference lists. */
export const siteEndpoints = {
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
  // accounts (SPEC.md §7 Auth); the OIDC redirects are socialStartPath/socialCallbackPath in account.ts
} as const satisfies Record<string, Endpoint>

/**
 * Every endpoint's type. At run time the groups other than the site's load with the screens that call
 * them (`endpointGroups`), so each vertical's schemas stay out of the first page's code.
 */
export type Endpoints = typeof siteEndpoints &
  typeof accountEndpoints &
  typeof bookingsEndpoints &
  typeof fnfEndpoints
export type EndpointName = keyof Endpoints
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>

export const endpointGroups = {
  account: () => import('./account').then((module) => module.accountEndpoints),
  bookings: () => import('./bookings').then((module) => module.bookingsEndpoints),
  fnf: () => import('./fnf').then((module) => module.fnfEndpoints),
}
export type EndpointGroup = keyof typeof endpointGroups

/** Which group holds each endpoint outside the site's; the type makes it name every one exactly once. */
export const endpointGroupOf: { [N in Exclude<EndpointName, keyof typeof siteEndpoints>]: EndpointGroup } = {
  register: 'account',
  verifyOtp: 'account',
  login: 'account',
  logout: 'account',
  requestPasswordReset: 'account',
  resetPassword: 'account',
  sendOtp: 'account',
  updatePhoneNumber: 'account',
  changePassword: 'account',
  dashboard: 'account',
  wallet: 'account',
  captchaChallenge: 'account',
  socialProviders: 'account',
  socialExchange: 'account',
  bookingsIndex: 'bookings',
  userBookingGet: 'bookings',
  userBookingsAll: 'bookings',
  hotelCancel: 'bookings',
  fnfList: 'fnf',
  fnfCreate: 'fnf',
  fnfGet: 'fnf',
  fnfUpdate: 'fnf',
  fnfDelete: 'fnf',
}
