import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { resolveClientIp } from './trustedProxies'
import type { TrustedProxies } from './trustedProxies'

/**
 * The caller's address, the key of every per-address limit. X-Forwarded-For counts only as far as
 * our own proxy hops (RIHLA_TRUSTED_PROXIES) wrote it: a client can put anything in that header.
 */
export function clientIp(c: Context, trustProxy: TrustedProxies): string {
  let peer = 'unknown'
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests handed to app.fetch directly (not through the Node server) have no socket.
  }
  return resolveClientIp(peer, c.req.header('x-forwarded-for'), trustProxy)
}
