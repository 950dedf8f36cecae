// A Postgres server of the run's own: a cluster made with Debian's Postgres binaries in a temporary
// directory, on its own port. The run restarts it under load; restarting the machine's shared server
// instead would cut every other test's connections (other worktrees', or CI's other steps).
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onCleanup } from '../bench/cleanup.mjs'
import { capture, run } from '../lib/run.mjs'

/** The newest installed Postgres's binaries (ensure-system.sh installs them). */
async function binaries() {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b))
  if (!versions.length) throw new Error('no Postgres installed: run bash scripts/ensure-system.sh')
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`
}

/** Postgres refuses to run as root: as root its tools run as the postgres user. */
const asPostgres = (command, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

/**
 * Makes and starts the cluster on `port` (trust for local connections only: it listens on loopback).
 * Returns its server URL and `restart()` (a fast shutdown, every connection cut, then up again); it
 * stops and its directory goes at cleanup.
 */
export async function startPostgres(port) {
  const bin = await binaries()
  const dir = await mkdtemp(join(tmpdir(), 'rihla-scale-pg-'))
  onCleanup(() => rm(dir, { recursive: true, force: true }))
  const data = join(dir, 'data')
  if (process.getuid?.() === 0) {
    await chmod(dir, 0o777)
  }
  const pg = (tool, args, options) =>
    run(...asPostgres(join(bin, tool), args), { stdio: 'ignore', ...options })
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`
  const pgCtl = (...args) => pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args])
  await pgCtl('-o', options, 'start')
  onCleanup(() => pgCtl('-m', 'immediate', 'stop').catch(() => {}))
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-o', options, 'restart'),
    log: () => capture('tail', ['-n', '20', join(dir, 'log')]),
  }
}
