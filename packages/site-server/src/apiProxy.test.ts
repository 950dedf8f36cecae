import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proxyApiPaths } from './apiProxy'

/** The API: answers each request with the path and the headers it received. */
const api = createServer((request, response) => {
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ path: request.url, headers: request.headers }))
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

  it('leaves the site’s own pages to the site', async () => {
    expect(await (await fetch(`${siteUrl}/about-us`)).text()).toBe('page')
  })
})
