import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nodeListener } from './http/nodeListener'
import { createApp } from './app'
import { withSandboxIdentityProvider } from './auth/oidc/sandboxIdp'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { seedDatabase } from './db/seed'
import { databaseRateLimiters, forgetExpiredRateLimitHits } from './http/databaseRateLimit'
import { memoryRateLimiters } from './http/rateLimit'
import { claimJobRun } from './jobs/claims'
import { startJobRunner } from './jobs/runner'
import { API_MODULES } from './modules'
import { ItineraryThread } from './modules/flights/itineraryThread'
import { consoleLogger, errorDetails } from './logger'
import { relayThroughPostgres } from './realtime/postgresRelay'
import { createRealtime } from './realtime/realtime'
import { UserEvents } from './realtime/userEvents'

const SHUTDOWN_GRACE_MS = 10_000

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir })
await migrateDatabase(database)
await seedDatabase(database.db, config)

const userEvents = new UserEvents()
const realtime = createRealtime({ config, logger: consoleLogger, userEvents })
// On a Postgres server several API processes may run behind a load balancer: each hears every
// process's events. A hosted Pusher needs no relay (any process sends to it) and PGlite has one process.
const relay =
  config.databaseUrl && !config.pusher.external
    ? await relayThroughPostgres({ databaseUrl: config.databaseUrl, userEvents, logger: consoleLogger })
    : null
// Flight searches build their itineraries on a worker thread while this one serves other requests.
const itineraryThread = new ItineraryThread()
// Limits are counted where every process sees them: in the database when several may share it.
const rateLimits = database.kind === 'postgres' ? databaseRateLimiters(database.db) : memoryRateLimiters
const app = createApp({
  db: database.db,
  config,
  logger: consoleLogger,
  userEvents,
  realtime,
  itineraryThread,
  rateLimits,
})
// The sandbox identity provider (when on) is served beside the API on the same port, at /oidc; the
// embedded realtime server takes WebSocket upgrades on it too.
const server = createServer(withSandboxIdentityProvider(config, nodeListener(app.fetch)))
server.on('upgrade', realtime.handleUpgrade)
// Each module's background work (unpaid bookings expiring, old searches forgotten) runs in process; on a
// Postgres server, shared by several processes, each run goes to the one process that claims it.
const deps = { db: database.db, config, logger: consoleLogger, userEvents, rateLimits }
const jobs = startJobRunner({
  jobs: [
    ...API_MODULES.flatMap((module) => module.jobs ?? []).map((job) => ({
      name: job.name,
      run: (now: Date) => job.run(deps, now),
    })),
    { name: 'rate-limit-hits', run: () => forgetExpiredRateLimitHits(database.db) },
  ],
  intervalMs: config.jobIntervalSeconds * 1000,
  logger: consoleLogger,
  ...(database.kind === 'postgres' && {
    claim: (name: string, intervalMs: number) => claimJobRun(database.db, name, intervalMs),
  }),
})
server.listen(config.port, config.host, () => {
  const info = server.address() as AddressInfo
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host
  const store = database.kind === 'postgres' ? 'Postgres' : `PGlite at ${config.pgliteDir}`
  console.log(
    `Rihla API listening on http://${host}:${info.port} (${store}${config.sandbox ? ', sandbox' : ''})`,
  )
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  consoleLogger.info('Shutting down', { signal })
  // Requests still in flight get a grace period; after it the process leaves regardless.
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
  // Open WebSockets would hold the server open; their clients are told to reconnect elsewhere.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  await jobs.stop()
  await relay?.close()
  await realtime.close()
  await closed
  await itineraryThread.close()
  await database.close()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      consoleLogger.error('Shutdown failed', errorDetails(error))
      process.exit(1)
    })
  })
}
