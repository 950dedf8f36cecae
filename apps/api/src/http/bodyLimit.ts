import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * hono's bodyLimit, without its cost on the requests that declare their length: it asks every request
 * for `c.req.raw.body`, which makes @hono/node-server build a web Request and stream the body through it
 * (about a tenth of a millisecond a flight search) instead of reading it directly when the handler does.
 * A GET or HEAD has no body; a declared length is compared as hono does; a chunked body is hono's to count.
 */
export function limitBodySize(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return parseInt(length || '0', 10) > maxSize ? onError(c) : next()
    return counting(c, next)
  }
}
