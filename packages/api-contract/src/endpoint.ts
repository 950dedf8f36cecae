import type { z } from 'zod/mini'
import { errorSchema, validationErrorSchema } from './common'

/** The three API hosts (DESIGN.md §5); each client has its own base URL. */
export type Surface = 'partner' | 'consumer' | 'client'
/** none: public; partner: bearer token from POST /partner/api/auth/token; user: a signed-in user's access token. */
export type EndpointAuth = 'none' | 'partner' | 'user'
/** Error answers an endpoint gives besides 400 (bad input), 401 (auth) and 500; each body is `errorSchema`. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 429

export interface Endpoint {
  surface: Surface
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI style: /api/v2/pages/{slug} */
  path: string
  auth: EndpointAuth
  params?: z.ZodMiniObject
  query?: z.ZodMiniObject
  body?: z.ZodMiniType
  response: z.ZodMiniType
  /**
   * The success body's media type when it is not JSON (a PDF document; a stored file, whose own type the
   * server sends); `response` then describes it.
   */
  responseContentType?: 'application/pdf' | 'application/octet-stream'
  /** Success status; 200 unless said. */
  status?: 200 | 201
  /** Client timeout when it differs from the 60 s default (widget 10 s, payment processing 90 s). */
  timeoutMs?: number
  /** app-version header when it differs from the default 68. */
  appVersion?: string
  /** Served only when the server runs in sandbox mode. */
  sandboxOnly?: boolean
}

/** Keeps an endpoint's literal types while checking it against `Endpoint`. */
export const endpoint = <const E extends Endpoint>(e: E) => e

/** Hono and most routers write path params as :name. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export const errorResponses = { validation: validationErrorSchema, error: errorSchema }
