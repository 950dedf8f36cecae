import type { z } from 'zod/mini'
import { errorSchema, validationErrorSchema } from './common'
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

/** The three API hosts (DESIGN.md §5); each client has its own base URL. */
export type Surface = 'partner' | 'consumer' | 'client'
/** none: public; partner: bearer token from POST /partner/api/auth/token; user: a signed-in user's access token. */
export type EndpointAuth = 'none' | 'partner' | 'user'
/** Error answers an endpoint gives besides 400 (bad input), 401 (auth) and 500; each body is `errorSchema`. */
export type ErrorStatus = 401 | 403 | 404 | 429

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
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof endpoints
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>

/** Hono and most routers write path params as :name. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export const errorResponses = { validation: validationErrorSchema, error: errorSchema }
