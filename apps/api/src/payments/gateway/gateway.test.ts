import type { Locale } from '@rihla/api-contract'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { gatewayCheckouts } from '../../db/schema'
import type { AppEnv } from '../../http/env'
import type { CardOutcome } from '../../modules/payments/settlement'
import { serveApp, startTestServer } from '../../testing/testServer'
import type { LogEntry, TestServer } from '../../testing/testServer'
import { CHECKOUT_LIFETIME_MS, createCardCheckout } from './checkout'
import { signWidgetPayload } from '../../modules/widget/payload'
import { GATEWAY_COPY } from './copy'
import { registerGatewayRoutes } from './routes'

/** The app's side of the gateway, faked: what it was told, and what it answers. */
let settled: { orderRef: string; outcome: CardOutcome }[] = []
let settleAnswer: () => Promise<{ accepted: boolean }> = () => Promise.resolve({ accepted: true })

let server: TestServer
let gateway: Awaited<ReturnType<typeof serveApp>>
const logs: LogEntry[] = []

beforeAll(async () => {
  server = await startTestServer()
  const app = new Hono<AppEnv>()
  registerGatewayRoutes(app, {
    db: server.db,
    config: server.config,
    logger: {
      info: (message, details) => logs.push({ level: 'info', message, details }),
      error: (message, details) => logs.push({ level: 'error', message, details }),
    },
    settle: (orderRef, outcome) => {
      settled.push({ orderRef, outcome })
      return settleAnswer()
    },
  })
  gateway = await serveApp(app)
})
afterAll(async () => {
  await gateway?.close()
  await server?.close()
})
beforeEach(() => {
  settled = []
  settleAnswer = () => Promise.resolve({ accepted: true })
})

const RETURN_URL = 'http://localhost:4831/payment/3f0c7a52-3a8e-4c52-9b7e-3c1f1a6f2d10?vertical=bus'
let orderCount = 0

async function openCheckout(locale: Locale = 'en', now = new Date(), returnUrl = RETURN_URL) {
  orderCount += 1
  const orderRef = `RH-TEST-${orderCount}`
  const { checkoutPath, expiresAt } = await createCardCheckout(
    server.db,
    {
      orderRef,
      amount: { amount: 123_450, currency: 'SAR' },
      locale,
      returnUrl,
      description: 'Riyadh → Jeddah bus, 2 seats',
    },
    now,
  )
  return { orderRef, path: checkoutPath, id: checkoutPath.split('/').at(-1)!, expiresAt }
}

const get = (path: string) => fetch(gateway.url + path, { redirect: 'manual' })
const post = (path: string, fields: Record<string, string>) =>
  fetch(gateway.url + path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })

async function csrfOf(path: string) {
  const page = await (await get(path)).text()
  const token = /name="csrf" value="([^"]+)"/.exec(page)?.[1]
  if (!token) throw new Error(`no form token on ${path}`)
  return token
}

const VALID_CARD = {
  cardholderName: 'Reem Al Dosari',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
}

/** Card entry then the 3-D Secure code, as a traveller's browser does; returns the last answer. */
async function pay(checkout: { path: string }, cardNumber: string, code = '123456') {
  const csrf = await csrfOf(checkout.path)
  const entered = await post(checkout.path, { ...VALID_CARD, cardNumber, csrf })
  expect(entered.status).toBe(303)
  expect(entered.headers.get('location')).toBe(`${checkout.path}/3ds`)
  return post(`${checkout.path}/3ds`, { otp: code, csrf })
}

const rowOf = async (id: string) => {
  const [row] = await server.db.select().from(gatewayCheckouts).where(eq(gatewayCheckouts.id, id))
  return row!
}

describe('a widget checkout in its frame', () => {
  const widgetReturnUrl = (payload: string) =>
    `http://localhost:4841/payment/3f0c7a52-3a8e-4c52-9b7e-3c1f1a6f2d10?${new URLSearchParams({ payload }).toString()}`

  it("may be framed by the partner the return URL's payload names, on each of its pages", async () => {
    const payload = await signWidgetPayload({
      widgetId: 'partner-demo',
      signingKey: server.config.widgetSigningKey,
    })
    const checkout = await openCheckout('en', new Date(), widgetReturnUrl(payload))
    const page = await get(checkout.path)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:4175;')
    expect(page.headers.get('x-frame-options')).toBeNull()
    // Its own window keeps its opener, the widget's frame, to hand the return back.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    const csrf = await csrfOf(checkout.path)
    const entered = await post(checkout.path, { ...VALID_CARD, csrf })
    expect(entered.status).toBe(303)
    const challenge = await get(`${checkout.path}/3ds`)
    expect(challenge.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:4175;',
    )
  })

  it('may be framed by no one for a payload that does not verify or a widget that is disabled', async () => {
    for (const payload of [
      await signWidgetPayload({ widgetId: 'partner-demo', signingKey: 'not-the-servers-key' }),
      await signWidgetPayload({ widgetId: 'disabled-demo', signingKey: server.config.widgetSigningKey }),
    ]) {
      const checkout = await openCheckout('en', new Date(), widgetReturnUrl(payload))
      const page = await get(checkout.path)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('x-frame-options')).toBe('DENY')
    }
  })
})

describe('the hosted card page', () => {
  it('shows the merchant, amount and order in English with the card form and the test cards', async () => {
    const checkout = await openCheckout('en')
    const response = await get(checkout.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:4831",
    )
    const page = await response.text()
    expect(page).toContain('<html lang="en" dir="ltr">')
    expect(page).toContain('Rihla')
    // Intl keeps the currency and the number together with a no-break space.
    expect(page).toContain('Pay SAR\u00a01,234.50')
    expect(page).toContain(checkout.orderRef)
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVV)', 'Name on card']) {
      expect(page).toContain(`>${label}</label>`)
    }
    expect(page).toMatch(/name="cardNumber"[^>]*autocomplete="cc-number"[^>]*inputmode="numeric"/)
    expect(page).toMatch(/name="cvv"[^>]*autocomplete="cc-csc"/)
    expect(page).toContain('4111 1111 1111 1111')
    expect(page).toContain('4000 0000 0000 9995')
    // Cancel goes back to the app with the order reference, keeping the return URL's own query.
    expect(page).toContain(`href="${RETURN_URL}&amp;ref=${checkout.orderRef}"`)
    expect(page).not.toMatch(/<(link|img|script)[^>]+(src|href)="https?:/)
  })

  it('speaks Arabic right to left when the checkout was opened in Arabic', async () => {
    const checkout = await openCheckout('ar')
    const page = await (await get(checkout.path)).text()
    expect(page).toContain('<html lang="ar" dir="rtl">')
    const copy = GATEWAY_COPY.ar
    for (const label of [copy.cardNumber, copy.expiry, copy.cvv, copy.nameOnCard]) {
      expect(page).toContain(`>${label}</label>`)
    }
    expect(page.replaceAll('\u200f', '')).toContain('ادفع 1,234.50\u00a0ر.س.')
    expect(page).toContain(copy.sandboxTitle)
  })

  it('answers an unknown checkout with a not-found page', async () => {
    const response = await get('/gateway/checkout/not-a-real-checkout')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(GATEWAY_COPY.en.notFoundTitle)
  })
})

describe('authorization by test card', () => {
  const cases: { number: string; outcome: CardOutcome }[] = [
    { number: '4111111111111111', outcome: { status: 'succeeded', brand: 'visa', last4: '1111' } },
    { number: '5555 5555 5555 4444', outcome: { status: 'succeeded', brand: 'mastercard', last4: '4444' } },
    { number: '4464 0400 0000 0007', outcome: { status: 'succeeded', brand: 'mada', last4: '0007' } },
    { number: '5888450000000003', outcome: { status: 'succeeded', brand: 'mada', last4: '0003' } },
    { number: '2223 0000 4840 0011', outcome: { status: 'succeeded', brand: 'mastercard', last4: '0011' } },
    { number: '4242424242424242', outcome: { status: 'succeeded', brand: 'visa', last4: '4242' } },
    {
      number: '4000 0000 0000 9995',
      outcome: { status: 'failed', reason: 'insufficient_funds', brand: 'visa', last4: '9995' },
    },
    {
      number: '4000 0000 0000 0002',
      outcome: { status: 'failed', reason: 'incorrect_details', brand: 'visa', last4: '0002' },
    },
    {
      number: '4000-0000-0000-0119',
      outcome: { status: 'failed', reason: 'bank_issue', brand: 'visa', last4: '0119' },
    },
  ]
  it.each(cases)('$number settles as $outcome.status $outcome.reason', async ({ number, outcome }) => {
    const checkout = await openCheckout()
    const response = await pay(checkout, number)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(RETURN_URL.split('?')[0])
    expect(location.searchParams.get('vertical')).toBe('bus')
    expect(location.searchParams.get('ref')).toBe(checkout.orderRef)
    expect(settled).toEqual([{ orderRef: checkout.orderRef, outcome }])
    expect(await rowOf(checkout.id)).toMatchObject({ state: 'completed', cardLast4: outcome.last4 })
  })
})

describe('3-D Secure', () => {
  it('shows the challenge with the sandbox code and fails authentication after three wrong codes', async () => {
    const checkout = await openCheckout()
    const csrf = await csrfOf(checkout.path)
    await post(checkout.path, { ...VALID_CARD, csrf })
    const challenge = await get(checkout.path + '/3ds')
    expect(challenge.status).toBe(200)
    const challengePage = await challenge.text()
    expect(challengePage).toContain('Verify it’s you')
    expect(challengePage).toContain('>One-time code</label>')
    expect(challengePage).toContain('123456')
    expect(challengePage).toContain('Visa card ending in 1111')
    // Reloading the card page during the challenge returns to it.
    expect((await get(checkout.path)).headers.get('location')).toBe(`${checkout.path}/3ds`)

    const first = await post(`${checkout.path}/3ds`, { otp: '000000', csrf })
    expect(first.status).toBe(400)
    const firstPage = await first.text()
    expect(firstPage).toContain('The code is not correct. 2 tries left.')
    expect(firstPage).toMatch(/id="otp"[^>]*aria-describedby="otp-hint otp-error"[^>]*aria-invalid="true"/)
    expect(await (await post(`${checkout.path}/3ds`, { otp: '654321', csrf })).text()).toContain(
      '1 try left.',
    )
    expect(settled).toEqual([])
    const third = await post(`${checkout.path}/3ds`, { otp: '111111', csrf })
    expect(third.status).toBe(303)
    expect(third.headers.get('location')).toContain(`ref=${checkout.orderRef}`)
    expect(settled).toEqual([
      {
        orderRef: checkout.orderRef,
        outcome: { status: 'failed', reason: 'authentication_failed', brand: 'visa', last4: '1111' },
      },
    ])
  })

  it('asks for a missing code in Arabic without counting a try', async () => {
    const checkout = await openCheckout('ar')
    const csrf = await csrfOf(checkout.path)
    await post(checkout.path, { ...VALID_CARD, csrf })
    const empty = await post(`${checkout.path}/3ds`, { otp: '', csrf })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain(GATEWAY_COPY.ar.otpRequired)
    const wrong = await post(`${checkout.path}/3ds`, { otp: '999999', csrf })
    expect(await wrong.text()).toContain(GATEWAY_COPY.ar.otpWrong(2))
  })
})

describe('card validation', () => {
  it('names every missing field inline and at the top, and keeps the checkout open', async () => {
    const checkout = await openCheckout('en')
    const csrf = await csrfOf(checkout.path)
    const response = await post(checkout.path, {
      cardholderName: '',
      cardNumber: '',
      expiry: '',
      cvv: '',
      csrf,
    })
    expect(response.status).toBe(400)
    const page = await response.text()
    const copy = GATEWAY_COPY.en
    for (const message of [copy.nameRequired, copy.numberRequired, copy.expiryRequired, copy.cvvRequired]) {
      expect(page).toContain(`>${message}</p>`)
      expect(page).toContain(`>${message}</a></li>`)
    }
    expect(page).toMatch(/class="error-summary"\s+role="alert"\s+tabindex="-1"\s+autofocus/)
    expect(page).toMatch(/id="card-number"[^>]*aria-describedby="card-number-error"[^>]*aria-invalid="true"/)
    expect(page).toMatch(/id="card-expiry"[^>]*aria-describedby="card-expiry-hint card-expiry-error"/)
    expect(await rowOf(checkout.id)).toMatchObject({ state: 'card_entry', cardLast4: null })
    expect(settled).toEqual([])
  })

  it('refuses a bad number, an unaccepted brand, a past expiry and a 4-digit code, in Arabic', async () => {
    const copy = GATEWAY_COPY.ar
    const cases: { fields: Partial<typeof VALID_CARD>; field: string; message: string }[] = [
      { fields: { cardNumber: '4111 1111 1111 1112' }, field: 'card-number', message: copy.numberInvalid },
      { fields: { cardNumber: '3782 822463 10005' }, field: 'card-number', message: copy.brandUnsupported },
      { fields: { expiry: '01/20' }, field: 'card-expiry', message: copy.expiryPast },
      { fields: { expiry: '13/30' }, field: 'card-expiry', message: copy.expiryInvalid },
      { fields: { cvv: '1234' }, field: 'card-cvv', message: copy.cvvInvalid },
      { fields: { cardholderName: '1234' }, field: 'cardholder-name', message: copy.nameInvalid },
    ]
    for (const { fields, field, message } of cases) {
      const checkout = await openCheckout('ar')
      const csrf = await csrfOf(checkout.path)
      const response = await post(checkout.path, { ...VALID_CARD, ...fields, csrf })
      expect(response.status, message).toBe(400)
      const page = await response.text()
      expect(page).toContain('<html lang="ar" dir="rtl">')
      expect(page).toContain(`<p class="error" id="${field}-error">${message}</p>`)
      expect(page.match(/<input[^>]*aria-invalid="true"/g)).toHaveLength(1)
      // The security code is never written back into the page.
      expect(page).toMatch(/name="cvv"\s+type="text"\s+value=""/)
    }
  })
})

describe('the checkout session', () => {
  it('shows an expired page with a way back once its time has passed', async () => {
    const checkout = await openCheckout('en', new Date(Date.now() - CHECKOUT_LIFETIME_MS - 1000))
    const response = await get(checkout.path)
    expect(response.status).toBe(410)
    const page = await response.text()
    expect(page).toContain(GATEWAY_COPY.en.expiredTitle)
    expect(page).toContain(`ref=${checkout.orderRef}`)
    expect(page).not.toContain('name="csrf"')
    const csrf = (await rowOf(checkout.id)).csrfToken
    const posted = await post(checkout.path, { ...VALID_CARD, csrf })
    expect(posted.status).toBe(410)
    expect(await rowOf(checkout.id)).toMatchObject({ state: 'card_entry', cardLast4: null })
  })

  it('refuses a form without its checkout token', async () => {
    const checkout = await openCheckout()
    const other = await openCheckout()
    const response = await post(checkout.path, { ...VALID_CARD, csrf: await csrfOf(other.path) })
    expect(response.status).toBe(403)
    expect((await post(checkout.path, VALID_CARD)).status).toBe(403)
    expect(await rowOf(checkout.id)).toMatchObject({ state: 'card_entry', cardLast4: null })
  })

  it('refuses a replayed form after completion and settles once', async () => {
    const checkout = await openCheckout()
    const csrf = await csrfOf(checkout.path)
    expect((await pay(checkout, VALID_CARD.cardNumber)).status).toBe(303)
    const replayedCode = await post(`${checkout.path}/3ds`, { otp: '123456', csrf })
    expect(replayedCode.status).toBe(409)
    expect(await replayedCode.text()).toContain(GATEWAY_COPY.en.completedTitle)
    const replayedCard = await post(checkout.path, { ...VALID_CARD, csrf })
    expect(replayedCard.status).toBe(409)
    expect(settled).toHaveLength(1)
    const reopened = await get(checkout.path)
    expect(reopened.status).toBe(200)
    expect(await reopened.text()).toContain(GATEWAY_COPY.en.completedTitle)
  })

  it('completes once when the code is submitted twice at the same time', async () => {
    const checkout = await openCheckout()
    const csrf = await csrfOf(checkout.path)
    await post(checkout.path, { ...VALID_CARD, csrf })
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`${checkout.path}/3ds`, { otp: '123456', csrf })),
    )
    expect(settled).toHaveLength(1)
    expect(
      answers.filter((answer) => answer.status === 303 && answer.headers.get('location')!.includes('ref=')),
    ).toHaveLength(1)
  })

  it('voids an approved payment the app no longer accepts', async () => {
    settleAnswer = () => Promise.resolve({ accepted: false })
    const checkout = await openCheckout('ar')
    const response = await pay(checkout, '5555555555554444')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(GATEWAY_COPY.ar.notAcceptedTitle)
    expect((await rowOf(checkout.id)).voidedAt).not.toBeNull()
  })

  it('lets the traveller retry when the app could not be told', async () => {
    settleAnswer = () => Promise.reject(new Error('database unavailable'))
    const checkout = await openCheckout()
    const response = await pay(checkout, VALID_CARD.cardNumber)
    expect(response.status).toBe(502)
    expect(await rowOf(checkout.id)).toMatchObject({ state: 'challenge', outcome: null })
    settleAnswer = () => Promise.resolve({ accepted: true })
    const csrf = (await rowOf(checkout.id)).csrfToken
    const retried = await post(`${checkout.path}/3ds`, { otp: '123456', csrf })
    expect(retried.status).toBe(303)
    expect(settled).toHaveLength(2)
  })
})

describe('card data', () => {
  it('is never stored or logged: only the brand and the last four digits', async () => {
    const numbers = ['4111111111111111', '5555555555554444', '4000000000009995']
    for (const number of numbers) await pay(await openCheckout(), number)
    const failed = await openCheckout()
    await post(failed.path, {
      ...VALID_CARD,
      cardNumber: '4111111111111111',
      cvv: '98',
      csrf: await csrfOf(failed.path),
    })

    const rows = await server.db.execute<{ row: string }>(
      sql`select row_to_json(g)::text as row from gateway_checkouts g`,
    )
    const stored = (Array.isArray(rows) ? rows : rows.rows).map((row) => row.row).join('\n')
    expect(stored).toContain('"card_last4":"1111"')
    for (const number of numbers) {
      expect(stored).not.toContain(number)
      expect(stored).not.toContain(number.slice(0, 12))
    }
    expect(stored).not.toContain('"123"')
    const logged = JSON.stringify(logs)
    for (const number of numbers) expect(logged).not.toContain(number.slice(0, 12))
  })
})

describe('in the API server', () => {
  it('serves the page on the API origin and refuses the payment when the app has no such order', async () => {
    const checkout = await openCheckout('en')
    const response = await fetch(server.url + checkout.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const csrf = (await rowOf(checkout.id)).csrfToken
    await fetch(server.url + checkout.path, {
      method: 'POST',
      body: new URLSearchParams({ ...VALID_CARD, csrf }),
      redirect: 'manual',
    })
    const verified = await fetch(`${server.url}${checkout.path}/3ds`, {
      method: 'POST',
      body: new URLSearchParams({ otp: '123456', csrf }),
      redirect: 'manual',
    })
    expect(verified.status).toBe(200)
    expect(await verified.text()).toContain(GATEWAY_COPY.en.notAcceptedTitle)
    expect((await rowOf(checkout.id)).voidedAt).not.toBeNull()
  })
})
