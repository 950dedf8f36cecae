// The site's production server: the built files (precompressed, long-cached where hashed), the SPA
// fallback, and the API paths handed to the API server so the browser talks to one origin.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { compress } from 'hono/compress'
import { proxy } from 'hono/proxy'
import { isApiPath } from './build/apiPrefixes.ts'
import {
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  newNonces,
  withNonces,
} from './server/contentSecurityPolicy.ts'
import { registerCspReports } from './server/cspReport.ts'

const port = Number(process.env.PORT ?? 4173)
const apiUrl = (process.env.RIHLA_API_URL ?? 'http://localhost:4000').replace(/\/$/, '')
const root = process.env.RIHLA_WEB_DIST ?? join(import.meta.dirname, 'dist')
const indexHtml = await readFile(join(root, 'index.html'), 'utf8')
const extraConnectSources = (process.env.RIHLA_CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean)

const app = new Hono()

app.use('*', async (c, next) => {
  if (!isApiPath(c.req.path)) return next()
  const url = new URL(c.req.url)
  // The address this server saw replaces whatever the client wrote: the API believes this hop's
  // X-Forwarded-For, so a client's own value must never reach it (it would escape per-address limits).
  const peer = getConnInfo(c as Parameters<typeof getConnInfo>[0]).remote.address
  const headers: Record<string, string> = {
    ...c.req.header(),
    'x-forwarded-host': c.req.header('host') ?? '',
  }
  delete headers.forwarded
  if (peer) headers['x-forwarded-for'] = peer
  else delete headers['x-forwarded-for']
  return proxy(`${apiUrl}${url.pathname}${url.search}`, {
    ...c.req,
    headers,
    // A redirect is the browser's to follow (social sign-in starts with one to the identity provider,
    // whose cookies must land in the browser), not this proxy's.
    redirect: 'manual',
  })
})

registerCspReports(app)

app.use('*', async (c, next) => {
  await next()
  const path = c.req.path
  if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (path.startsWith('/builds/')) c.header('Cache-Control', 'no-store')
  else if (path === '/' || path.endsWith('.html')) c.header('Cache-Control', 'no-cache')
  else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'public, max-age=3600')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  // Only this site may frame its pages (clickjacking); frame-ancestors says the same in the policy.
  c.header('X-Frame-Options', 'SAMEORIGIN')
})

/** The app's page with fresh nonces, and the policy that admits exactly its inline scripts and styles. */
function servePage(c: Context) {
  const nonces = newNonces()
  c.header('Cache-Control', 'no-cache')
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonces, hostname: new URL(c.req.url).hostname, extraConnectSources }),
  )
  c.header('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`)
  return c.html(withNonces(indexHtml, nonces))
}
// Before the static files: their index.html (and its precompressed copies) has no nonces.
app.get('/', compress(), servePage)
app.get('/index.html', compress(), servePage)

app.use('*', serveStatic({ root, precompressed: true }))

// Every other path is a route of the single-page app; it decides what exists and shows the 404.
app.get('*', compress(), servePage)

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Rihla site on http://localhost:${info.port} (API at ${apiUrl})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
