import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import type { Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { expect, test } from './fixtures'

// Its own API and site, with small per-address limits: the suite's servers allow each address many
// tries, since every test runs from 127.0.0.1.
const apiPort = Number(process.env.E2E_API_PORT ?? 4610) + 2
const webPort = Number(process.env.E2E_WEB_PORT ?? 4620) + 2
const site = `http://localhost:${webPort}`
const webDir = new URL('..', import.meta.url).pathname

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: webDir, env: { ...process.env, ...env }, stdio: 'ignore' })
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}

/** What the captcha widget sends: a challenge from the API (through the site), solved. */
async function solvedCaptcha(request: APIRequestContext) {
  const challenge = (await (await request.get(`${site}/api/v2/captcha/challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const times = (count: number, status: number): number[] => Array.from({ length: count }, () => status)

test.describe('per-address limits through the site’s server', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let servers: ChildProcess[] = []

  test.beforeAll(async () => {
    servers = [
      start('../api/node_modules/.bin/tsx', ['../api/src/server.ts'], {
        PORT: String(apiPort),
        RIHLA_PGLITE_DIR: 'memory://',
        RIHLA_OTP_IP_HOURLY_LIMIT: '5',
        RIHLA_LOGIN_RATE_LIMIT: '3',
        RIHLA_LOGIN_IP_CAPTCHA_LIMIT: '3',
        RIHLA_LOGIN_IP_RATE_LIMIT: '6',
      }),
      start('node', ['server.ts'], { PORT: String(webPort), RIHLA_API_URL: `http://localhost:${apiPort}` }),
    ]
    await waitUntilUp(`http://localhost:${apiPort}/health`)
    await waitUntilUp(site)
  })
  test.afterAll(() => {
    for (const server of servers) server.kill()
  })

  test('20 texted codes asked with 20 spoofed X-Forwarded-For addresses: 5 sent, then 429', async ({
    request,
  }) => {
    const statuses = []
    for (let i = 0; i < 20; i++) {
      const response = await request.post(`${site}/api/v2/users/auth/requestPasswordReset`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        data: { phone: `+9665580000${String(i).padStart(2, '0')}`, captcha: await solvedCaptcha(request) },
      })
      statuses.push(response.status())
      if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...times(5, 200), ...times(15, 429)])
  })

  test('20 wrong sign-ins with 20 spoofed X-Forwarded-For addresses: 6 tried, then 429', async ({
    request,
  }) => {
    const statuses = []
    for (let i = 0; i < 20; i++) {
      const response = await request.post(`${site}/api/v2/users/auth/login`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        data: { email: `nobody-${i}@example.sa`, password: 'guess', captcha: await solvedCaptcha(request) },
      })
      statuses.push(response.status())
      if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...times(6, 401), ...times(14, 429)])
  })
})
