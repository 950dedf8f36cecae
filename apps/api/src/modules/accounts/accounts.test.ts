import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpCodes, outbox, passwordResetTokens, sessions, users } from '../../db/schema'
import { solvedCaptcha } from '../../testing/captcha'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { RequestOptions, TestServer } from '../../testing/testServer'
import { freshContact } from '../../testing/freshContact'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    RIHLA_LOGIN_RATE_LIMIT: '3',
    RIHLA_LOGIN_IP_CAPTCHA_LIMIT: '3',
    RIHLA_LOGIN_IP_RATE_LIMIT: '8',
  })
})
afterAll(() => server.close())

const fresh = () => freshContact('traveller')

const call = (path: string, ip: string, options: RequestOptions = {}) =>
  server.request(path, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function latestCode(phone: string) {
  const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(phone)}`)
  const [latest] = endpoints.devOutbox.response.parse(body).messages
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1]
  if (!code) throw new Error(`No code texted to ${phone}`)
  return code
}

const counts = async () => ({
  users: await countRows(server.db, users),
  otp: await countRows(server.db, otpCodes),
  outbox: await countRows(server.db, outbox),
  sessions: await countRows(server.db, sessions),
})

function expectFieldErrors(body: unknown, expected: Record<string, string>) {
  expect(validationErrorSchema.parse(body).errors).toEqual(
    Object.entries(expected).map(([field, message]) => ({ field, message })),
  )
}

async function signUp(who = fresh(), name = 'Huda Al Qahtani', password = 'desert-rose-9') {
  const form = { name, email: who.email, phone: who.phone, password, password_confirmation: password }
  const started = await call('/api/v2/users/auth/register', who.ip, {
    json: { ...form, captcha: await solvedCaptcha(server) },
  })
  expect(started.status).toBe(201)
  const verified = await call('/api/v2/users/auth/verifyOTP', who.ip, {
    json: { phone: who.phone, otp: await latestCode(who.phone), purpose: 'sign_up' },
  })
  expect(verified.status).toBe(200)
  const answer = endpoints.verifyOtp.response.parse(verified.body)
  if (answer.purpose !== 'sign_up') throw new Error('Expected a sign-up answer')
  return { ...who, password, user: answer.user }
}

describe('sign-up', () => {
  it('texts a code, and the code creates the user signed in', async () => {
    const who = fresh()
    const { body, status } = await call('/api/v2/users/auth/register', who.ip, {
      locale: 'ar',
      json: {
        name: 'Huda Al Qahtani',
        email: who.email.toUpperCase(),
        phone: who.phone.replace('+966', '+966 '),
        password: 'desert-rose-9',
        password_confirmation: 'desert-rose-9',
        captcha: await solvedCaptcha(server),
      },
    })
    expect(status).toBe(201)
    expect(endpoints.register.response.parse(body)).toEqual({
      message: messagesAr.otpSent,
      phone: who.phone,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    })
    const [pending] = await server.db.select().from(otpCodes).where(eq(otpCodes.phone, who.phone))
    expect(pending?.registration?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(JSON.stringify(pending)).not.toContain('desert-rose-9')
    expect(await countRows(server.db, users)).toBeGreaterThan(0)
    const before = await counts()

    const verified = await call('/api/v2/users/auth/verifyOTP', who.ip, {
      json: { phone: who.phone, otp: await latestCode(who.phone), purpose: 'sign_up' },
    })
    expect(verified.status).toBe(200)
    const answer = endpoints.verifyOtp.response.parse(verified.body)
    expect(answer).toMatchObject({
      purpose: 'sign_up',
      user: { name: 'Huda Al Qahtani', email: who.email, phone: who.phone },
    })
    expect((await counts()).users).toBe(before.users + 1)
    if (answer.purpose !== 'sign_up') return
    const dashboard = await server.request('/api/v2/users/profile/dashboard', {
      headers: bearer(answer.user.access_token),
    })
    expect(dashboard.status).toBe(200)
    expect(endpoints.dashboard.response.parse(dashboard.body).profile).toMatchObject({
      email: who.email,
      phone: who.phone,
      hasPassword: true,
      walletBalance: { amount: 0, currency: 'SAR' },
      socialProviders: [],
    })
  })

  it('texts the code in the language the visitor uses', async () => {
    const who = fresh()
    const started = await call('/api/v2/users/auth/register', who.ip, {
      locale: 'ar',
      json: {
        name: 'هدى القحطاني',
        email: who.email,
        phone: who.phone,
        password: 'desert-rose-9',
        password_confirmation: 'desert-rose-9',
        captcha: await solvedCaptcha(server),
      },
    })
    expect(started.status).toBe(201)
    const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(who.phone)}`)
    const [text] = endpoints.devOutbox.response.parse(body).messages
    expect(text?.body).toMatch(/^رمز رحلة لإنشاء حسابك: \d{6} \./)
    const verified = await call('/api/v2/users/auth/verifyOTP', who.ip, {
      json: { phone: who.phone, otp: await latestCode(who.phone), purpose: 'sign_up' },
    })
    expect(verified.status).toBe(200)
  })

  it('answers the same for a registered email or phone, emails the owner, and the code never works', async () => {
    const owner = await signUp()
    for (const taken of [{ email: owner.email }, { phone: owner.phone }]) {
      const who = { ...fresh(), ...taken }
      const newcomer = fresh()
      // The owner's own sign-up code is within the resend cooldown; date it back.
      await server.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
        .where(eq(otpCodes.phone, owner.phone))
      const answers = []
      for (const attempt of [who, newcomer]) {
        const { status, body } = await call('/api/v2/users/auth/register', attempt.ip, {
          json: {
            name: 'Someone Else',
            email: attempt.email,
            phone: attempt.phone,
            password: 'another-pass',
            password_confirmation: 'another-pass',
            captcha: await solvedCaptcha(server),
          },
        })
        answers.push({ status, body: { ...(body as object), phone: 'same' } })
      }
      expect(answers[0]).toEqual(answers[1])

      const notice = await server.request(`/dev/outbox?to=${encodeURIComponent(owner.email)}`)
      expect(endpoints.devOutbox.response.parse(notice.body).messages[0]).toMatchObject({
        channel: 'email',
        subject: 'Someone tried to sign up with your details',
      })
      const texted = await server.request(`/dev/outbox?to=${encodeURIComponent(who.phone)}`)
      const codes = endpoints.devOutbox.response
        .parse(texted.body)
        .messages.filter((m) => m.channel === 'sms')
      if (!taken.phone) expect(codes).toEqual([])

      const before = await counts()
      const verify = await call('/api/v2/users/auth/verifyOTP', who.ip, {
        json: { phone: who.phone, otp: '123456', purpose: 'sign_up' },
      })
      expect(verify.status).toBe(400)
      expectFieldErrors(verify.body, { otp: messages.otpInvalid })
      expect((await counts()).users).toBe(before.users)
    }
  })

  it('names every bad field in English or Arabic and writes nothing', async () => {
    const who = fresh()
    const before = await counts()
    const cases: [unknown, Record<string, keyof typeof messages>][] = [
      [
        {},
        {
          name: 'nameRequired',
          email: 'emailRequired',
          phone: 'phoneRequired',
          password: 'passwordRequired',
          password_confirmation: 'confirmationRequired',
          captcha: 'captchaRequired',
        },
      ],
      [
        {
          name: 'Al',
          email: 'huda@',
          phone: '0500',
          password: '12345',
          password_confirmation: 'x',
          captcha: 'x',
        },
        {
          name: 'nameMinLength',
          email: 'invalidEmail',
          phone: 'invalidPhone',
          password: 'minSixCharacters',
          password_confirmation: 'passwordMismatch',
        },
      ],
      [
        {
          name: 'Huda 2',
          email: who.email,
          phone: who.phone,
          password: 'desert-rose-9',
          password_confirmation: 'desert-rose-8',
          captcha: 'x',
        },
        { name: 'nameLettersOnly', password_confirmation: 'passwordMismatch' },
      ],
    ]
    for (const [json, expected] of cases) {
      for (const [locale, catalogue] of [
        ['en', { ...messages, ...serverMessages }],
        ['ar', messagesAr],
      ] as const) {
        const { status, body } = await call('/api/v2/users/auth/register', who.ip, { json, locale })
        expect(status).toBe(400)
        expectFieldErrors(
          body,
          Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, catalogue[key]])),
        )
      }
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses a missing, forged or replayed captcha and sends nothing', async () => {
    const who = fresh()
    const form = {
      name: 'Huda Al Qahtani',
      email: who.email,
      phone: who.phone,
      password: 'desert-rose-9',
      password_confirmation: 'desert-rose-9',
    }
    const captcha = await solvedCaptcha(server)
    expect((await call('/api/v2/users/auth/register', who.ip, { json: { ...form, captcha } })).status).toBe(
      201,
    )
    const before = await counts()
    const again = { ...fresh(), ip: who.ip }
    const [forged, replayed, missing] = await Promise.all([
      call('/api/v2/users/auth/register', who.ip, {
        json: { ...form, phone: again.phone, captcha: Buffer.from('{"challenge":{}}').toString('base64') },
      }),
      call('/api/v2/users/auth/register', who.ip, { json: { ...form, phone: again.phone, captcha } }),
      call('/api/v2/users/auth/register', who.ip, { json: { ...form, phone: again.phone } }),
    ])
    expectFieldErrors(forged.body, { captcha: messages.captchaInvalid })
    expectFieldErrors(replayed.body, { captcha: messages.captchaInvalid })
    expectFieldErrors(missing.body, { captcha: messages.captchaRequired })
    expect(await counts()).toEqual(before)
  })
})

describe('one-time codes', () => {
  it('work once, expire after their time, and are void after 5 wrong tries', async () => {
    const who = fresh()
    const verify = (otp: string) =>
      call('/api/v2/users/auth/verifyOTP', who.ip, { json: { phone: who.phone, otp, purpose: 'sign_up' } })
    const register = async () =>
      call('/api/v2/users/auth/register', who.ip, {
        json: {
          name: 'Faisal Al Harbi',
          email: who.email,
          phone: who.phone,
          password: 'palm-grove-4',
          password_confirmation: 'palm-grove-4',
          captcha: await solvedCaptcha(server),
        },
      })
    // Sends within the cooldown are refused, so each new code is dated a minute back first.
    const ageCodes = () =>
      server.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
        .where(eq(otpCodes.phone, who.phone))

    // Expired: the stored expiry is moved into the past.
    expect((await register()).status).toBe(201)
    const expiring = await latestCode(who.phone)
    await server.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, who.phone))
    expectFieldErrors((await verify(expiring)).body, { otp: messages.otpInvalid })

    // Five wrong tries void the code, even the right one after them.
    await ageCodes()
    expect((await register()).status).toBe(201)
    const locked = await latestCode(who.phone)
    const wrong = locked === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++) expect((await verify(wrong)).status).toBe(400)
    expectFieldErrors((await verify(locked)).body, { otp: messages.otpInvalid })

    // A right code works once; the second use fails like a wrong code.
    await ageCodes()
    expect((await register()).status).toBe(201)
    const code = await latestCode(who.phone)
    expect((await verify(code)).status).toBe(200)
    expect((await verify(code)).status).toBe(400)

    const badInput = await call('/api/v2/users/auth/verifyOTP', who.ip, {
      json: { phone: who.phone, otp: '12a', purpose: 'sign_in' },
    })
    expectFieldErrors(badInput.body, { otp: messages.otpMinDigits, purpose: messages.invalidValue })
    const empty = await call('/api/v2/users/auth/verifyOTP', who.ip, { json: { phone: who.phone } })
    expectFieldErrors(empty.body, { otp: messages.otpRequired, purpose: messages.invalidValue })
  })
})

describe('sign-in and sign-out', () => {
  it('signs in with the password and gives the same 401 for a wrong email or password', async () => {
    const account = await signUp()
    const login = (json: unknown, ip = account.ip) => call('/api/v2/users/auth/login', ip, { json })
    const ok = await login({ email: account.email.toUpperCase(), password: account.password })
    expect(ok.status).toBe(200)
    expect(endpoints.login.response.parse(ok.body).user).toMatchObject({ id: account.user.id })

    const wrongPassword = await login({ email: account.email, password: 'not-it' }, fresh().ip)
    const unknownEmail = await login({ email: `x${account.email}`, password: account.password }, fresh().ip)
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: serverMessages.invalidCredentials } })
    expect(unknownEmail).toMatchObject({ status: 401, body: { message: serverMessages.invalidCredentials } })

    expectFieldErrors((await login({ email: '', password: '' })).body, {
      email: messages.emailRequired,
      password: messages.passwordRequired,
    })
  })

  it('asks for a captcha after failures for an account, never locking its owner out', async () => {
    const account = await signUp()
    const login = async (password: string, captcha?: string) =>
      call('/api/v2/users/auth/login', fresh().ip, { json: { email: account.email, password, captcha } })
    // 3 failures from different addresses: from then on every try needs a solved captcha.
    for (let i = 0; i < 3; i++) expect((await login('wrong')).status).toBe(401)
    const asked = await login(account.password)
    expect(asked.status).toBe(400)
    expectFieldErrors(asked.body, { captcha: messages.captchaRequired })
    const guessed = await login('wrong-again', await solvedCaptcha(server))
    expect(guessed).toMatchObject({ status: 401, body: { message: serverMessages.invalidCredentials } })
    const reused = await solvedCaptcha(server)
    expect((await login(account.password, reused)).status).toBe(200)
    // A sign-in ends the run of failures; a used solution is never accepted again.
    expect((await login(account.password)).status).toBe(200)
    expect((await login('wrong', reused)).status).toBe(401)
  })

  it('asks an address for a captcha after failures, then makes it wait with 429 and Retry-After', async () => {
    const ip = fresh().ip
    const attempt = async (email: string, password: string, captcha?: string) =>
      call('/api/v2/users/auth/login', ip, { json: { email, password, captcha } })
    for (let i = 0; i < 3; i++) expect((await attempt(fresh().email, 'guess')).status).toBe(401)
    const other = await signUp()
    const asked = await attempt(other.email, other.password)
    expectFieldErrors(asked.body, { captcha: messages.captchaRequired })
    // Solved captchas let guessing go on, up to 8 failures from the address in all.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(fresh().email, 'guess', await solvedCaptcha(server))).status).toBe(401)
    }
    const limited = await attempt(other.email, other.password, await solvedCaptcha(server))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The owner, elsewhere, still signs in.
    const elsewhere = await call('/api/v2/users/auth/login', fresh().ip, {
      json: { email: other.email, password: other.password },
    })
    expect(elsewhere.status).toBe(200)
  })

  it('logout revokes the session: the old token gets 401', async () => {
    const account = await signUp()
    const headers = bearer(account.user.access_token)
    expect((await server.request('/api/v2/users/profile/dashboard', { headers })).status).toBe(200)
    const out = await server.request('/api/v2/users/auth/logout', { method: 'POST', headers })
    expect(out).toMatchObject({ status: 200, body: { message: serverMessages.loggedOut } })
    expect((await server.request('/api/v2/users/profile/dashboard', { headers })).status).toBe(401)
    expect((await server.request('/api/v2/users/auth/logout', { method: 'POST', headers })).status).toBe(401)
  })
})

describe('password reset', () => {
  const requestReset = async (phone: string, ip: string, captcha?: string) =>
    call('/api/v2/users/auth/requestPasswordReset', ip, {
      json: { phone, captcha: captcha ?? (await solvedCaptcha(server)) },
    })

  it('texts a code, trades it for a single-use token, sets the password and ends other sessions', async () => {
    const account = await signUp()
    const ip = fresh().ip
    const unknown = fresh().phone
    const [known, stranger] = [await requestReset(account.phone, ip), await requestReset(unknown, fresh().ip)]
    expect(known.status).toBe(200)
    expect({ ...(known.body as object), phone: 'same' }).toEqual({
      ...(stranger.body as object),
      phone: 'same',
    })
    expect(stranger.status).toBe(known.status)
    const unknownInbox = await server.request(`/dev/outbox?to=${encodeURIComponent(unknown)}`)
    expect(endpoints.devOutbox.response.parse(unknownInbox.body).messages).toEqual([])

    const verified = await call('/api/v2/users/auth/verifyOTP', ip, {
      json: { phone: account.phone, otp: await latestCode(account.phone), purpose: 'password_reset' },
    })
    expect(verified.status).toBe(200)
    const answer = endpoints.verifyOtp.response.parse(verified.body)
    if (answer.purpose !== 'password_reset') throw new Error('Expected a reset token')
    expect(answer.expiresInSeconds).toBeLessThanOrEqual(600)

    const [stored] = await server.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id))
    expect(stored?.tokenHash).not.toBe(answer.reset_token)

    const mismatch = await call('/api/v2/users/auth/resetPassword', ip, {
      method: 'PUT',
      json: {
        reset_token: answer.reset_token,
        password: 'new-secret-1',
        password_confirmation: 'new-secret-2',
      },
    })
    expectFieldErrors(mismatch.body, { password_confirmation: messages.passwordMismatch })

    const reset = {
      reset_token: answer.reset_token,
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    }
    const done = await call('/api/v2/users/auth/resetPassword', ip, {
      method: 'PUT',
      json: reset,
      locale: 'ar',
    })
    expect(done).toMatchObject({ status: 200, body: { message: messagesAr.passwordResetDone } })
    expect(
      (
        await server.request('/api/v2/users/profile/dashboard', {
          headers: bearer(account.user.access_token),
        })
      ).status,
    ).toBe(401)
    const again = await call('/api/v2/users/auth/resetPassword', ip, { method: 'PUT', json: reset })
    expect(again).toMatchObject({ status: 401, body: { message: messages.resetTokenInvalid } })

    const login = (password: string) =>
      call('/api/v2/users/auth/login', fresh().ip, { json: { email: account.email, password } })
    expect((await login(account.password)).status).toBe(401)
    expect((await login('new-secret-1')).status).toBe(200)
  })

  it('allows a resend after 60 seconds and 5 codes an hour per phone, answering 429 with Retry-After', async () => {
    const account = await signUp()
    const ip = fresh().ip
    const first = await requestReset(account.phone, ip)
    expect(endpoints.requestPasswordReset.response.parse(first.body).resendAfterSeconds).toBe(60)
    const before = await counts()
    const tooSoon = await requestReset(account.phone, fresh().ip)
    expect(tooSoon).toMatchObject({ status: 429, body: { message: serverMessages.tooManyRequests } })
    const wait = Number(tooSoon.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await counts()).toEqual(before)

    // The sign-up code counts too: with four sends aged past the cooldown, the fifth is the last.
    const age = () =>
      server.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
        .where(eq(otpCodes.phone, account.phone))
    for (let i = 0; i < 3; i++) {
      await age()
      expect((await requestReset(account.phone, fresh().ip)).status).toBe(200)
    }
    await age()
    const capped = await requestReset(account.phone, fresh().ip)
    expect(capped.status).toBe(429)
    const hourly = Number(capped.headers.get('retry-after'))
    expect(hourly).toBeGreaterThan(3000)
    expect(hourly).toBeLessThanOrEqual(3600)
  })

  it('allows 5 codes an hour per address across phones', async () => {
    const ip = fresh().ip
    for (let i = 0; i < 5; i++) expect((await requestReset(fresh().phone, ip)).status).toBe(200)
    const limited = await requestReset(fresh().phone, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('checks its input', async () => {
    const before = await counts()
    const { body } = await call('/api/v2/users/auth/requestPasswordReset', fresh().ip, {
      json: { phone: 'abc' },
    })
    expectFieldErrors(body, { phone: messages.invalidPhone, captcha: messages.captchaRequired })
    const reset = await call('/api/v2/users/auth/resetPassword', fresh().ip, { method: 'PUT', json: {} })
    expectFieldErrors(reset.body, {
      reset_token: messages.resetTokenInvalid,
      password: messages.passwordRequired,
      password_confirmation: messages.confirmationRequired,
    })
    expect(await counts()).toEqual(before)
  })
})

describe('signed-in account changes', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const account = await signUp()
    const second = endpoints.login.response.parse(
      (
        await call('/api/v2/users/auth/login', account.ip, {
          json: { email: account.email, password: account.password },
        })
      ).body,
    ).user
    const change = (json: unknown) =>
      server.request('/api/v2/users/password', {
        method: 'PUT',
        json,
        headers: bearer(account.user.access_token),
      })

    expectFieldErrors(
      (await change({ password: 'fresh-pass-1', password_confirmation: 'fresh-pass-1' })).body,
      {
        current_password: messages.passwordRequired,
      },
    )
    expectFieldErrors(
      (
        await change({
          current_password: 'nope',
          password: 'fresh-pass-1',
          password_confirmation: 'fresh-pass-1',
        })
      ).body,
      { current_password: serverMessages.currentPasswordIncorrect },
    )
    expectFieldErrors((await change({ current_password: account.password, password: '123' })).body, {
      password: messages.minSixCharacters,
      password_confirmation: messages.confirmationRequired,
    })
    const done = await change({
      current_password: account.password,
      password: 'fresh-pass-1',
      password_confirmation: 'fresh-pass-1',
    })
    expect(done).toMatchObject({ status: 200, body: { message: serverMessages.passwordChanged } })
    const dashboard = (token: string) =>
      server.request('/api/v2/users/profile/dashboard', { headers: bearer(token) })
    expect((await dashboard(account.user.access_token)).status).toBe(200)
    expect((await dashboard(second.access_token)).status).toBe(401)
    const relogin = await call('/api/v2/users/auth/login', fresh().ip, {
      json: { email: account.email, password: 'fresh-pass-1' },
    })
    expect(relogin.status).toBe(200)
  })

  it('changes the phone with a code sent to the new number, only for the caller', async () => {
    const account = await signUp()
    const other = await signUp()
    const target = fresh().phone
    const headers = bearer(account.user.access_token)
    const send = (phone: string, token = account.user.access_token) =>
      server.request('/api/v2/users/auth/sendOTP', {
        json: { phone, purpose: 'phone_change' },
        headers: { ...bearer(token), 'x-forwarded-for': fresh().ip },
      })
    expect(
      (
        await server.request('/api/v2/users/auth/sendOTP', {
          json: { phone: target, purpose: 'phone_change' },
        })
      ).status,
    ).toBe(401)
    expect((await send(target)).status).toBe(200)
    const code = await latestCode(target)

    // The other user cannot use a code sent for someone else's change.
    const stolen = await server.request('/api/v2/users/auth/updatePhoneNumber', {
      method: 'PUT',
      json: { phone: target, otp: code },
      headers: bearer(other.user.access_token),
    })
    expectFieldErrors(stolen.body, { otp: messages.otpInvalid })

    const changed = await server.request('/api/v2/users/auth/updatePhoneNumber', {
      method: 'PUT',
      json: { phone: target, otp: code },
      headers,
    })
    expect(changed).toMatchObject({
      status: 200,
      body: { message: serverMessages.phoneChanged, phone: target },
    })
    const profile = endpoints.dashboard.response.parse(
      (await server.request('/api/v2/users/profile/dashboard', { headers })).body,
    ).profile
    expect(profile.phone).toBe(target)
    const [otherRow] = await server.db.select().from(users).where(eq(users.id, other.user.id))
    expect(otherRow?.phone).toBe(other.phone)

    // Another account's verified phone gets the same answer but no code, and cannot be taken.
    const before = await countRows(server.db, outbox)
    const taken = await send(other.phone)
    expect(taken.status).toBe(200)
    expect(await countRows(server.db, outbox)).toBe(before)
  })
})

describe('the sandbox user endpoint and the user guard', () => {
  it('makes a signed-in user whose token works until revoked; unknown tokens get 401', async () => {
    const created = await server.request('/dev/users', { json: { name: 'Test Person' } })
    expect(created.status).toBe(201)
    const { user } = endpoints.devCreateUser.response.parse(created.body)
    const dashboard = (headers: Record<string, string>) =>
      server.request('/api/v2/users/profile/dashboard', { headers, locale: 'ar' })
    expect((await dashboard(bearer(user.access_token))).status).toBe(200)
    expect(await dashboard(bearer('not-a-token'))).toMatchObject({
      status: 401,
      body: { message: messagesAr.unauthenticated },
    })
    expect((await dashboard({})).status).toBe(401)
    expect((await dashboard({ authorization: `Basic ${user.access_token}` })).status).toBe(401)
    // The api_token is not an access token.
    expect((await dashboard(bearer(user.api_token))).status).toBe(401)
    await server.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    expect((await dashboard(bearer(user.access_token))).status).toBe(401)
  })
})
