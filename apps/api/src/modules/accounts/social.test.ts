import { messages } from '@rihla/api-contract'
import { socialStartPath } from '@rihla/api-contract/account'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialIdentities, users } from '../../db/schema'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const WEB_CALLBACK = 'http://localhost:5173/ar/auth/callback?return=%2Fbookings'

/** A browser in miniature: follows redirects by hand and keeps cookies per host. */
function browser() {
  const jar = new Map<string, string>()
  async function go(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...(cookie && { cookie }),
        ...(init.form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(init.form && { body: new URLSearchParams(init.form).toString() }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!.trim(), value.join('='))
    }
    const location = response.headers.get('location')
    return { response, location: location ? new URL(location, url).href : null, text: await response.text() }
  }
  /** Follows redirects until one leaves the API's host (or a page is shown). */
  async function follow(url: string, init?: { form?: Record<string, string> }) {
    let step = await go(url, init)
    while (step.location?.startsWith(server.url)) step = await go(step.location)
    return step
  }
  return { go, follow }
}

async function signInThroughSandbox(provider: string, email: string, name = 'Nora Al Saud') {
  const user = browser()
  const start = `${server.url}${socialStartPath(provider)}?redirect=${encodeURIComponent(WEB_CALLBACK)}`
  const first = await user.go(start)
  expect(first.response.status).toBe(302)
  const authorize = new URL(first.location!)
  expect(authorize.pathname).toBe(`/oidc/${provider}/auth`)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('state')).toBeTruthy()
  expect(authorize.searchParams.get('nonce')).toBeTruthy()

  const loginPage = await user.follow(first.location!)
  expect(loginPage.response.status).toBe(200)
  expect(loginPage.text).toContain('sandbox sign-in')
  const action = /action="([^"]+)"/.exec(loginPage.text)![1]!
  const done = await user.follow(new URL(action, server.url).href, { form: { email, name } })
  return done
}

describe('social sign-in through the sandbox OpenID Connect provider', () => {
  it('lists the two providers', async () => {
    const { body } = await server.request('/api/v2/users/auth/social/providers')
    expect(endpoints.socialProviders.response.parse(body).providers).toEqual([
      { id: 'google', label: 'Google' },
      { id: 'apple', label: 'Apple' },
    ])
  })

  it('asks the provider for the site’s language, and the sandbox page speaks it', async () => {
    const user = browser()
    const start = `${server.url}${socialStartPath('apple')}?locale=ar&redirect=${encodeURIComponent(WEB_CALLBACK)}`
    const first = await user.go(start)
    expect(new URL(first.location!).searchParams.get('ui_locales')).toBe('ar')
    const loginPage = await user.follow(first.location!)
    expect(loginPage.text).toContain('<html lang="ar" dir="rtl">')
    expect(loginPage.text).toContain('تسجيل الدخول التجريبي عبر Apple')
  })

  it('runs the redirect flow, signs in by verified email and trades the one-time code once', async () => {
    const email = `nora-${Date.now()}@example.sa`
    const done = await signInThroughSandbox('google', email)
    expect(done.response.status).toBe(302)
    const back = new URL(done.location!)
    expect(back.origin + back.pathname).toBe('http://localhost:5173/ar/auth/callback')
    expect(back.searchParams.get('return')).toBe('/bookings')
    const code = back.searchParams.get('code')!
    expect(code).toBeTruthy()

    const exchanged = await server.request('/api/v2/users/auth/social/exchange', { json: { code } })
    expect(exchanged.status).toBe(200)
    const { user } = endpoints.socialExchange.response.parse(exchanged.body)
    expect(user).toMatchObject({ email, name: 'Nora Al Saud', phone: null })
    const again = await server.request('/api/v2/users/auth/social/exchange', { json: { code } })
    expect(again).toMatchObject({ status: 401, body: { message: messages.socialCodeInvalid } })

    const dashboard = await server.request('/api/v2/users/profile/dashboard', {
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(endpoints.dashboard.response.parse(dashboard.body).profile).toMatchObject({
      email,
      hasPassword: false,
      socialProviders: [{ id: 'google', label: 'Google' }],
    })

    // The other provider with the same verified email links to the same account.
    const second = await signInThroughSandbox('apple', email)
    const secondCode = new URL(second.location!).searchParams.get('code')!
    const secondUser = endpoints.socialExchange.response.parse(
      (await server.request('/api/v2/users/auth/social/exchange', { json: { code: secondCode } })).body,
    ).user
    expect(secondUser.id).toBe(user.id)
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
    expect(
      await server.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id)),
    ).toHaveLength(2)
  })

  it('refuses a code older than a minute', async () => {
    const done = await signInThroughSandbox('google', `late-${Date.now()}@example.sa`)
    const code = new URL(done.location!).searchParams.get('code')!
    const { socialSignInCodes } = await import('../../db/schema')
    await server.db.update(socialSignInCodes).set({ expiresAt: new Date(Date.now() - 1000) })
    const late = await server.request('/api/v2/users/auth/social/exchange', { json: { code } })
    expect(late.status).toBe(401)
    expect((await server.request('/api/v2/users/auth/social/exchange', { json: {} })).status).toBe(400)
  })

  it('sends a cancelled sign-in back with an error and no code', async () => {
    const user = browser()
    const first = await user.go(
      `${server.url}${socialStartPath('apple')}?redirect=${encodeURIComponent(WEB_CALLBACK)}`,
    )
    const loginPage = await user.follow(first.location!)
    const action = /formaction="([^"]+)"/.exec(loginPage.text)![1]!
    const done = await user.follow(new URL(action, server.url).href, { form: {} })
    const back = new URL(done.location!)
    expect(back.searchParams.get('error')).toBe('social_sign_in_failed')
    expect(back.searchParams.has('code')).toBe(false)
  })

  it('only returns to allowed web origins, knows its providers and checks the state', async () => {
    for (const redirect of [
      'https://evil.example/auth/callback',
      'javascript:alert(1)',
      '',
      'http://localhost.evil.example/x',
    ]) {
      const { status, body } = await server.request(
        `${socialStartPath('google')}?redirect=${encodeURIComponent(redirect)}`,
      )
      expect(status).toBe(400)
      expect(body).toMatchObject({ errors: [{ field: 'redirect', message: messages.invalidValue }] })
    }
    expect(
      (await server.request(`${socialStartPath('myspace')}?redirect=${encodeURIComponent(WEB_CALLBACK)}`))
        .status,
    ).toBe(404)
    const forged = await server.request('/api/v2/users/auth/social/google/callback?code=abc&state=made-up')
    expect(forged.status).toBe(400)
  })
})
