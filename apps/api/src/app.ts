import { databaseRateLimiters } from './http/databaseRateLimit'
import { memoryRateLimiters } from './http/rateLimit'
import type { RateLimiters } from './http/rateLimit'
import { HEADERS, localizeMessage, serverMessages } from '@rihla/api-contract'
import { SUPPORT_UPLOAD_PATH } from '@rihla/api-contract/support'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Config } from './config'
import type { Db } from './db/client'
import { FieldError, FieldErrors, LimitError, ServiceError } from './errors'
import type { ServiceErrorKind } from './errors'
import { limitBodySize } from './http/bodyLimit'
import { clientIp } from './http/clientIp'
import { corsFor } from './http/cors'
import type { AppEnv } from './http/env'
import { HttpError } from './http/httpError'
import { parseLocaleHeader } from './http/locale'
import { requestLog } from './http/requestLog'
import { createRegistrar } from './http/registrar'
import { consoleLogger, errorDetails } from './logger'
import type { Logger } from './logger'
import { UserEvents } from './realtime/userEvents'
import { createRealtime } from './realtime/realtime'
import type { Realtime } from './realtime/realtime'
import { requireUser, travellerOf } from './modules/accounts/guard'
import { requirePartnerToken } from './modules/partner/middleware'
import { API_MODULES } from './modules'
import type { ItineraryThread } from './modules/flights/itineraryThread'

export interface CreateAppOptions {
  db: Db
  config: Config
  logger?: Logger
  /** Changes to users' records, forwarded to their realtime channels; one per server process. */
  userEvents?: UserEvents
  /**
   * Delivery of those events (the embedded Pusher-protocol server or an external service); the HTTP
   * server hands it WebSocket upgrades. Made here from the config when the caller has no socket to give.
   */
  realtime?: Realtime
  /** Where flight searches build their itineraries; without one, each search builds its own. */
  itineraryThread?: ItineraryThread
  /** Where limits count actions; by default in the database when one is configured by URL, else in memory. */
  rateLimits?: RateLimiters
}

/** The largest JSON (or form) body any route takes; larger ones are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 64 * 1024

const STATUS_OF: Record<ServiceErrorKind, ContentfulStatusCode> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
}

// Error answers may come before the locale middleware ran, so they read the header themselves.
const localeOf = (c: Context) => parseLocaleHeader(c.req.header(HEADERS.locale))

/** The API on one Hono app: partner, consumer and client surfaces, docs and health. */
export function createApp({
  db,
  config,
  logger = consoleLogger,
  userEvents = new UserEvents(),
  realtime = createRealtime({ config, logger, userEvents }),
  itineraryThread,
  rateLimits = config.databaseUrl ? databaseRateLimiters(db) : memoryRateLimiters,
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const deps = { db, config, logger, userEvents, itineraryThread, rateLimits }

  app.use(async (c, next) => {
    c.set('locale', parseLocaleHeader(c.req.header(HEADERS.locale)))
    c.set('clientIp', clientIp(c, config.trustProxy))
    await next()
  })
  if (config.logRequests) app.use(requestLog(logger))
  // Every answer, errors and 404s included: never sniffed, framed or cached by a shared proxy's guess.
  // Pages that set their own (the sandbox gateway's stricter ones) keep them. Cross-origin reads stay
  // allowed: partner sites' widgets call this API from their own origins (CORS decides who may).
  app.use(
    secureHeaders({
      overwrite: false,
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginOpenerPolicy: 'same-origin',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    }),
  )
  app.use(corsFor(config.corsOrigins))
  const limitBody = limitBodySize(MAX_BODY_BYTES, (c) =>
    c.json({ message: localizeMessage(serverMessages.payloadTooLarge, localeOf(c)) }, 413),
  )
  // A support attachment is a file, not a form: its route sets its own, larger, limit.
  app.use((c, next) => (c.req.path === SUPPORT_UPLOAD_PATH ? next() : limitBody(c, next)))

  app.get('/health', async (c) => {
    await db.execute(sql`select 1`)
    return c.json({ status: 'ok' })
  })

  const register = createRegistrar(app, {
    sandbox: config.sandbox,
    guards: { partner: requirePartnerToken(config), user: requireUser(db) },
    travellerOf: travellerOf(db),
  })
  const context = { ...deps, app, register, realtime }
  for (const module of API_MODULES) module.register?.(context)
  // Sandbox-only routes exist only in the sandbox (the registrar would skip their endpoints anyway).
  if (config.sandbox) for (const module of API_MODULES) module.registerDev?.(context)

  app.notFound((c) => c.json({ message: localizeMessage(serverMessages.notFound, localeOf(c)) }, 404))
  app.onError((error, c) => {
    const locale = localeOf(c)
    if (error instanceof ServiceError) {
      return c.json({ message: localizeMessage(error.userMessage, locale) }, STATUS_OF[error.kind])
    }
    if (error instanceof FieldError) {
      return c.json(
        {
          message: localizeMessage(serverMessages.invalidRequest, locale),
          errors: [{ field: error.field, message: localizeMessage(error.userMessage, locale) }],
        },
        400,
      )
    }
    if (error instanceof FieldErrors) {
      return c.json(
        {
          message: localizeMessage(serverMessages.invalidRequest, locale),
          errors: error.fields.map(({ field, userMessage }) => ({
            field,
            message: localizeMessage(userMessage, locale),
          })),
        },
        400,
      )
    }
    if (error instanceof LimitError) {
      return c.json({ message: localizeMessage(serverMessages.tooManyRequests, locale) }, 429, {
        'Retry-After': String(Math.max(1, error.retryAfterSeconds)),
      })
    }
    if (error instanceof HttpError) {
      return c.json({ message: localizeMessage(error.userMessage, locale) }, error.status, error.headers)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: localizeMessage(serverMessages.invalidRequest, locale) }, error.status)
    }
    logger.error('Unhandled error', { method: c.req.method, path: c.req.path, ...errorDetails(error) })
    return c.json({ message: localizeMessage(serverMessages.serverError, locale) }, 500)
  })
  return app
}
