import { once } from 'node:events'
import { createServer, request } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proxyApiPaths } from './apiProxy'

/** The API: answers each request with the path and the headers it received (and `pad` characters). */
const api = createServer((request, response) => {
  response.setHeader('content-type', 'application/json')
  const pad = 'x'.repeat(Number(new URL(request.url!, 'http://api').searchParams.get('pad') ?? 0))
  response.end(JSON.stringify({ path: request.url, headers: request.headers, pad }))
})
let site: ReturnType<typeof serve>
let siteUrl = ''

beforeAll(async () => {
  api.listen(0, '127.0.0.1')
  await once(api, 'listening')
  const app = new Hono()
  app.use('*', proxyApiPaths(`http://127.0.0.1:${(api.address() as AddressInfo).port}`))
  app.get('*', (c) => c.text('page'))
  site = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(site, 'listening')
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(() => {
  site.close()
  api.close()
})

describe('API paths handed to the API', () => {
  it('passes an API path on with the address this server saw, never the one the client wrote', async () => {
    const response = await fetch(`${siteUrl}/api/v2/utilities?x=1`, {
      headers: { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9' },
    })
    const seen = (await response.json()) as { path: string; headers: Record<string, string> }
    expect(seen.path).toBe('/api/v2/utilities?x=1')
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen.headers.forwarded).toBeUndefined()
    expect(seen.headers['x-forwarded-host']).toBe(new URL(siteUrl).host)
  })

  it('answers JSON to the browser compressed when it accepts it, whole when it does not', async () => {
    const raw = async (acceptEncoding: string) => {
      const answer = await new Promise<IncomingMessage>((resolve, reject) =>
        request(`${siteUrl}/api/v2/utilities?pad=20000`, { headers: { 'accept-encoding': acceptEncoding } })
          .on('response', resolve)
          .on('error', reject)
          .end(),
      )
      const chunks: Buffer[] = []
      for await (const chunk of answer) chunks.push(chunk as Buffer)
      return { encoding: answer.headers['content-encoding'], bytes: Buffer.concat(chunks) }
    }
    const packed = await raw('gzip, deflate, br')
    expect(packed.encoding).toBe('gzip')
    expect(packed.bytes.length).toBeLessThan(2000)
    expect(JSON.parse(gunzipSync(packed.bytes).toString('utf8'))).toMatchObject({ pad: 'x'.repeat(20000) })
    const whole = await raw('identity')
    expect(whole.encoding).toBeUndefined()
    expect(JSON.parse(whole.bytes.toString('utf8'))).toMatchObject({ pad: 'x'.repeat(20000) })
  })

  it('leaves the site’s own pages to the site', async () => {
    expect(await (await fetch(`${siteUrl}/about-us`)).text()).toBe('page')
  })
})
