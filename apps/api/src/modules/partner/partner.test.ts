import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { partnerPassword } from './credentials'

const TOKEN_TTL_SECONDS = 1
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ RIHLA_PARTNER_TOKEN_TTL: String(TOKEN_TTL_SECONDS) })
})
afterAll(() => server.close())

const credentials = (username: string) => ({
  username,
  password: partnerPassword(server.config.partnerCredentialKey, username),
})
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string
    wid: string
    iat: number
    exp: number
  }
const issue = (body: unknown, locale?: 'ar') =>
  server.request('/partner/api/auth/token', { json: body, ...(locale && { locale }) })
const currencies = (authorization?: string) =>
  server.request('/air/api/supported-currencies', authorization ? { headers: { authorization } } : {})

describe('POST /partner/api/auth/token', () => {
  it('exchanges widget credentials for a bearer token with its lifetime', async () => {
    const { status, body } = await issue(credentials('partner-demo'))
    expect(status).toBe(200)
    const { Token, expires_in } = endpoints.partnerToken.response.parse(body)
    expect(expires_in).toBe(TOKEN_TTL_SECONDS)
    // A one-second token may lapse before it is used; reference.test.ts uses full-length ones.
    expect(claims(Token)).toMatchObject({ sub: 'partner-demo', wid: 'partner-demo' })
    expect(claims(Token).exp - claims(Token).iat).toBe(TOKEN_TTL_SECONDS)
  })

  it.each([
    ['a wrong password', () => ({ username: 'partner-demo', password: 'guess' })],
    ['an unknown username', () => ({ username: 'nobody', password: 'guess' })],
    [
      "another partner's password",
      () => ({ username: 'partner-demo', password: credentials('rihla-site').password }),
    ],
    ['a disabled widget', () => credentials('disabled-demo')],
  ])('refuses %s with 401', async (_case, body) => {
    const { status, body: answer } = await issue(body())
    expect(status).toBe(401)
    expect(answer).toEqual({ message: serverMessages.invalidCredentials })
  })

  it('answers in Arabic when asked', async () => {
    const { body } = await issue({ username: 'partner-demo', password: 'guess' }, 'ar')
    expect(body).toEqual({ message: messagesAr.invalidCredentials })
  })

  it('names each missing credential', async () => {
    const { status, body } = await issue({ username: '' }, 'ar')
    expect(status).toBe(400)
    expect(validationErrorSchema.parse(body)).toEqual({
      message: messagesAr.invalidRequest,
      errors: [
        { field: 'username', message: messagesAr.requiredField },
        { field: 'password', message: messagesAr.passwordRequired },
      ],
    })
  })
})

describe('requirePartnerToken', () => {
  it('asks for authentication when there is no bearer token', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer']) {
      expect(await currencies(authorization)).toMatchObject({
        status: 401,
        body: { message: messages.unauthenticated },
      })
    }
  })

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ wid: 'partner-demo' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('rihla-partner')
      .setSubject('partner-demo')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all'))
    expect(await currencies(`Bearer ${forged}`)).toMatchObject({
      status: 401,
      body: { message: messages.unauthenticated },
    })
  })

  it('says the token has expired once its lifetime is over', async () => {
    const { body } = await issue(credentials('rihla-site'))
    const { Token } = endpoints.partnerToken.response.parse(body)
    const { exp } = claims(Token)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 50))
    expect(await currencies(`Bearer ${Token}`)).toMatchObject({
      status: 401,
      body: { message: messages.tokenExpired },
    })
    const ar = await server.request('/air/api/countries', {
      locale: 'ar',
      headers: { authorization: `Bearer ${Token}` },
    })
    expect(ar).toMatchObject({ status: 401, body: { message: messagesAr.tokenExpired } })
  })
})
