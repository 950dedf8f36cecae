// The demo partner page (`npm start`, the browser tests, the benchmark): another origin that embeds
// the widget all three ways, and the "For partners" guide. Its payloads are signed here with the
// API's sandbox key, as a partner's server signs its own (`widget:sign`).
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { loadConfig } from '../../api/src/config'
import { signWidgetPayload } from '../../api/src/modules/widget/payload'
import type { DemoLocale } from './copy'
import type { EmbedWay } from './pages'
import { demoPage, partnersPage } from './pages'

const port = Number(process.env.PORT ?? 4175)
const widgetUrl = process.env.RIHLA_WIDGET_URL ?? 'http://localhost:4174'
const { widgetSigningKey } = loadConfig()
const payloads = {
  partner: await signWidgetPayload({ widgetId: 'partner-demo', signingKey: widgetSigningKey }),
  flightsOnly: await signWidgetPayload({ widgetId: 'flights-only', signingKey: widgetSigningKey }),
  // The same partner with a theme of its own for its Arabic page: a bundled font and its page's colours.
  partnerThemed: await signWidgetPayload({
    widgetId: 'partner-demo',
    signingKey: widgetSigningKey,
    theme: { font: 'noto-naskh-arabic', textColor: '#14202b', backgroundColor: '#f4f6f8' },
  }),
}

const WAYS = new Set<string>(['script', 'element', 'iframe'])
const app = new Hono()

const demo = (locale: DemoLocale) => (c: Context) => {
  const only = c.req.query('only')
  return c.html(
    demoPage({ locale, widgetUrl, payloads, only: only && WAYS.has(only) ? (only as EmbedWay) : null }),
  )
}
app.get('/', demo('en'))
app.get('/ar', demo('ar'))
app.get('/partners', (c) => c.html(partnersPage({ locale: 'en', widgetUrl, payload: payloads.partner })))
app.get('/ar/partners', (c) => c.html(partnersPage({ locale: 'ar', widgetUrl, payload: payloads.partner })))

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Demo partner page on http://127.0.0.1:${info.port} (widget at ${widgetUrl})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
