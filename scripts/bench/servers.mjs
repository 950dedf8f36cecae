import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  const siteUrl = `http://localhost:${await freePort()}`
  const web = startService('web', 'node', ['apps/web/server.ts'], {
    env: { ...process.env, PORT: new URL(siteUrl).port, RIHLA_API_URL: apiUrl },
  })
  onCleanup(() => stop(web))
  await waitForUrl(`${siteUrl}/`, { child: web })
  return { siteUrl, apiUrl }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  stopService(child)
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
}
