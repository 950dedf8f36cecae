import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../../testing/captcha'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { CAPTCHA_TTL_SECONDS, verifyCaptcha } from './service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('captcha', () => {
  it('serves a fresh signed challenge that expires in about 10 minutes', async () => {
    const [a, b] = [
      await server.request('/api/v2/captcha/challenge'),
      await server.request('/api/v2/captcha/challenge'),
    ]
    expect(a.headers.get('cache-control')).toBe('no-store')
    const first = endpoints.captchaChallenge.response.parse(a.body)
    const second = endpoints.captchaChallenge.response.parse(b.body)
    expect(first.signature).toBeTruthy()
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce)
    const ttl = first.parameters.expiresAt! - Date.now() / 1000
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 30)
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS)
  })

  it('accepts a solution once and refuses tampered, foreign-key or expired ones', async () => {
    const secret = server.config.authSecret
    const payload = await solvedCaptcha(server)
    await expect(verifyCaptcha(server.db, payload, secret)).resolves.toBeUndefined()
    await expect(verifyCaptcha(server.db, payload, secret)).rejects.toMatchObject({ field: 'captcha' })

    const fresh = await solvedCaptcha(server)
    await expect(verifyCaptcha(server.db, fresh, 'another-secret-of-length')).rejects.toMatchObject({
      field: 'captcha',
    })
    const decoded = JSON.parse(Buffer.from(fresh, 'base64').toString()) as {
      solution: { derivedKey: string }
      challenge: { parameters: { expiresAt: number } }
    }
    const key = decoded.solution.derivedKey
    const tampered = {
      ...decoded,
      solution: { ...decoded.solution, derivedKey: (key[0] === '0' ? '1' : '0') + key.slice(1) },
    }
    await expect(
      verifyCaptcha(server.db, Buffer.from(JSON.stringify(tampered)).toString('base64'), secret),
    ).rejects.toMatchObject({ field: 'captcha' })
    const later = new Date((decoded.challenge.parameters.expiresAt + 1) * 1000)
    await expect(verifyCaptcha(server.db, fresh, secret, later)).rejects.toMatchObject({ field: 'captcha' })
    await expect(verifyCaptcha(server.db, 'not base64 json', secret)).rejects.toMatchObject({
      field: 'captcha',
    })
  })
})
