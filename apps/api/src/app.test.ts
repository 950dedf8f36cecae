import { messagesAr, serverMessages } from '@rihla/api-contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import type { Db } from './db/client'
import { serveApp, startTestServer } from './testing/testServer'
import type { LogEntry, TestServer } from './testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('error answers', () => {
  it('404 JSON for an unknown path, in the caller language', async () => {
    expect(await server.request('/api/v2/nothing-here')).toMatchObject({
      status: 404,
      body: { message: serverMessages.notFound },
    })
    expect(await server.request('/user/bookings/all', { locale: 'ar' })).toMatchObject({
      status: 404,
      body: { message: messagesAr.notFound },
    })
  })

  it('404 for a known path with the wrong method', async () => {
    expect((await server.request('/api/v2/geolocation', { method: 'DELETE' })).status).toBe(404)
  })

  it('413 for a body over the size limit', async () => {
    const huge = JSON.stringify({ fullName: 'Reem', email: 'reem@example.sa', message: 'x'.repeat(100_000) })
    const { status, body } = await server.request('/api/v2/contact', { rawJson: huge, locale: 'ar' })
    expect(status).toBe(413)
    expect(body).toEqual({ message: messagesAr.payloadTooLarge })
  })

  it('500 "Something went wrong!" without internals when something breaks, and logs it', async () => {
    const logs: LogEntry[] = []
    const broken = new Proxy(server.db, {
      get() {
        throw new Error('connect ECONNREFUSED db.internal:5432 password=hunter2')
      },
    }) as Db
    const app = createApp({
      db: broken,
      config: server.config,
      logger: {
        info: () => {},
        error: (message, details) => logs.push({ level: 'error', message, details }),
      },
    })
    const served = await serveApp(app)
    try {
      const en = await served.request('/api/v2/pages/about-us')
      expect(en).toMatchObject({ status: 500, body: { message: serverMessages.serverError } })
      expect(JSON.stringify(en.body)).not.toContain('ECONNREFUSED')
      const ar = await served.request('/api/v2/pages/about-us', { locale: 'ar' })
      expect(ar).toMatchObject({ status: 500, body: { message: messagesAr.serverError } })
      expect(logs).toHaveLength(2)
      expect(logs[0]!.details?.path).toBe('/api/v2/pages/about-us')
      expect(logs[0]!.details?.error).toContain('ECONNREFUSED')
    } finally {
      await served.close()
    }
  })
})

describe('locale header', () => {
  it('accepts region variants and falls back to English for other languages', async () => {
    expect((await server.request('/nope', { headers: { locale: 'ar-SA' } })).body).toEqual({
      message: messagesAr.notFound,
    })
    expect((await server.request('/nope', { headers: { locale: 'fr' } })).body).toEqual({
      message: serverMessages.notFound,
    })
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    server.request('/api/v2/contact', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,locale',
      },
    })

  it('allows any localhost origin in the sandbox default', async () => {
    const { status, headers } = await preflight('http://localhost:5173')
    expect(status).toBe(204)
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(headers.get('access-control-allow-headers')).toContain('locale')
  })

  it('does not allow other origins', async () => {
    const { headers } = await preflight('https://evil.example')
    expect(headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows exactly the configured origins when RIHLA_CORS_ORIGINS is set', async () => {
    const app = createApp({
      db: server.db,
      config: { ...server.config, corsOrigins: ['https://partner.example'] },
    })
    const served = await serveApp(app)
    try {
      const allowed = await served.request('/api/v2/geolocation', {
        headers: { origin: 'https://partner.example' },
      })
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example')
      const local = await served.request('/api/v2/geolocation', {
        headers: { origin: 'http://localhost:5173' },
      })
      expect(local.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await served.close()
    }
  })
})

describe('sandbox-only endpoints', () => {
  it('serves /dev/outbox in sandbox mode only', async () => {
    expect((await server.request('/dev/outbox')).status).toBe(200)
    const production = createApp({ db: server.db, config: { ...server.config, sandbox: false } })
    const served = await serveApp(production)
    try {
      expect(await served.request('/dev/outbox')).toMatchObject({
        status: 404,
        body: { message: serverMessages.notFound },
      })
    } finally {
      await served.close()
    }
  })
})
