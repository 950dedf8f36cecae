// npm start: install, build, migrate and seed the embedded database, start the API and the site, the
// embeddable widget and a demo partner page (another origin) that embeds it.
import { freePort, pnpm, root, startService, stopService, waitForUrl } from './lib/run.mjs'

const started = Date.now()
await pnpm(['install', '--frozen-lockfile', '--prefer-offline'])
await pnpm([
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@rihla/web',
  '--filter=@rihla/widget',
  '--output-logs=errors-only',
])

const apiPort = await freePort(Number(process.env.API_PORT ?? 4000))
const webPort = await freePort(Number(process.env.PORT ?? 4173))
const widgetPort = await freePort(Number(process.env.WIDGET_PORT ?? 4174))
const demoPort = await freePort(Number(process.env.DEMO_PORT ?? 4175))
// The widget and the partner's page are different sites (localhost and 127.0.0.1), as on the web.
const widgetUrl = `http://localhost:${widgetPort}`
const demoUrl = `http://127.0.0.1:${demoPort}`
const apiUrl = `http://localhost:${apiPort}`
const services = []
const shutdown = () => {
  for (const service of services) stopService(service)
  setTimeout(() => process.exit(0), 300)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

// The API migrates and seeds its embedded database (apps/api/var/pglite) before it listens.
const api = startService('api', 'pnpm', ['--filter', '@rihla/api', 'start'], {
  // The demo partners may be framed by the demo page, wherever it runs.
  env: { ...process.env, PORT: String(apiPort), RIHLA_DEMO_PARTNER_ORIGINS: demoUrl },
})
services.push(api)
await waitForUrl(`${apiUrl}/health`, { child: api })

const web = startService('web', 'node', ['apps/web/server.ts'], {
  env: { ...process.env, PORT: String(webPort), RIHLA_API_URL: apiUrl },
})
services.push(web)
await waitForUrl(`http://localhost:${webPort}/`, { child: web })

const widget = startService('widget', 'node', ['apps/widget/server.ts'], {
  env: { ...process.env, PORT: String(widgetPort), RIHLA_API_URL: apiUrl },
})
services.push(widget)
await waitForUrl(`${widgetUrl}/embed.js`, { child: widget })

const demo = startService('demo', 'apps/api/node_modules/.bin/tsx', ['apps/widget/demo/server.ts'], {
  env: { ...process.env, PORT: String(demoPort), RIHLA_WIDGET_URL: widgetUrl },
})
services.push(demo)
await waitForUrl(`${demoUrl}/`, { child: demo })

console.log(`
  Rihla is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Site:      http://localhost:${webPort}/        Arabic: http://localhost:${webPort}/ar
    Widget:    ${widgetUrl}/embed.js  (the loader partners link)
    Partner:   ${demoUrl}/        the widget embedded three ways; guide: ${demoUrl}/partners
    API:       ${apiUrl}          OpenAPI: ${apiUrl}/docs
    Outbox:    ${apiUrl}/dev/outbox  (sandbox: OTPs and emails land here)

  Press Ctrl+C to stop. Data is kept in ${root}apps/api/var/pglite
`)
