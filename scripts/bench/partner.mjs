import { readFile } from 'node:fs/promises'
import { Agent, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { root } from '../lib/run.mjs'

// The partner API as the benchmarks call it: the site's own partner token, and JSON calls under it.

/** A date `days` after today in Saudi Arabia, the calendar the server measures "past" on. */
export function saudiDate(days, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now)
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The body of a successful answer; any other status fails with what the server said. */
export async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

/** The partner token the site itself uses: its widget payload's credentials exchanged at the API. */
export async function partnerToken(apiUrl) {
  const env = await readFile(join(root, 'apps/web/.env'), 'utf8')
  const payload = /^VITE_SITE_PAYLOAD=(.+)$/m.exec(env)?.[1]?.trim()
  if (!payload) throw new Error('apps/web/.env names no VITE_SITE_PAYLOAD')
  const widget = await json(await fetch(`${apiUrl}/widget?payload=${encodeURIComponent(payload)}`))
  const { username, password } = widget.Data.widget.credentials
  const token = await json(
    await fetch(`${apiUrl}/partner/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  )
  return token.Token
}

/** A partner call: `path`'s GET, or its POST when there is a body. */
export const partnerCall = (apiUrl, token, path, body) =>
  fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json)

/** Connections kept open for the searches under load, one per concurrent call, as a browser keeps them. */
const searchAgent = new Agent({ keepAlive: true, maxSockets: 64 })

/**
 * A partner POST whose answer is read now and checked and parsed when the returned function is called.
 * A benchmark under load reads 50 answers of 40–110 KB at once, on the same two cores as the server, so
 * this client must take as little of them as it can: parsing each answer as it arrived (~0.7 ms) kept its
 * one thread busy while later answers waited on it, and `fetch` (undici's streams, Headers and body
 * mixins) cost 1.7 ms of CPU a search, as much as the server's own work. Either was counted as the
 * server's latency. `node:http` with kept-alive connections, the body only gathered, costs a
 * fraction of that.
 */
export const partnerCallRead = (apiUrl, token, path, body) =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body))
    const url = new URL(path, apiUrl)
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: searchAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve(() => {
            const text = bytes.toString('utf8')
            if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode} ${text}`)
            return JSON.parse(text)
          })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
