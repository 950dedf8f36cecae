import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Config } from '../config'

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * The caller's address. The web app's server proxies API calls from the same machine, so by default a
 * loopback peer's X-Forwarded-For is believed and nobody else's.
 */
export function clientIp(c: Context, trustProxy: Config['trustProxy']): string {
  let peer = 'unknown'
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests handed to app.fetch directly (not through the Node server) have no socket.
  }
  const trusted = trustProxy === 'always' || (trustProxy === 'loopback' && LOOPBACK.test(peer))
  const forwarded = trusted ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  return forwarded || peer
}
