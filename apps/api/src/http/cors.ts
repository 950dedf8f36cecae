import { HEADERS } from '@rihla/api-contract'
import { cors } from 'hono/cors'

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** CORS for the configured origins; null allows any localhost origin (sandbox default). */
export function corsFor(origins: string[] | null) {
  return cors({
    origin: (origin) => {
      const allowed = origins ? origins.includes(origin) : LOCALHOST_ORIGIN.test(origin)
      return allowed ? origin : null
    },
    allowHeaders: [
      'content-type',
      HEADERS.locale,
      HEADERS.appVersion,
      HEADERS.authorization,
      'x-sandbox-country',
    ],
    exposeHeaders: ['retry-after'],
    maxAge: 600,
  })
}
