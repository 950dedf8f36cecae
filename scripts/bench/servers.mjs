import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { freePort, root, startService, stopService, waitForUrl } from '../lib/run.mjs'
import { onCleanup } from './cleanup.mjs'

/**
 * Starts the API on a fresh embedded database on a free port and returns its address and process (the
 * leader of its process group); it stops (and the database goes) at cleanup. `env` adds to the API's
 * environment (NODE_OPTIONS for a CPU profile).
 */
export async function startApi({ env = {} } = {}) {
  const databaseDir = await mkdtemp(join(tmpdir(), 'rihla-bench-db-'))
  onCleanup(() => rm(databaseDir, { recursive: true, force: true }))
  const apiUrl = `http://localhost:${await freePort()}`
  const api = startService('api', join(root, 'apps/api/node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: new URL(apiUrl).port,
      RIHLA_PGLITE_DIR: databaseDir,
      // Britain, so `/` stays English instead of sending a visitor to /ar.
      RIHLA_GEO_DEFAULT_COUNTRY: 'GB',
      // flights.mjs measures the server under load: rounds of 50 concurrent searches from one address
      // with one partner token, far over a visitor's allowance. Its limit is tested in the API's tests.
      RIHLA_SEARCH_RATE_LIMIT: '100000',
      RIHLA_SEARCH_PARTNER_RATE_LIMIT: '100000',
      ...env,
    },
  })
  onCleanup(() => stop(api))
  await waitForUrl(`${apiUrl}/health`, { child: api })
  return { apiUrl, api }
}

/**
 * Starts the API on a fresh embedded database and the built site in front of it, each on a free port,
 * and returns both addresses. Both stop (and the database goes) at cleanup.
 */
export async function startSite() {
  const { apiUrl } = await startApi()
  return { siteUrl: await startWeb(apiUrl), apiUrl }
}

/** Starts the built site on a free port, its pages and API paths served from `apiUrl`; it stops at cleanup. */
export async function startWeb(apiUrl) {
  const siteUrl = `http://localhost:${await freePort()}`
  const web = startService('web', 'node', ['apps/web/server.ts'], {
    env: { ...process.env, PORT: new URL(siteUrl).port, RIHLA_API_URL: apiUrl },
  })
  onCleanup(() => stop(web))
  await waitForUrl(`${siteUrl}/`, { child: web })
  return siteUrl
}

/** Headers of one connection, not of the request or answer passed on (and compression: answers go plain). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'content-encoding',
])

/**
 * A server on a free port in front of the API at `apiUrl`, for a benchmark that needs an answer the API
 * never gives (the site's server asks the API too, so a browser's routing cannot stand in): it passes
 * every request on as it came, except that where `rewrite(method, path)` returns a function, a
 * successful JSON answer's body goes through it. Returns its address; it stops at cleanup.
 */
export async function startApiFront(apiUrl, rewrite) {
  const server = createServer(async (request, response) => {
    try {
      const headers = new Headers()
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        const name = request.rawHeaders[index].toLowerCase()
        if (!HOP_BY_HOP.has(name)) headers.append(name, request.rawHeaders[index + 1])
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
      const answer = await fetch(new URL(request.url, apiUrl), {
        method: request.method,
        headers,
        body: hasBody ? Buffer.concat(await request.toArray()) : undefined,
        redirect: 'manual',
      })
      const answerHeaders = { 'set-cookie': answer.headers.getSetCookie() }
      for (const [name, value] of answer.headers)
        if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') answerHeaders[name] = value
      const change = answer.ok && rewrite(request.method, new URL(request.url, apiUrl).pathname)
      if (change) {
        response.writeHead(answer.status, answerHeaders).end(JSON.stringify(change(await answer.json())))
      } else {
        response.writeHead(answer.status, answerHeaders)
        if (answer.body) Readable.fromWeb(answer.body).pipe(response)
        else response.end()
      }
    } catch (error) {
      if (response.headersSent) response.destroy(error)
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  server.listen(await freePort(), '127.0.0.1')
  await once(server, 'listening')
  onCleanup(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return `http://127.0.0.1:${server.address().port}`
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  stopService(child)
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
}
