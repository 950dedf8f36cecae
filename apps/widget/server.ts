// The widget's server: its built files, its one page (rendered in the browser) with the partner's
// origins as the only pages that may frame it, the loader partners link, and the API paths handed to
// the API server so the frame talks to its own origin only.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { proxyApiPaths } from '@rihla/site-server/apiProxy'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { compress } from 'hono/compress'
import { frameAncestorsPolicy } from './server/frameAncestors.ts'

const port = Number(process.env.PORT ?? 4174)
const apiUrl = (process.env.RIHLA_API_URL ?? 'http://localhost:4000').replace(/\/$/, '')
const root = process.env.RIHLA_WIDGET_DIST ?? join(import.meta.dirname, 'dist')
const indexHtml = await readFile(join(root, 'index.html'), 'utf8')
const policyFor = frameAncestorsPolicy(apiUrl)

const app = new Hono()

app.use('*', proxyApiPaths(apiUrl))

app.use('*', async (c, next) => {
  await next()
  const path = c.req.path
  if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (path === '/embed.js') {
    // Partners link it once without a version: a short cache lets a new loader reach their pages.
    c.header('Cache-Control', 'public, max-age=300')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
  } else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'public, max-age=3600')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
})

/**
 * The page, framed only by the partner its payload names (`frame-ancestors`). Without a payload the
 * server knows no partner, and a payload the API refuses names none: such a page opens on its own
 * (where it shows why it cannot load) but no site may frame it.
 */
async function servePage(c: Context) {
  const payload = new URL(c.req.url).searchParams.get('payload')
  return c.html(indexHtml, 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': await policyFor(payload),
  })
}

app.get('/', compress(), servePage)
app.get('/index.html', compress(), servePage)
app.use('*', serveStatic({ root, precompressed: true }))
// Every other path is a route of the widget; it decides what exists and shows the 404.
app.get('*', compress(), servePage)

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Rihla widget on http://localhost:${info.port} (API at ${apiUrl})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
