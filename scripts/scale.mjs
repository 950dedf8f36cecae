// npm run scale: issue 19's proof. Three API processes on one Postgres behind Debian's nginx, a bounded
// load of travellers booking and paying across every vertical with a realtime connection each, and
// faults during it (an API process killed and started again, Postgres restarted, gateway notifications
// twice and late). Then the database is checked: nothing charged or sold twice, nothing stuck, every job
// run once an interval, every booking's last status delivered to its traveller, no 5xx after recovery.
// Prints the figures and exits non-zero when anything was lost.
//
//   node scripts/scale.mjs [--travellers 50] [--seconds 120] [--ci]   (--ci: the API processes' errors only)
//
// Postgres is a cluster of the run's own (scale/postgres.mjs), so restarting it cuts no one else's tests;
// payments go to a card gateway of the run's own (scale/gateway.mjs) speaking the hosted protocol.
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { onCleanup, runAlone } from './bench/cleanup.mjs'
import { partnerToken } from './bench/partner.mjs'
import { formatTable, milliseconds, seconds as secondsOf } from './bench/table.mjs'
import { capture, freePort, root, startService, stopService, waitForUrl } from './lib/run.mjs'
import { databaseFindings, finalStatuses, passesSold, watchJobs } from './scale/checks.mjs'
import { GATEWAY_SECRET, startGateway } from './scale/gateway.mjs'
import { badInputVerdict, tryBadInputs } from './scale/hostile.mjs'
import { createCaller, reserveTrip, StepError, VERTICALS } from './scale/journeys.mjs'
import { startBalancer } from './scale/nginx.mjs'
import { startPostgres } from './scale/postgres.mjs'
import {
  classifyUndelivered,
  errorsByKind,
  failuresSince,
  jobVerdicts,
  stepRows,
  stepFigures,
  undelivered,
  verdict,
} from './scale/report.mjs'

const { values: flags } = parseArgs({
  options: {
    travellers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '120' },
    ci: { type: 'boolean', default: false },
  },
})
const TRAVELLERS = Number(flags.travellers)
const SECONDS = Number(flags.seconds)
if (!(TRAVELLERS > 0 && SECONDS >= 15))
  throw new Error('--travellers must be positive and --seconds at least 15')
const PROCESSES = 3
const JOB_INTERVAL_MS = 5000
/** A realtime client not subscribed by then is an error of its step. */
const SUBSCRIBE_TIMEOUT_MS = 20_000
/** After a socket reconnects, its channels are subscribed again within this (authorization included). */
const RESUBSCRIBE_MS = 3000
/**
 * An event is this long on its way to a socket (relayed, then sent by the socket's process, on a busy
 * machine): one changed this long before the socket dropped may have been in the process that died.
 */
const IN_FLIGHT_MS = 2000
/** Passes of these shows have this many tickets left, so the load sells them out and tries past that. */
const SCARCE_SHOWS = ['riyadh-season-1', 'riyadh-season-2', 'riyadh-season-3']
const SCARCE_LEFT = 6

const requireApi = createRequire(join(root, 'apps/api/package.json'))
const postgres = requireApi('postgres')
const Pusher = requireApi('pusher-js')
/** A user's realtime channel, as @rihla/api-contract's userChannelName names it. */
const userChannelName = (userId) => `private-user-${userId}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One API process on `port`; the first migrates and seeds the database. */
function startApiProcess(name, port, env) {
  const child = startService(name, join(root, 'apps/api/node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
  })
  // In CI only the processes' errors are shown (their standard error): a line per payment is noise there.
  if (flags.ci) child.stdout.removeAllListeners('data').resume()
  return child
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** A pusher-js client through the balancer, authorizing each user channel as that user. */
function realtimeClient(call, config, usersByChannel) {
  return new Pusher(config.key, {
    cluster: 'sandbox',
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws'],
    enableStats: false,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const user = usersByChannel.get(channelName)
        call('realtime auth', '/api/v2/user/pusher/auth', {
          body: {
            api_key: user.api_key,
            api_token: user.api_token,
            socket_id: socketId,
            channel_name: channelName,
          },
        }).then(
          (answer) => callback(null, answer),
          (error) => callback(error, null),
        )
      },
    },
  })
}

/**
 * What a traveller's open My Bookings does when its channel is back after a drop: reads the bookings
 * again. A booking that had an event meanwhile keeps that newer status.
 */
async function rereadAs(call, user, events) {
  const before = events.length
  const { bookings } = await call('realtime re-read', '/user/bookings/all', { user, body: { pageSize: 50 } })
  const since = new Set(events.slice(before).map((event) => event.uuid))
  for (const booking of bookings)
    if (!since.has(booking.uuid)) events.push({ uuid: booking.uuid, status: booking.status })
}

/** Subscribes and resolves once the channel is live; a failed authorization is retried by pusher-js on reconnect. */
function subscribed(client, channelName) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('realtime subscribe timed out')), SUBSCRIBE_TIMEOUT_MS)
    const channel = client.subscribe(channelName)
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer)
      resolve(channel)
    })
  })
}

await runAlone('scale', async () => {
  const started = Date.now()
  await capture('bash', ['scripts/ensure-system.sh'])
  const ports = {
    balancer: await freePort(4840),
    apis: [await freePort(4841), await freePort(4842), await freePort(4843)],
    gateway: await freePort(4845),
    postgres: await freePort(4850),
  }
  console.log(
    `scale: ${TRAVELLERS} travellers for ${SECONDS} s; Postgres of the run's own on ${ports.postgres}`,
  )
  const server = await startPostgres(ports.postgres)
  const admin = postgres(server.url, { max: 1, onnotice: () => {} })
  onCleanup(() => admin.end({ timeout: 1 }))
  await admin.unsafe('create database rihla_scale')
  const databaseUrl = server.url.replace(/\/postgres$/, '/rihla_scale')
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {}, connect_timeout: 5 })
  onCleanup(() => sql.end({ timeout: 1 }))

  const balancerUrl = `http://127.0.0.1:${ports.balancer}`
  const records = []
  const record = (entry) => records.push(entry)
  const gateway = await startGateway(ports.gateway, balancerUrl, record)
  const env = {
    DATABASE_URL: databaseUrl,
    RIHLA_SANDBOX: '1',
    RIHLA_TRUSTED_PROXIES: 'loopback',
    RIHLA_PUBLIC_API_URL: balancerUrl,
    RIHLA_GEO_DEFAULT_COUNTRY: 'GB',
    RIHLA_JOB_INTERVAL_SECONDS: String(JOB_INTERVAL_MS / 1000),
    RIHLA_CARD_GATEWAY_URL: gateway.url,
    RIHLA_CARD_GATEWAY_SECRET: GATEWAY_SECRET,
    // Every traveller comes from 127.0.0.1 with the site's one partner token: far over a visitor's
    // allowance, as in scripts/bench/servers.mjs. The limits themselves are tested in the API's tests.
    RIHLA_SEARCH_RATE_LIMIT: '1000000',
    RIHLA_SEARCH_PARTNER_RATE_LIMIT: '1000000',
  }
  const apis = []
  const apiName = (index) => `api${index + 1}`
  const startApi = async (index) => {
    const deadline = Date.now() + 180_000
    for (;;) {
      apis[index] = startApiProcess(apiName(index), ports.apis[index], env)
      try {
        await waitForUrl(`http://127.0.0.1:${ports.apis[index]}/health`, {
          child: apis[index],
          timeoutMs: Math.max(1, deadline - Date.now()),
        })
        return
      } catch (error) {
        // A process that exits as it starts (the database restarting under it, when the two faults
        // overlap on a slow machine) is started again, as a supervisor (systemd, Kubernetes) would.
        const exited = apis[index].exitCode !== null || apis[index].signalCode !== null
        if (!exited || Date.now() > deadline) throw error
        console.log(`scale: ${apiName(index)} exited as it started; starting it again`)
        await sleep(1000)
      }
    }
  }
  onCleanup(async () => {
    for (const api of apis) stopService(api)
    await sleep(1000)
    for (const api of apis) if (api.exitCode === null && api.signalCode === null) killGroup(api, 'SIGKILL')
  })
  console.log('scale: first API process (migrates and seeds)')
  await startApi(0)
  console.log('scale: two more API processes and nginx in front of them')
  await Promise.all([startApi(1), startApi(2)])
  await startBalancer({ port: ports.balancer, apiPorts: ports.apis })

  // Some passes nearly sold out, so travellers race for their last tickets.
  await sql`update event_passes set sold = capacity - ${SCARCE_LEFT} where show_id = any(${SCARCE_SHOWS})`
  const passesBefore = await passesSold(sql)
  const token = await partnerToken(balancerUrl)
  const call = createCaller(balancerUrl, token, record)
  const { realtime } = await call('setup', '/api/v2/realtime/config')
  if (realtime.wsPort !== ports.balancer)
    throw new Error(`realtime is served at ${realtime.wsHost}:${realtime.wsPort}, not the balancer`)

  const stopJobs = watchJobs(sql)
  const loadStarted = Date.now()
  const endAt = loadStarted + SECONDS * 1000
  const userIds = []
  const received = new Map()
  const downOf = new Map()
  const downs = []
  const scriptErrors = []
  const trips = { reserved: 0, paid: 0 }
  const faults = { kill: null, restart: null }

  async function traveller(index) {
    const usersByChannel = new Map()
    const client = realtimeClient(call, realtime, usersByChannel)
    const reread = (user, events) => rereadAs(call, user, events).catch(() => undefined)
    // When this traveller's socket was down: from leaving "connected" until a moment after it is back
    // (its channels are authorized and subscribed again then).
    const down = []
    let downSince = null
    client.connection.bind('state_change', ({ current }) => {
      if (current !== 'connected' && downSince === null) downSince = Date.now()
      if (current === 'connected' && downSince !== null) {
        down.push([downSince - IN_FLIGHT_MS, Date.now() + RESUBSCRIBE_MS])
        downSince = null
      }
    })
    downs.push(() => downSince !== null && down.push([downSince - IN_FLIGHT_MS, Infinity]))
    try {
      for (let trip = 0; Date.now() < endAt; trip++) {
        const vertical = VERTICALS[(index + trip) % VERTICALS.length]
        try {
          const { user } = await call('sign up', '/dev/users', { body: {} })
          userIds.push(user.id)
          const channelName = userChannelName(user.id)
          usersByChannel.set(channelName, user)
          const events = []
          received.set(user.id, events)
          downOf.set(user.id, down)
          const subscribing = performance.now()
          const subscribingAt = Date.now()
          const subscribe = (status) =>
            record({
              step: 'realtime subscribe',
              ms: performance.now() - subscribing,
              status,
              at: subscribingAt,
            })
          const channel = await subscribed(client, channelName).catch((error) => {
            subscribe(0)
            throw error
          })
          subscribe(200)
          channel.bind('booking-updated', (data) => events.push(data))
          // Subscribed again after a drop: re-read, as the site does (Pusher replays nothing).
          channel.bind('pusher:subscription_succeeded', () => void reread(user, events))
          const booking = await reserveTrip(vertical, call, user, index * 997 + trip)
          trips.reserved += 1
          const { payment } = await call('pay', '/api/v2/financial/process?sdk=force', {
            user,
            body: {
              uuid: booking.uuid,
              idempotencyKey: randomUUID(),
              amount: booking.amount,
              method: 'card',
              returnUrl: 'http://localhost:5173/payment/return',
            },
          })
          await gateway.approve(payment.orderRef)
          trips.paid += 1
        } catch (error) {
          if (!(error instanceof StepError)) scriptErrors.push(`${vertical}: ${error.message}`)
          // A traveller meeting an error starts a new trip, as a visitor would after a while.
          await sleep(250)
        }
      }
    } finally {
      // Late events (the gateway's last deliveries) still arrive until the checks read them.
      onCleanup(() => client.disconnect())
    }
  }

  async function killAndRestart() {
    await sleep(SECONDS * 1000 * (1 / 3))
    const index = 1
    console.log(`scale: SIGKILL ${apiName(index)}`)
    const at = Date.now()
    killGroup(apis[index], 'SIGKILL')
    await sleep(3000)
    await startApi(index)
    faults.kill = { at, back: Date.now() }
    console.log(`scale: ${apiName(index)} back after ${secondsOf(faults.kill.back - at)}`)
  }

  async function restartPostgres() {
    await sleep(SECONDS * 1000 * (2 / 3))
    console.log('scale: restarting Postgres')
    const at = Date.now()
    await server.restart()
    const up = Date.now()
    // Recovered once every process (nginx takes them in turn) has answered calls that write to the database.
    for (let inRow = 0; inRow < 2 * PROCESSES;) {
      const answer = await fetch(`${balancerUrl}/dev/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => null)
      inRow = answer?.ok ? inRow + 1 : 0
      if (!answer?.ok) await sleep(200)
    }
    faults.restart = { at, up, back: Date.now() }
    console.log(`scale: Postgres back after ${secondsOf(faults.restart.back - at)}`)
  }

  console.log(`scale: load for ${SECONDS} s`)
  const faulted = Promise.all([killAndRestart(), restartPostgres()])
  await Promise.all(Array.from({ length: TRAVELLERS }, (_, index) => traveller(index)))
  const loadEnded = Date.now()
  await faulted
  console.log('scale: load over; waiting for the gateway’s last notifications and two job intervals')
  await gateway.settled()
  await sleep(2 * JOB_INTERVAL_MS + 1000)
  const jobClaims = await stopJobs()
  const watchedUntil = Date.now()

  const findings = await databaseFindings(sql, userIds, passesBefore)
  const statuses = await finalStatuses(sql, userIds)
  for (const close of downs) close()
  const missing = undelivered(statuses, statuses.length ? [...received.values()].flat() : [])
  const why = classifyUndelivered(
    missing.map((booking) => ({
      ...booking,
      userId: booking.user_id,
      updatedAt: booking.updated_at.getTime(),
    })),
    (userId) => downOf.get(userId) ?? [],
    // A change committed just before the shutdown may still have been waiting to notify.
    faults.restart ? [[faults.restart.at - 1000, faults.restart.back + RESUBSCRIBE_MS]] : [],
    faults.kill ? [[faults.kill.at - IN_FLIGHT_MS, faults.kill.at]] : [],
  )
  // After the findings, whose bookings are the load's only.
  console.log('scale: bad inputs through the balancer')
  const hostile = badInputVerdict(
    await tryBadInputs({
      apiUrl: balancerUrl,
      partnerToken: token,
      call: createCaller(balancerUrl, token, () => {}),
    }),
  )
  const recovered = Math.max(faults.kill?.back ?? 0, faults.restart?.back ?? 0)
  const jobs = jobVerdicts(jobClaims, JOB_INTERVAL_MS, {
    from: loadStarted + JOB_INTERVAL_MS,
    to: watchedUntil - JOB_INTERVAL_MS,
    outages: faults.restart ? [[faults.restart.at, faults.restart.back]] : [],
  })

  const loadSeconds = (loadEnded - loadStarted) / 1000
  const load = records.filter((entry) => entry.step !== 'setup')
  console.log('\nSteps (through the balancer)')
  console.log(formatTable(stepRows(stepFigures(load, loadSeconds))))
  const errors = errorsByKind(load)
  console.log('\nErrors by kind')
  const sampleOf = (kind) =>
    load.find(
      (entry) => entry.text && kind.startsWith(`${entry.step} `) && kind.endsWith(String(entry.status)),
    )?.text
  for (const [kind, count] of errors)
    console.log(`  ${String(count).padStart(6)}  ${kind}${sampleOf(kind) ? `: ${sampleOf(kind)}` : ''}`)
  if (!errors.length) console.log('  none')
  if (scriptErrors.length) {
    const counted = new Map()
    for (const message of scriptErrors) counted.set(message, (counted.get(message) ?? 0) + 1)
    console.log('Other errors')
    for (const [message, count] of counted) console.log(`  ${String(count).padStart(6)}  ${message}`)
  }

  const { tallies } = gateway
  const answered = load.filter((entry) => entry.status !== 0).length
  const result = verdict([
    { figure: 'Held load: travellers at once, each with a realtime connection', value: TRAVELLERS },
    { figure: 'Held load: seconds', value: loadSeconds.toFixed(0) },
    {
      figure: 'Held load: requests answered (a second)',
      value: `${answered} (${(answered / loadSeconds).toFixed(1)})`,
    },
    { figure: 'Held load: trips reserved / paid', value: `${trips.reserved} / ${trips.paid}` },
    { figure: 'Held load: bookings made / Confirmed', value: `${findings.bookings} / ${findings.confirmed}` },
    {
      figure: 'Held load: seats and rooms held by paid bookings, event tickets sold',
      value: `${
        Object.entries(findings.heldSold)
          .map(([type, count]) => `${count} ${type}`)
          .join(', ') || 'none'
      }, ${findings.ticketsSold} tickets`,
    },
    {
      figure: 'Fault survived: API process SIGKILLed and started again',
      value: faults.kill ? `back in ${secondsOf(faults.kill.back - faults.kill.at)}` : 'not done',
      lost: faults.kill ? 0 : 1,
    },
    {
      figure: 'Fault survived: Postgres restarted',
      value: faults.restart
        ? `serving again in ${secondsOf(faults.restart.back - faults.restart.at)}`
        : 'not done',
      lost: faults.restart ? 0 : 1,
    },
    {
      figure: 'Fault survived: gateway notifications twice at once / late again / retried',
      value: `${tallies.duplicates} / ${tallies.late} / ${tallies.retries} (of ${tallies.notified})`,
    },
    { figure: 'Lost: bookings charged twice', lost: findings.chargedTwice },
    { figure: 'Lost: seats or rooms sold twice (or a paid one released)', lost: findings.soldTwice },
    { figure: 'Lost: passes sold past capacity or not matching their tickets', lost: findings.passesWrong },
    { figure: 'Lost: bookings stuck in Processing', lost: findings.processing },
    { figure: 'Lost: bookings paid but not Confirmed', lost: findings.paidNotConfirmed },
    { figure: 'Lost: notifications the API never acknowledged', lost: tallies.givenUp + tallies.refused },
    {
      figure: 'Lost: API processes that died on their own',
      lost: apis.filter((api) => api.exitCode !== null || api.signalCode !== null).length,
    },
    {
      figure: `Lost: job intervals with no run (${jobs.length} jobs, ${jobs.reduce((sum, job) => sum + job.runs, 0)} runs seen)`,
      lost: jobs.length ? jobs.reduce((sum, job) => sum + job.missed, 0) : 1,
    },
    { figure: 'Lost: job runs twice in one interval', lost: jobs.reduce((sum, job) => sum + job.doubled, 0) },
    {
      figure: 'Realtime: sockets that lost their connection and reconnected through the balancer',
      value: [...new Set(downOf.values())].reduce((sum, windows) => sum + windows.length, 0),
    },
    {
      figure:
        "Realtime: last statuses changed while the traveller's socket was reconnecting, missed after its re-read",
      value: why.reconnecting,
    },
    { figure: 'Realtime: last statuses changed while Postgres was restarting', value: why.outage },
    {
      // Every change, a new booking too, is notified in its own transaction: a kill loses none.
      figure: 'Lost: changes made just before the SIGKILL, never announced',
      lost: why.killed,
    },
    {
      figure: `Lost: bookings whose last status never reached their connected traveller (of ${statuses.length})`,
      lost: why.lost.length,
    },
    { figure: `Bad inputs tried after the load (${hostile.byKind})`, value: hostile.tried },
    { figure: 'Lost: bad inputs the cluster accepted', lost: hostile.accepted.length },
    {
      figure: `Lost: 5xx or unanswered requests after recovery (${milliseconds(loadEnded - recovered)} of load after it)`,
      lost: recovered ? failuresSince(load, recovered) : 1,
    },
  ])
  console.log(`\nScale run (${PROCESSES} API processes on one Postgres behind nginx)`)
  console.log(formatTable(result.rows))
  const offset = (at) => `${((at - loadStarted) / 1000).toFixed(1)} s`
  if (faults.kill && faults.restart) {
    console.log(
      `Faults: ${apiName(1)} killed at ${offset(faults.kill.at)} (back ${offset(faults.kill.back)}); ` +
        `Postgres restarted at ${offset(faults.restart.at)} (up ${offset(faults.restart.up)}, serving ${offset(faults.restart.back)})`,
    )
  }
  for (const job of jobs.filter((job) => job.missed || job.doubled)) {
    const runs = [...jobClaims[job.name]].sort((a, b) => a - b).map(offset)
    console.log(`  job ${job.name}: ${job.missed} missed, ${job.doubled} doubled; runs at ${runs.join(', ')}`)
  }
  for (const booking of why.lost.slice(0, 10)) {
    const seen = (received.get(booking.user_id) ?? []).filter((event) => event.uuid === booking.uuid)
    console.log(
      `  lost: ${booking.uuid} made at ${offset(booking.created_at.getTime())}, last changed at ` +
        `${offset(booking.updated_at.getTime())}, ${booking.status}; its channel delivered ${seen.map((event) => event.status).join(' → ') || 'nothing'}`,
    )
  }
  for (const entry of hostile.accepted)
    console.log(`  accepted: ${entry.kind}, ${entry.what}: expected ${entry.expected}, got ${entry.status}`)
  for (const entry of load.filter(
    (entry) => entry.at >= recovered && (entry.status === 0 || entry.status >= 500),
  ))
    console.log(
      `  after recovery: ${entry.step} ${entry.status || 'no answer'} at ${offset(entry.at)} ${entry.text ?? ''}`,
    )
  console.log(`\nscale: done in ${secondsOf(Date.now() - started)}`)
  if (result.failed) {
    console.error('scale: something was lost (✗ above)')
    process.exitCode = 1
  }
})
