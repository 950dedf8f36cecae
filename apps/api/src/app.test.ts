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

  it('gives answers and error answers the origin, the exposed Retry-After and Vary', async () => {
    for (const path of ['/api/v2/geolocation', '/api/v2/nothing-here']) {
      const { headers } = await server.request(path, { headers: { origin: 'http://localhost:5173' } })
      expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(headers.get('access-control-expose-headers')).toBe('retry-after')
      expect(headers.get('vary')).toBe('Origin')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
    }
    const { headers } = await server.request('/api/v2/geolocation', {
      headers: { origin: 'https://evil.example' },
    })
    expect(headers.get('access-control-allow-origin')).toBeNull()
    expect(headers.get('vary')).toBe('Origin')
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

describe('security headers', () => {
  it('marks every answer nosniff and unframeable: success, 400, 404 and 500 alike', async () => {
    for (const answer of [
      await server.request('/health'),
      await server.request('/api/v2/contact', { json: {} }),
      await server.request('/api/v2/nothing-here'),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })
})

describe('request log', () => {
  it('logs each request with tokens, keys, passwords and codes redacted, query strings included', async () => {
    const logs: LogEntry[] = []
    const app = createApp({
      db: server.db,
      config: { ...server.config, logRequests: true },
      logger: { info: (message, details) => logs.push({ level: 'info', message, details }), error: () => {} },
    })
    const served = await serveApp(app)
    const secrets = ['tok-S3CRET-1', 'key-S3CRET-2', 'pw-S3CRET-3', 'otp-S3CRET-4', 'chk-S3CRET-5']
    try {
      await served.request(`/hotels/api/cancel?UUID=b-1&api_token=${secrets[0]}`, { method: 'DELETE' })
      await served.request(`/api/v2/utilities?api_key=${secrets[1]}&lang=ar`)
      await served.request(`/api/v2/nothing?new_password=${secrets[2]}&otp=${secrets[3]}`)
      await served.request(`/gateway/checkout/${secrets[4]}`)
    } finally {
      await served.close()
    }
    const lines = logs.map((entry) => JSON.stringify(entry))
    expect(lines).toHaveLength(4)
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret)
    expect(logs.map((entry) => entry.details?.path)).toEqual([
      '/hotels/api/cancel?UUID=b-1&api_token=[redacted]',
      '/api/v2/utilities?api_key=[redacted]&lang=ar',
      '/api/v2/nothing?new_password=[redacted]&otp=[redacted]',
      '/gateway/checkout/[redacted]',
    ])
    expect(logs[1]!.details).toMatchObject({ method: 'GET', status: 200 })
  })
})
