import { once } from 'node:events'
import { createServer } from 'node:http'
import type { IncomingMessage, RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { nodeListener } from '../http/nodeListener'
import { HEADERS } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { createApp } from '../app'
import { withSandboxIdentityProvider } from '../auth/oidc/sandboxIdp'
import { loadConfig } from '../config'
import type { Config } from '../config'
import { migrateDatabase } from '../db/migrate'
import { seedDatabase } from '../db/seed'
import type { Logger } from '../logger'
import { relayThroughPostgres } from '../realtime/postgresRelay'
import { createRealtime } from '../realtime/realtime'
import type { RealtimeOptions } from '../realtime/realtime'
import { UserEvents } from '../realtime/userEvents'
import { createTestDatabase } from './testDatabase'
import type { Database } from '../db/client'
import { databaseRateLimiters } from '../http/databaseRateLimit'
import { memoryRateLimiters } from '../http/rateLimit'

export interface LogEntry {
  level: 'info' | 'error'
  message: string
  details?: Record<string, unknown> | undefined
}

export interface RequestOptions {
  method?: string
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is, labelled JSON (for malformed and oversized bodies). */
  rawJson?: string
  locale?: Locale
  headers?: Record<string, string>
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * The real server (Hono on @hono/node-server, a random port on 127.0.0.1) over a fresh migrated and
 * seeded database, for one test file. Tests talk to it over HTTP.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    realtimeTimings?: RealtimeOptions['timings']
    /** Another process of the same deployment (a test server): this one shares its database. */
    beside?: { database: Database; databaseUrl: string | undefined }
    /** Relay realtime events through Postgres, as server.ts does on a Postgres server. */
    relay?: boolean
  } = {},
) {
  const config: Config = loadConfig({ RIHLA_SANDBOX: '1', ...env })
  const { database, url, dispose } = options.beside
    ? { database: options.beside.database, url: options.beside.databaseUrl, dispose: () => Promise.resolve() }
    : // The template was seeded in sandbox mode (demo account, sample bookings): production starts empty.
      await createTestDatabase({ fromSandboxTemplate: config.sandbox })
  if (!options.beside) {
    await migrateDatabase(database)
    await seedDatabase(database.db, config)
  }

  const logs: LogEntry[] = []
  const logger: Logger = {
    info: (message, details) => logs.push({ level: 'info', message, details }),
    error: (message, details) => logs.push({ level: 'error', message, details }),
  }
  const userEvents = new UserEvents()
  const realtime = createRealtime({ config, logger, userEvents, timings: options.realtimeTimings })
  if (options.relay && !url) throw new Error('Relaying realtime events needs a Postgres test database')
  const relay =
    options.relay && url ? await relayThroughPostgres({ databaseUrl: url, userEvents, logger }) : null
  const served = await serveApp(
    createApp({
      db: database.db,
      config,
      logger,
      userEvents,
      realtime,
      // On a Postgres server limits are kept as several processes keep them.
      rateLimits: database.kind === 'postgres' ? databaseRateLimiters(database.db) : memoryRateLimiters,
    }),
    (api) => withSandboxIdentityProvider(config, api),
    realtime.handleUpgrade,
  )
  return {
    ...served,
    config,
    db: database.db,
    database,
    databaseUrl: url,
    logs,
    userEvents,
    realtime,
    async close() {
      const closed = served.close()
      await relay?.close()
      await realtime.close()
      await closed
      await dispose()
    },
  }
}

/**
 * Serves an app on a random local port; `request` talks to it over HTTP. `mount` may put node-level
 * handlers (the sandbox identity provider) in front of it, as server.ts does.
 */
export async function serveApp(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  mount: (api: RequestListener) => RequestListener = (api) => api,
  /** WebSocket upgrades (the embedded realtime server), as server.ts attaches them. */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
) {
  const server = createServer(mount(nodeListener(app.fetch)))
  if (upgrade) server.on('upgrade', upgrade)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  async function request(path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers }
    if (options.locale) headers[HEADERS.locale] = options.locale
    const body = options.rawJson ?? (options.json === undefined ? null : JSON.stringify(options.json))
    if (body !== null) headers['content-type'] = 'application/json'
    const response = await fetch(url + path, {
      method: options.method ?? (body === null ? 'GET' : 'POST'),
      headers,
      body,
    })
    const text = await response.text()
    const parsed: unknown =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    return { status: response.status, headers: response.headers, body: parsed }
  }

  return {
    url,
    request,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
