import type { RequestListener } from 'node:http'
import { getRequestListener } from '@hono/node-server'

/** A fetch-style app as a plain node request listener, so node-level handlers can sit in front of it. */
export function nodeListener(fetch: (request: Request) => Response | Promise<Response>): RequestListener {
  const listener = getRequestListener(fetch)
  return (req, res) => {
    void listener(req, res)
  }
}
