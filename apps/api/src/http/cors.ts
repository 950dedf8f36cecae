import { HEADERS } from '@rihla/api-contract'
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/
const EXPOSED_HEADERS = ['retry-after']

/**
 * CORS for the configured origins; null allows any localhost origin (sandbox default). Preflights are
 * hono's. Other answers get their headers once made: hono's middleware sets them before the handler
 * runs, and an answer then made is copied into a stream to carry them, which costs a search's large JSON
 * answer as much as rendering a third of it.
 */
export function corsFor(origins: string[] | null): MiddlewareHandler {
  const allowedOrigin = (origin: string) =>
    (origins ? origins.includes(origin) : LOCALHOST_ORIGIN.test(origin)) ? origin : null
  const preflight = cors({
    origin: allowedOrigin,
    allowHeaders: [
      'content-type',
      HEADERS.locale,
      HEADERS.appVersion,
      HEADERS.authorization,
      'x-sandbox-country',
    ],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  })
  const exposed = EXPOSED_HEADERS.join(',')
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const origin = allowedOrigin(c.req.header('origin') ?? '')
    await next()
    const headers = c.res.headers
    if (origin) headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Expose-Headers', exposed)
    headers.append('Vary', 'Origin')
  }
}
