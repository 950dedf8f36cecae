import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../../testing/captcha'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

// The per-address limits key on the address the API believes; a client that writes a new
// X-Forwarded-For on every request must still be counted as the one address it is.
const spoofed = (i: number) => `198.51.100.${i + 1}`
const times = (count: number, status: number): number[] => Array.from({ length: count }, () => status)

describe.each([
  {
    how: 'straight to the API',
    env: { RIHLA_TRUSTED_PROXIES: 'none' },
    forwardedFor: (i: number) => spoofed(i),
  },
  {
    how: 'through a proxy of ours that appends the address it saw',
    env: { RIHLA_TRUSTED_PROXIES: 'loopback' },
    forwardedFor: (i: number) => `${spoofed(i)}, 10.9.8.${i + 1}, 203.0.113.50`,
  },
])('20 requests with 20 spoofed X-Forwarded-For addresses, $how', ({ env, forwardedFor }) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      ...env,
      RIHLA_OTP_IP_HOURLY_LIMIT: '5',
      RIHLA_LOGIN_RATE_LIMIT: '3',
      RIHLA_LOGIN_IP_CAPTCHA_LIMIT: '3',
      RIHLA_LOGIN_IP_RATE_LIMIT: '6',
    })
  })
  afterAll(() => server.close())

  it('get 5 texted codes from the one address, then 429 with Retry-After', async () => {
    const answers = []
    for (let i = 0; i < 20; i++) {
      answers.push(
        await server.request('/api/v2/users/auth/requestPasswordReset', {
          headers: { 'x-forwarded-for': forwardedFor(i) },
          json: { phone: `+9665590000${String(i).padStart(2, '0')}`, captcha: await solvedCaptcha(server) },
        }),
      )
    }
    expect(answers.map(({ status }) => status)).toEqual([...times(5, 200), ...times(15, 429)])
    for (const { headers } of answers.slice(5)) expect(Number(headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('get 6 sign-in failures from the one address (the last 3 with a captcha), then 429', async () => {
    const answers = []
    for (let i = 0; i < 20; i++) {
      answers.push(
        await server.request('/api/v2/users/auth/login', {
          headers: { 'x-forwarded-for': forwardedFor(i) },
          json: { email: `nobody-${i}@example.sa`, password: 'guess', captcha: await solvedCaptcha(server) },
        }),
      )
    }
    expect(answers.map(({ status }) => status)).toEqual([...times(6, 401), ...times(14, 429)])
    for (const { headers } of answers.slice(6)) expect(Number(headers.get('retry-after'))).toBeGreaterThan(0)
    const withoutCaptcha = await server.request('/api/v2/users/auth/login', {
      headers: { 'x-forwarded-for': forwardedFor(20) },
      json: { email: 'nobody@example.sa', password: 'guess' },
    })
    expect(withoutCaptcha.status).toBe(429)
  })
})
