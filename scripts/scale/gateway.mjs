// A card gateway of the kind the API speaks to when RIHLA_CARD_GATEWAY_URL is set (apps/api/README.md,
// Payments): it opens checkouts, and once the traveller has paid it notifies the outcome to the API,
// signed with the shared secret. Like a real one it retries a notification the API did not acknowledge,
// and it misbehaves as real ones do: some notifications go twice at once, some again late.
import { createHmac, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { onCleanup } from '../bench/cleanup.mjs'

export const GATEWAY_SECRET = 'rihla-scale-gateway-shared-secret'
const NOTIFY_PATH = '/gateway/hosted/notify'
/** A notification unacknowledged after this long is given up (the checks then see what it left). */
const RETRY_FOR_MS = 90_000

/** What happens to the `index`-th payment's notification: once, twice at once, or once more later. */
export function deliveryOf(index) {
  if (index % 5 === 2) return { twiceAtOnce: true, lateAfterMs: null }
  if (index % 3 === 1) return { twiceAtOnce: false, lateAfterMs: 4000 + (index % 4) * 2000 }
  return { twiceAtOnce: false, lateAfterMs: null }
}

const sign = (body) => createHmac('sha256', GATEWAY_SECRET).update(body).digest('hex')

/**
 * Starts the gateway on `port`; `record` gets every notification's delivery like the load's calls.
 * Returns its base URL, `approve(orderRef)` (the traveller paid: notify, duplicate as `deliveryOf`
 * says; resolves when the first delivery was acknowledged), `settled()` (every delivery and retry
 * done) and its tallies.
 */
export async function startGateway(port, apiUrl, record) {
  const checkouts = new Map()
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/checkouts') {
        response.writeHead(404).end()
        return
      }
      if (request.headers.authorization !== `Bearer ${GATEWAY_SECRET}`) {
        response.writeHead(401).end()
        return
      }
      const opened = JSON.parse(text)
      const id = `chk_${randomUUID()}`
      checkouts.set(opened.reference, { ...opened, id })
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id, url: `http://127.0.0.1:${port}/pay/${id}` }))
    })
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  onCleanup(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const tallies = { notified: 0, duplicates: 0, late: 0, retries: 0, givenUp: 0, refused: 0 }
  const pending = new Set()
  const track = (promise) => {
    pending.add(promise)
    promise.finally(() => pending.delete(promise))
    return promise
  }

  /** Delivers one notification until the API acknowledges it (2xx), as a gateway retries. */
  async function deliver(body, step) {
    const started = Date.now()
    for (let attempt = 0; ; attempt++) {
      const sent = performance.now()
      const sentAt = Date.now()
      let status = 0
      try {
        const response = await fetch(`${apiUrl}${NOTIFY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gateway-signature': sign(body) },
          body,
          signal: AbortSignal.timeout(15_000),
        })
        status = response.status
        await response.text()
      } catch {
        // No answer: retried like any unacknowledged notification.
      }
      record({ step, ms: performance.now() - sent, status, at: sentAt })
      if (status >= 200 && status < 300) return
      if (status >= 400 && status < 500) {
        tallies.refused += 1
        return
      }
      if (Date.now() - started > RETRY_FOR_MS) {
        tallies.givenUp += 1
        return
      }
      tallies.retries += 1
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 5000)))
    }
  }

  let index = 0
  async function approve(orderRef) {
    const checkout = checkouts.get(orderRef)
    if (!checkout) throw new Error(`${orderRef}: no checkout was opened at the gateway`)
    const body = JSON.stringify({
      reference: orderRef,
      status: 'approved',
      amount: checkout.amount,
      currency: checkout.currency,
      brand: 'visa',
      last4: '1111',
    })
    const { twiceAtOnce, lateAfterMs } = deliveryOf(index++)
    tallies.notified += 1
    const first = track(deliver(body, 'notify'))
    if (twiceAtOnce) {
      tallies.duplicates += 1
      track(deliver(body, 'notify again'))
    }
    if (lateAfterMs !== null) {
      tallies.late += 1
      track(
        new Promise((resolve) => setTimeout(resolve, lateAfterMs)).then(() => deliver(body, 'notify late')),
      )
    }
    await first
  }

  return {
    url: `http://127.0.0.1:${port}`,
    approve,
    tallies,
    settled: async () => {
      while (pending.size) await Promise.allSettled([...pending])
    },
  }
}
