import { once } from 'node:events'
import { createServer } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, supportAgents, users } from './db/schema'
import { openSession, upsertUserByEmail } from './modules/accounts/service'
import { createDevBooking } from './modules/payments/sandbox'
import { createCardCheckout } from './payments/gateway/checkout'
import { SIGNATURE_HEADER, signGatewayBody } from './payments/gateway/hosted'
import { countRows } from './testing/rows'
import { startTestServer } from './testing/testServer'
import type { TestServer } from './testing/testServer'

// The API as it runs for real (RIHLA_SANDBOX=0): nothing of the sandbox is there, and card payments go
// only to a gateway configured for real.

const WEB_ORIGIN = 'http://localhost:5173'
const PRODUCTION = {
  RIHLA_SANDBOX: '0',
  RIHLA_PARTNER_CREDENTIAL_KEY: 'production-partner-credential-key',
  RIHLA_PARTNER_TOKEN_SECRET: 'production-partner-token-secret',
  RIHLA_WIDGET_SIGNING_KEY: 'production-widget-signing-key',
  RIHLA_AUTH_SECRET: 'production-auth-secret-0123456789',
  RIHLA_PUSHER_SECRET: 'production-pusher-secret-0123',
  RIHLA_WEB_ORIGINS: WEB_ORIGIN,
  RIHLA_SELLER_NAME_EN: 'United Journeys Company',
  RIHLA_SELLER_NAME_AR: 'شركة الرحلات المتحدة',
  RIHLA_SELLER_VAT_NUMBER: '300000000000003',
  RIHLA_SELLER_ADDRESS_EN: 'Olaya Street, Riyadh',
  RIHLA_SELLER_ADDRESS_AR: 'شارع العليا، الرياض',
}

/** A signed-in traveller with a Pending booking of SAR 450 and 3 hours to pay, as the verticals make them. */
async function travellerWithBooking(server: TestServer) {
  const user = await upsertUserByEmail(server.db, { email: `t-${randomUUID()}@example.test`, name: 'Noura' })
  const tokens = await openSession(server.db, user.id, { ttlSeconds: 3600, origin: 'web' })
  const booking = await createDevBooking(
    server.db,
    user.id,
    { type: 'hotel', amount: 45_000, currency: 'SAR', expiresInSeconds: 3 * 3600, holds: 0 },
    'en',
  )
  return { headers: { authorization: `Bearer ${tokens.access_token}` }, booking }
}

const payByCard = (server: TestServer, headers: Record<string, string>, uuid: string) =>
  server.request('/api/v2/financial/process?sdk=force', {
    headers,
    json: {
      uuid,
      idempotencyKey: randomUUID(),
      amount: { amount: 45_000, currency: 'SAR' },
      method: 'card',
      returnUrl: `${WEB_ORIGIN}/payment/return`,
    },
  })

const statusOf = async (server: TestServer, uuid: string) =>
  (await server.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, uuid)))[0]?.status

describe('production mode without a card gateway', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(PRODUCTION)
  })
  afterAll(() => server.close())

  it('seeds no demo account and no sample bookings: the README credentials do not sign in', async () => {
    expect(await server.db.select().from(users).where(eq(users.email, 'demo@rihla.sa'))).toEqual([])
    expect(await countRows(server.db, supportAgents)).toBe(0)
    expect(await countRows(server.db, bookings)).toBe(0)
    const login = await server.request('/api/v2/users/auth/login', {
      json: { email: 'demo@rihla.sa', password: 'Rihla-demo-2025' },
    })
    expect(login.status).toBe(401)
  })

  it('serves no sandbox route: /dev, the sandbox identity provider', async () => {
    const { headers } = await travellerWithBooking(server)
    for (const [path, init] of [
      ['/dev/outbox?to=demo@rihla.sa', {}],
      ['/dev/users', { json: {} }],
      ['/dev/bookings', { json: {}, headers }],
      ['/dev/bookings/create', { json: { type: 'hotel', amount: 100 }, headers }],
      ['/dev/payments/bank-transfers', { json: {}, headers }],
      ['/oidc/google/.well-known/openid-configuration', {}],
    ] as const) {
      expect((await server.request(path, init)).status, path).toBe(404)
    }
  })

  it('lists every method as not offered (no real provider is configured) and refuses a card payment', async () => {
    const { headers, booking } = await travellerWithBooking(server)
    const listed = await server.request(`/api/v2/financial/paymentMethods?uuid=${booking.uuid}`, { headers })
    expect(listed.status).toBe(200)
    const { methods } = endpoints.paymentMethods.response.parse(listed.body)
    expect(Object.fromEntries(methods.map((m) => [m.method, m.unavailableReason]))).toEqual({
      card: 'not_offered',
      bank_transfer: 'not_offered',
      stc_pay: 'not_offered',
      urpay: 'not_offered',
    })
    const paid = await payByCard(server, headers, booking.uuid)
    expect(paid.status).toBe(409)
    expect(paid.body).toEqual({ message: 'This payment method is not available for this booking' })
  })

  it('has no sandbox gateway pages: the test card and its 3-D Secure code confirm nothing', async () => {
    const { booking } = await travellerWithBooking(server)
    // A checkout row as the sandbox would have opened it: its pages must still not exist.
    const { checkoutPath } = await createCardCheckout(server.db, {
      orderRef: 'RH-PROBE-1',
      amount: { amount: 45_000, currency: 'SAR' },
      locale: 'en',
      returnUrl: `${WEB_ORIGIN}/payment/return`,
      description: 'probe',
    })
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect((await server.request(checkoutPath)).status).toBe(404)
    const card = await fetch(server.url + checkoutPath, {
      method: 'POST',
      headers: form,
      body: 'cardholderName=Test&cardNumber=4111111111111111&expiry=12/30&cvv=123',
    })
    expect(card.status).toBe(404)
    const otp = await fetch(`${server.url}${checkoutPath}/3ds`, {
      method: 'POST',
      headers: form,
      body: 'otp=123456',
    })
    expect(otp.status).toBe(404)
    expect(await statusOf(server, booking.uuid)).toBe('Pending')
  })
})

describe('production mode with a hosted card gateway', () => {
  const GATEWAY_SECRET = 'hosted-gateway-shared-secret'
  const opened: { authorization: string | undefined; body: Record<string, unknown> }[] = []
  const provider = createServer((request: IncomingMessage, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      opened.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      })
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ id: `chk_${opened.length}`, url: `https://pay.example.test/c/${opened.length}` }),
      )
    })
  })
  let server: TestServer
  beforeAll(async () => {
    provider.listen(0, '127.0.0.1')
    await once(provider, 'listening')
    const { port } = provider.address() as AddressInfo
    server = await startTestServer({
      ...PRODUCTION,
      RIHLA_CARD_GATEWAY_URL: `http://127.0.0.1:${port}/v1`,
      RIHLA_CARD_GATEWAY_SECRET: GATEWAY_SECRET,
    })
  })
  afterAll(async () => {
    await server.close()
    provider.close()
  })

  const notify = (body: unknown, secret = GATEWAY_SECRET) => {
    const text = JSON.stringify(body)
    return fetch(`${server.url}/gateway/hosted/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signGatewayBody(secret, text) },
      body: text,
    })
  }

  it('sends the traveller to the gateway and confirms only on its signed notification', async () => {
    const { headers, booking } = await travellerWithBooking(server)
    const paid = await payByCard(server, headers, booking.uuid)
    expect(paid.status).toBe(200)
    const { payment } = endpoints.processPayment.response.parse(paid.body)
    expect(payment.checkoutUrl).toBe(`https://pay.example.test/c/${opened.length}`)
    const request = opened.at(-1)!
    expect(request.authorization).toBe(`Bearer ${GATEWAY_SECRET}`)
    expect(request.body).toMatchObject({ reference: payment.orderRef, amount: 45_000, currency: 'SAR' })
    expect(request.body.notifyUrl).toBe(`${server.url}/gateway/hosted/notify`)
    // The sandbox's pages are not there beside the real gateway either.
    expect((await server.request(`/gateway/checkout/chk_${opened.length}`)).status).toBe(404)

    const approved = {
      reference: payment.orderRef,
      status: 'approved',
      amount: 45_000,
      currency: 'SAR',
      brand: 'visa',
      last4: '1111',
    }
    expect((await notify(approved, 'not-the-gateway-secret-at-all')).status).toBe(401)
    expect((await notify({ ...approved, amount: 100 })).status).toBe(409)
    expect(await statusOf(server, booking.uuid)).toBe('Pending')

    const settled = await notify(approved)
    expect(settled.status).toBe(200)
    expect(await settled.json()).toEqual({ accepted: true })
    expect(await statusOf(server, booking.uuid)).toBe('Confirmed')
  })
})
