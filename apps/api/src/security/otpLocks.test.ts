import { randomUUID } from 'node:crypto'
import { messages, serverMessages } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import { OTP_LENGTH } from '@rihla/api-contract/account'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, payments, savedAccounts, users } from '../db/schema'
import { OTP_MAX_WRONG_TRIES } from '../modules/accounts/otp'
import { solvedCaptcha } from '../testing/captcha'
import { newTraveller } from '../testing/flightTravellers'
import { startTestServer } from '../testing/testServer'
import type { RequestOptions, TestServer } from '../testing/testServer'
import { freshContact } from '../testing/freshContact'

// Every OTP path (issue 19) locks after its limit of wrong tries, and so does password sign-in. On a
// Postgres server two API processes share one database, as behind a load balancer: wrong tries split
// across both still lock at the limit, because each code's count (and sign-in's) is kept in the database.

const ON_POSTGRES = process.env.RIHLA_TEST_DATABASE === 'postgres'
const LOGIN_LIMIT = 5

let first: TestServer
/** A second process of the same deployment on Postgres; on PGlite (one process) the first again. */
let second: TestServer
beforeAll(async () => {
  const env = { RIHLA_LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) }
  first = await startTestServer(env)
  second = ON_POSTGRES ? await startTestServer(env, { beside: first }) : first
})
afterAll(async () => {
  if (second !== first) await second.close()
  await first.close()
})

type Answer = { status: number; body: unknown }

const fresh = () => freshContact('otp')

const from = (ip: string, user?: User, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: {
    'x-forwarded-for': ip,
    ...(user && { authorization: `Bearer ${user.access_token}` }),
    ...options.headers,
  },
})

async function textedCode(server: TestServer, phone: string) {
  const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(phone)}`)
  const [latest] = endpoints.devOutbox.response.parse(body).messages
  const code = new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`).exec(latest?.body ?? '')?.[1]
  if (!code) throw new Error(`No code texted to ${phone}`)
  return code
}

/** The right code with its last digit changed. */
const wrong = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10)

/** A signed-up user with a password and a verified phone, through the API. */
async function signedUp(who: ReturnType<typeof fresh>, password: string) {
  const form = {
    name: 'Huda Al Qahtani',
    email: who.email,
    phone: who.phone,
    password,
    password_confirmation: password,
  }
  const started = await first.request(
    '/api/v2/users/auth/register',
    from(who.ip, undefined, {
      json: { ...form, captcha: await solvedCaptcha(first) },
    }),
  )
  expect(started.status).toBe(201)
  const otp = await textedCode(first, who.phone)
  const verified = await first.request(
    '/api/v2/users/auth/verifyOTP',
    from(who.ip, undefined, {
      json: { phone: who.phone, otp, purpose: 'sign_up' },
    }),
  )
  expect(verified.status).toBe(200)
}

interface Challenge {
  /** The secret to guess: the texted code, or the password. */
  secret: string
  /** One try with `guess` on a server. */
  attempt: (on: TestServer, guess: string) => Promise<Answer>
  /** The answer to a wrong try before the lock. */
  wrongStatus: number
  /** The answer a locked path gives the right secret. */
  locked: { status: number; body: unknown }
  /** Checks that the locked path did nothing (no account, no charge, no phone moved). */
  unchanged?: () => Promise<void>
}

/** A locked code is refused as any wrong code is, telling nothing more. */
const otpRefused = {
  wrongStatus: 400,
  locked: { status: 400, body: { errors: [{ field: 'otp', message: messages.otpInvalid }] } },
}

/** Each path: how a new subject's code (or password) is set up; one line a path. */
const PATHS: [name: string, limit: number, start: () => Promise<Challenge>][] = [
  [
    'sign-up code',
    OTP_MAX_WRONG_TRIES,
    async () => {
      const who = fresh()
      const password = 'desert-rose-9'
      const started = await first.request(
        '/api/v2/users/auth/register',
        from(who.ip, undefined, {
          json: {
            name: 'Huda Al Qahtani',
            email: who.email,
            phone: who.phone,
            password,
            password_confirmation: password,
            captcha: await solvedCaptcha(first),
          },
        }),
      )
      expect(started.status).toBe(201)
      return {
        secret: await textedCode(first, who.phone),
        attempt: (on, otp) =>
          on.request(
            '/api/v2/users/auth/verifyOTP',
            from(who.ip, undefined, {
              json: { phone: who.phone, otp, purpose: 'sign_up' },
            }),
          ),
        ...otpRefused,
        unchanged: async () => {
          expect(await first.db.select().from(users).where(eq(users.email, who.email))).toEqual([])
        },
      }
    },
  ],
  [
    'password reset code',
    OTP_MAX_WRONG_TRIES,
    async () => {
      const who = fresh()
      await signedUp(who, 'desert-rose-9')
      const asked = await first.request(
        '/api/v2/users/auth/requestPasswordReset',
        from(who.ip, undefined, {
          json: { phone: who.phone, captcha: await solvedCaptcha(first) },
        }),
      )
      expect(asked.status).toBe(200)
      return {
        secret: await textedCode(first, who.phone),
        attempt: (on, otp) =>
          on.request(
            '/api/v2/users/auth/verifyOTP',
            from(who.ip, undefined, {
              json: { phone: who.phone, otp, purpose: 'password_reset' },
            }),
          ),
        ...otpRefused,
      }
    },
  ],
  [
    'phone change code',
    OTP_MAX_WRONG_TRIES,
    async () => {
      const who = fresh()
      const user = await newTraveller(first)
      const sent = await first.request(
        '/api/v2/users/auth/sendOTP',
        from(who.ip, user, {
          json: { phone: who.phone, purpose: 'phone_change' },
        }),
      )
      expect(sent.status).toBe(200)
      return {
        secret: await textedCode(first, who.phone),
        attempt: (on, otp) =>
          on.request(
            '/api/v2/users/auth/updatePhoneNumber',
            from(who.ip, user, {
              method: 'PUT',
              json: { phone: who.phone, otp },
            }),
          ),
        ...otpRefused,
        unchanged: async () => {
          const [row] = await first.db.select().from(users).where(eq(users.id, user.id))
          expect(row?.phone).toBe(user.phone)
        },
      }
    },
  ],
  [
    'wallet account code',
    OTP_MAX_WRONG_TRIES,
    async () => {
      const who = fresh()
      const user = await newTraveller(first)
      const sent = await first.request(
        '/api/v2/financial/saveAccount',
        from(who.ip, user, {
          json: { method: 'stc_pay', mobile: who.phone },
        }),
      )
      expect(sent.status).toBe(200)
      return {
        secret: await textedCode(first, who.phone),
        attempt: (on, otp) =>
          on.request(
            '/api/v2/financial/verifyAccount',
            from(who.ip, user, {
              json: { method: 'stc_pay', mobile: who.phone, otp },
            }),
          ),
        ...otpRefused,
        unchanged: async () => {
          expect(
            await first.db.select().from(savedAccounts).where(eq(savedAccounts.userId, user.id)),
          ).toEqual([])
        },
      }
    },
  ],
  [
    'wallet payment code',
    OTP_MAX_WRONG_TRIES,
    async () => {
      const who = fresh()
      const user = await newTraveller(first)
      const created = await first.request(
        '/dev/bookings/create',
        from(who.ip, user, {
          json: { type: 'bus', amount: 8_000 },
        }),
      )
      const { booking } = endpoints.devCreateBooking.response.parse(created.body)
      const pay = (on: TestServer, json: Record<string, unknown>) =>
        on.request(
          '/api/v2/financial/process',
          from(who.ip, user, {
            json: {
              uuid: booking.uuid,
              idempotencyKey: randomUUID(),
              amount: booking.amount,
              method: 'urpay',
              ...json,
            },
          }),
        )
      const started = await pay(first, { mobile: who.phone })
      expect(started.status).toBe(200)
      const { payment } = endpoints.processPayment.response.parse(started.body)
      return {
        secret: await textedCode(first, who.phone),
        attempt: (on, otp) => pay(on, { orderRef: payment.orderRef, otp }),
        // The fifth wrong code voids the payment as well: the right one finds nothing awaiting it.
        wrongStatus: 400,
        locked: { status: 409, body: { message: serverMessages.paymentNotAwaitingOtp } },
        unchanged: async () => {
          const [row] = await first.db.select().from(bookings).where(eq(bookings.id, booking.uuid))
          expect(row).toMatchObject({ status: 'Pending', paidAt: null })
          const tried = await first.db.select().from(payments).where(eq(payments.bookingId, booking.uuid))
          expect(tried.map((payment) => [payment.status, payment.failureReason])).toEqual([
            ['failed', 'authentication_failed'],
          ])
        },
      }
    },
  ],
  [
    'password sign-in',
    LOGIN_LIMIT,
    async () => {
      const who = fresh()
      const password = 'desert-rose-9'
      await signedUp(who, password)
      return {
        secret: password,
        attempt: (on, guess) =>
          on.request(
            '/api/v2/users/auth/login',
            from(who.ip, undefined, {
              json: { email: who.email, password: guess },
            }),
          ),
        wrongStatus: 401,
        // Past the limit a sign-in needs a solved captcha: guessing costs work per try.
        locked: { status: 400, body: { errors: [{ field: 'captcha', message: messages.captchaRequired }] } },
      }
    },
  ],
]

/** `count` wrong tries, taking turns between `servers`, then the right answer on the next in turn. */
async function guessThenRight(challenge: Challenge, count: number, servers: TestServer[]) {
  for (let index = 0; index < count; index += 1) {
    const answer = await challenge.attempt(servers[index % servers.length]!, wrong(challenge.secret))
    expect(answer.status).toBe(challenge.wrongStatus)
  }
  return challenge.attempt(servers[count % servers.length]!, challenge.secret)
}

async function expectLocked(challenge: Challenge, limit: number, servers: TestServer[]) {
  expect(await guessThenRight(challenge, limit, servers)).toMatchObject(challenge.locked)
  // Locked for every process, not only the one that saw the last wrong try.
  for (const server of servers)
    expect(await challenge.attempt(server, challenge.secret)).toMatchObject(challenge.locked)
  await challenge.unchanged?.()
}

describe.each(PATHS)('%s', (_name, limit, start) => {
  it(`takes the right answer after ${limit - 1} wrong tries`, async () => {
    const answer = await guessThenRight(await start(), limit - 1, [first])
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
  })

  it(`locks after ${limit} wrong tries: the right answer is then refused and nothing is done`, async () => {
    await expectLocked(await start(), limit, [first])
  })

  // PGlite is one process in one test: two app instances cannot share it, so this runs on Postgres only.
  it.runIf(ON_POSTGRES)(
    `locks after ${limit} wrong tries split across two processes on one database`,
    async () => {
      expect(second).not.toBe(first)
      await expectLocked(await start(), limit, [first, second])
    },
  )

  it.runIf(ON_POSTGRES)(
    `takes the right answer after ${limit - 1} wrong tries split across two processes`,
    async () => {
      const answer = await guessThenRight(await start(), limit - 1, [first, second])
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    },
  )
})
