import { getConnInfo } from '@hono/node-server/conninfo'
import { isApiPath } from '@rihla/api-contract/apiPrefixes'
import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { proxy } from 'hono/proxy'

/**
 * The API answers in plain JSON (its callers sit beside it, and the proxy's fetch would decode anything
 * else): the answer is compressed here for the browser (a flight search's 42 KB is 3 KB), or a phone
 * would download it whole.
 */
const compressJson = compress({ contentTypeFilter: /^application\/json/ })

/**
 * Hands the API's paths to the API server at `apiUrl`, so a browser talks to the origin of its page
 * only (the site's, or a widget's). The address this server saw replaces whatever the client wrote: the
 * API believes this hop's X-Forwarded-For, so a client's own value must never reach it (it would escape
 * per-address limits). JSON answers reach the browser compressed when it accepts it.
 */
export function proxyApiPaths(apiUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next()
    const url = new URL(c.req.url)
    const peer = getConnInfo(c as Parameters<typeof getConnInfo>[0]).remote.address
    const headers: Record<string, string> = {
      ...c.req.header(),
      'x-forwarded-host': c.req.header('host') ?? '',
    }
    delete headers.forwarded
    if (peer) headers['x-forwarded-for'] = peer
    else delete headers['x-forwarded-for']
    await compressJson(c, async () => {
      c.res = await proxy(`${apiUrl}${url.pathname}${url.search}`, {
        ...c.req,
        headers,
        // A redirect is the browser's to follow (social sign-in starts with one to the identity
        // provider, whose cookies must land in the browser), not this proxy's.
        redirect: 'manual',
      })
    })
    return c.res
  }
}
