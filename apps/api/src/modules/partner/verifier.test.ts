import { messages } from '@rihla/api-contract'
import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../errors'
import { partnerTokenVerifier } from './service'

const config = { partnerTokenSecret: 'a-test-secret-of-enough-length-for-hs256' }
const sign = (expiresAt: number, secret = config.partnerTokenSecret) =>
  new SignJWT({ wid: 'partner-demo' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('rihla-partner')
    .setSubject('demo')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret))

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ServiceError ? error.userMessage : error),
  )

afterEach(() => vi.useRealTimers())

describe('partnerTokenVerifier', () => {
  it('admits a token it verified until its exp second, then says it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const now = Math.floor(Date.now() / 1000)
    const verify = partnerTokenVerifier(config)
    const token = await sign(now + 60)
    expect(await verify(token)).toEqual({ username: 'demo', widgetId: 'partner-demo' })
    vi.setSystemTime((now + 59) * 1000)
    expect(await verify(token)).toEqual({ username: 'demo', widgetId: 'partner-demo' })
    vi.setSystemTime((now + 60) * 1000)
    expect(await refusal(verify(token))).toBe(messages.tokenExpired)
    // A verifier that never saw the token says the same.
    expect(await refusal(partnerTokenVerifier(config)(token))).toBe(messages.tokenExpired)
  })

  it('never remembers a refused token', async () => {
    const verify = partnerTokenVerifier(config)
    const forged = await sign(Math.floor(Date.now() / 1000) + 60, 'another-secret-of-enough-length-for-hs256')
    expect(await refusal(verify(forged))).toBe(messages.unauthenticated)
    expect(await refusal(verify(forged))).toBe(messages.unauthenticated)
  })
})
