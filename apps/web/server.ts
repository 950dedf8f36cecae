// The site's production server: pages rendered on the server (dist-server, TanStack Router SSR), the
// built files (precompressed, long-cached where hashed), and the API paths handed to the API server so
// the browser talks to one origin.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { compress } from 'hono/compress'
import { proxyApiPaths } from '@rihla/site-server/apiProxy'
import type * as ServerRenderer from './src/entry-server.tsx'
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
const rendererPath =
  process.env.RIHLA_WEB_RENDERER ?? join(import.meta.dirname, 'dist-server/entry-server.js')
const { render } = (await import(pathToFileURL(rendererPath).href)) as typeof ServerRenderer
const extraConnectSources = (process.env.RIHLA_CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean)

const app = new Hono()

app.use('*', proxyApiPaths(apiUrl))

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

/**
 * A page rendered for this request, with fresh nonces and the policy that admits exactly its inline
 * scripts and styles. Should rendering fail, the browser renders the page instead (and shows its
 * error, if the failure was the API's), so the site never answers with a bare server error.
 */
async function servePage(c: Context) {
  const nonces = newNonces()
  const page = withNonces(indexHtml, nonces)
  const headers = {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': contentSecurityPolicy({
      nonces,
      hostname: new URL(c.req.url).hostname,
      extraConnectSources,
    }),
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    // A page differs by language and currency cookie: no shared cache may give one visitor's to another.
    Vary: 'Cookie, Accept-Language',
  }
  const browserRendered = () =>
    new Response(page, { headers: { ...headers, 'Content-Type': 'text/html; charset=UTF-8' } })
  // A partner's widget boots from the payload in its address, in the browser (DESIGN.md §3): its
  // configuration and every failure to load it (SPEC.md §8) are the browser's to show.
  if (new URL(c.req.url).searchParams.has('payload')) return browserRendered()
  try {
    const response = await render({
      request: c.req.raw,
      template: page,
      nonce: nonces.script,
      apiUrl,
      visitorAddress: getConnInfo(c).remote.address,
    })
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch (error) {
    console.error(`Server rendering of ${c.req.path} failed; the browser renders it`, error)
    return browserRendered()
  }
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
