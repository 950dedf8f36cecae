// npm start: install, build, migrate and seed the embedded database, start the API and the site.
import { freePort, pnpm, root, startService, stopService, waitForUrl } from './lib/run.mjs'

const started = Date.now()
await pnpm(['install', '--frozen-lockfile', '--prefer-offline'])
await pnpm(['exec', 'turbo', 'run', 'build', '--filter=@rihla/web', '--output-logs=errors-only'])

const apiPort = await freePort(Number(process.env.API_PORT ?? 4000))
const webPort = await freePort(Number(process.env.PORT ?? 4173))
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
  env: { ...process.env, PORT: String(apiPort) },
})
services.push(api)
await waitForUrl(`${apiUrl}/health`, { child: api })

const web = startService('web', 'node', ['apps/web/server.ts'], {
  env: { ...process.env, PORT: String(webPort), RIHLA_API_URL: apiUrl },
})
services.push(web)
await waitForUrl(`http://localhost:${webPort}/`, { child: web })

console.log(`
  Rihla is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Site:      http://localhost:${webPort}/        Arabic: http://localhost:${webPort}/ar
    API:       ${apiUrl}          OpenAPI: ${apiUrl}/docs
    Outbox:    ${apiUrl}/dev/outbox  (sandbox: OTPs and emails land here)

  Press Ctrl+C to stop. Data is kept in ${root}apps/api/var/pglite
`)
