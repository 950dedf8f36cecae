import { randomUUID } from 'node:crypto'
import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { DevCreateBookingRequest } from '@rihla/api-contract/dev'
import { endpoints } from '@rihla/api-contract/endpoints'
import { paymentUpdatedEventSchema } from '@rihla/api-contract/payments'
import type { ProcessPaymentRequest } from '@rihla/api-contract/payments'
import { bookingUpdatedEventSchema, REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, charges, inventoryHolds, otpCodes, paymentRequests, payments } from '../../db/schema'
import { expireUnpaidBookings } from '../../jobs/expiry'
import type { UserEvent } from '../../realtime/userEvents'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { forgetOldPaymentRequests, IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency'
import { settleCardPayment } from './settlement'

let server: TestServer
beforeAll(async () => {
  // Every request comes from 127.0.0.1: the per-address OTP limit would otherwise end the file early.
  server = await startTestServer({ RIHLA_OTP_IP_HOURLY_LIMIT: '1000', RIHLA_OTP_HOURLY_LIMIT: '50' })
})
afterAll(() => server.close())

interface Traveller {
  id: string
  access_token: string
}

async function traveller(): Promise<Traveller> {
  const { body } = await server.request('/dev/users', { json: {} })
  const { user } = endpoints.devCreateUser.response.parse(body)
  return { id: user.id, access_token: user.access_token }
}

const as = (user: Traveller) => ({ authorization: `Bearer ${user.access_token}` })

async function booking(user: Traveller, request: DevCreateBookingRequest) {
  const { status, body } = await server.request('/dev/bookings/create', { json: request, headers: as(user) })
  expect(status).toBe(201)
  return endpoints.devCreateBooking.response.parse(body).booking
}

const RETURN_URL = 'http://localhost:5173/payment/return'

const pay = (user: Traveller, json: unknown, locale?: Locale) =>
  server.request('/api/v2/financial/process?sdk=force', {
    json,
    headers: as(user),
    ...(locale && { locale }),
  })

const processed = (body: unknown) => endpoints.processPayment.response.parse(body)

/** Starts a card payment of the caller's booking: the payment waits on the gateway's hosted page. */
async function startCard(user: Traveller, uuid: string, amount: number) {
  const answer = await pay(user, {
    uuid,
    idempotencyKey: randomUUID(),
    amount: SAR(amount),
    method: 'card',
    returnUrl: RETURN_URL,
  })
  expect(answer.status).toBe(200)
  return processed(answer.body)
}

let mobileSequence = 0
/**
 * A Saudi mobile (+966 5 and eight digits) no other test uses (own resend cooldown); `ending` picks a
 * sandbox wallet answer.
 */
function mobile(ending?: string) {
  mobileSequence += 1
  const middle = `${String(process.pid % 100).padStart(2, '0')}${String(mobileSequence).padStart(2, '0')}`
  return `+9665${middle}${ending ?? String(1000 + mobileSequence).slice(-4)}`
}

async function latestCode(phone: string) {
  const { body } = await server.request(`/dev/outbox?to=${encodeURIComponent(phone)}`)
  const [latest] = endpoints.devOutbox.response.parse(body).messages
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1]
  if (!code) throw new Error(`No code texted to ${phone}`)
  return { code, body: latest?.body ?? '' }
}

/** Events published while `action` runs. */
async function eventsDuring(action: () => Promise<unknown>) {
  const seen: UserEvent[] = []
  const stop = server.userEvents.subscribe((event) => seen.push(event))
  try {
    await action()
  } finally {
    stop()
  }
  return seen
}

/** Each event as who it went to, what it is about (order reference or booking uuid) and its new status. */
const summarize = (events: UserEvent[]) =>
  events.map(({ userId, event, data }) => {
    if (event === REALTIME_EVENTS.paymentUpdated) {
      const { payment } = paymentUpdatedEventSchema.parse(data)
      return { userId, event, subject: payment.orderRef, status: payment.status }
    }
    const booking = bookingUpdatedEventSchema.parse(data)
    return { userId, event, subject: booking.uuid, status: booking.status }
  })

const bookingRow = async (uuid: string) => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.id, uuid))
  return row!
}
const chargesOf = async (uuid: string) =>
  server.db
    .select({ id: charges.id })
    .from(charges)
    .innerJoin(payments, eq(payments.id, charges.paymentId))
    .where(eq(payments.bookingId, uuid))
const paymentsOf = (uuid: string) => server.db.select().from(payments).where(eq(payments.bookingId, uuid))

const SAR = (amount: number) => ({ amount, currency: 'SAR' })

async function startWallet(user: Traveller, uuid: string, amount: number, payer: Record<string, string>) {
  const answer = await pay(user, {
    uuid,
    idempotencyKey: randomUUID(),
    amount: SAR(amount),
    method: 'stc_pay',
    ...payer,
  } satisfies ProcessPaymentRequest)
  expect(answer.status).toBe(200)
  return processed(answer.body)
}

describe('payment methods', () => {
  it('offers every method for a small SAR train booking with time to spare', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 45_000, expiresInSeconds: 6 * 3600 })
    const { status, body } = await server.request(`/api/v2/financial/paymentMethods?uuid=${train.uuid}`, {
      headers: as(user),
    })
    expect(status).toBe(200)
    const answer = endpoints.paymentMethods.response.parse(body)
    expect(answer.booking.uuid).toBe(train.uuid)
    expect(answer.methods.map((method) => [method.method, method.available])).toEqual([
      ['card', true],
      ['bank_transfer', true],
      ['stc_pay', true],
      ['urpay', true],
    ])
    expect(answer.methods[0]!.brands).toEqual(['mada', 'visa', 'mastercard'])
    expect(answer.accounts).toEqual([])
    expect(answer.latestPayment).toBeNull()
  })

  it('names why each method cannot pay, and none can pay a SAR 150,000 event', async () => {
    const user = await traveller()
    const event = await booking(user, { type: 'event', amount: 15_000_000 })
    const { body } = await server.request(`/api/v2/financial/paymentMethods?uuid=${event.uuid}`, {
      headers: as(user),
    })
    const { methods } = endpoints.paymentMethods.response.parse(body)
    expect(methods.map((method) => [method.method, method.unavailableReason])).toEqual([
      ['card', 'amount_above_limit'],
      ['bank_transfer', 'booking_type'],
      ['stc_pay', 'amount_above_limit'],
      ['urpay', 'amount_above_limit'],
    ])
    expect(methods.every((method) => !method.available)).toBe(true)

    const hotel = await booking(user, { type: 'hotel', amount: 50_000, expiresInSeconds: 1800 })
    const hotelMethods = endpoints.paymentMethods.response.parse(
      (await server.request(`/api/v2/financial/paymentMethods?uuid=${hotel.uuid}`, { headers: as(user) }))
        .body,
    ).methods
    // Half an hour is too short for a transfer to arrive.
    expect(hotelMethods.find((method) => method.method === 'bank_transfer')?.unavailableReason).toBe(
      'payment_window',
    )

    const inDollars = await booking(user, { type: 'airline', amount: 30_000, currency: 'USD' })
    const dollarMethods = endpoints.paymentMethods.response.parse(
      (await server.request(`/api/v2/financial/paymentMethods?uuid=${inDollars.uuid}`, { headers: as(user) }))
        .body,
    ).methods
    expect(dollarMethods.map((method) => method.unavailableReason)).toEqual([
      null,
      'currency',
      'currency',
      'currency',
    ])
    // The card's SAR 100,000 limit in dollars, at the server's rate.
    expect(dollarMethods[0]!.maxAmount.currency).toBe('USD')
    expect(dollarMethods[0]!.maxAmount.amount).toBeLessThan(10_000_000)
  })

  it("answers 404 for another user's booking and 400 for a missing uuid", async () => {
    const owner = await traveller()
    const other = await traveller()
    const train = await booking(owner, { type: 'railway', amount: 10_000 })
    const theirs = await server.request(`/api/v2/financial/paymentMethods?uuid=${train.uuid}`, {
      headers: as(other),
    })
    expect(theirs.status).toBe(404)
    const missing = await server.request('/api/v2/financial/paymentMethods', {
      headers: as(owner),
      locale: 'ar',
    })
    expect(missing.status).toBe(400)
    expect(validationErrorSchema.parse(missing.body).errors).toEqual([
      { field: 'uuid', message: messagesAr.requiredField },
    ])
    const anonymous = await server.request(`/api/v2/financial/paymentMethods?uuid=${train.uuid}`)
    expect(anonymous.status).toBe(401)
  })
})

describe('process: input and refusals', () => {
  it('names every bad field and writes nothing', async () => {
    const user = await traveller()
    const answer = await pay(user, { method: 'card' }, 'ar')
    expect(answer.status).toBe(400)
    const fields = validationErrorSchema.parse(answer.body).errors.map((error) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['uuid', 'idempotencyKey', 'amount', 'returnUrl']))
    expect(await server.db.select().from(paymentRequests).where(eq(paymentRequests.userId, user.id))).toEqual(
      [],
    )
  })

  it('refuses a card return page outside the site, before anything is written', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 10_000 })
    const answer = await pay(user, {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: 'https://evil.example/steal',
    })
    expect(answer.status).toBe(400)
    expect(validationErrorSchema.parse(answer.body).errors).toEqual([
      { field: 'returnUrl', message: messages.invalidValue },
    ])
    expect(await paymentsOf(train.uuid)).toEqual([])
  })

  it("answers 404 for another user's booking and changes nothing", async () => {
    const owner = await traveller()
    const other = await traveller()
    const train = await booking(owner, { type: 'railway', amount: 10_000 })
    const answer = await pay(other, {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: RETURN_URL,
    })
    expect(answer.status).toBe(404)
    expect(await paymentsOf(train.uuid)).toEqual([])
  })

  it('refuses a total other than the booking’s', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 10_000 })
    const answer = await pay(user, {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(9_000),
      method: 'card',
      returnUrl: RETURN_URL,
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ message: serverMessages.paymentPriceChanged })
    expect(await paymentsOf(train.uuid)).toEqual([])
  })

  it('refuses a method that cannot pay the booking', async () => {
    const user = await traveller()
    const event = await booking(user, { type: 'event', amount: 60_000, expiresInSeconds: 6 * 3600 })
    const answer = await pay(user, {
      uuid: event.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(60_000),
      method: 'bank_transfer',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ message: serverMessages.paymentMethodUnavailable })
  })

  it('refuses to pay an expired or a confirmed booking (illegal moves)', async () => {
    const user = await traveller()
    const lapsed = await booking(user, { type: 'railway', amount: 10_000 })
    await server.db
      .update(bookings)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, lapsed.uuid))
    const late = await pay(user, {
      uuid: lapsed.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: RETURN_URL,
    })
    expect(late.status).toBe(409)
    expect(late.body).toEqual({ message: serverMessages.bookingNotPayable })
    expect((await bookingRow(lapsed.uuid)).status).toBe('Expired')

    const train = await booking(user, { type: 'railway', amount: 10_000 })
    const started = await startCard(user, train.uuid, 10_000)
    await settleCardPayment(server, started.payment.orderRef, {
      status: 'succeeded',
      brand: 'mada',
      last4: '1234',
    })
    const again = await pay(user, {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: RETURN_URL,
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: serverMessages.bookingNotPayable })
    expect(await chargesOf(train.uuid)).toHaveLength(1)
  })
})

describe('card', () => {
  it('sends the traveller to the gateway’s hosted page on the API’s origin', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 25_000 })
    const started = await startCard(user, train.uuid, 25_000)
    expect(started.payment.status).toBe('requires_action')
    expect(started.payment.method).toBe('card')
    expect(started.payment.checkoutUrl).toMatch(
      new RegExp(`^${server.url}/gateway/checkout/[A-Za-z0-9_-]{20,}$`),
    )
    expect(started.booking.status).toBe('Pending')
    expect(started.otp).toBeNull()
  })

  it('confirms the booking on an approved card, once, and announces it', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 25_000 })
    const started = await startCard(user, train.uuid, 25_000)
    const outcome = { status: 'succeeded' as const, brand: 'visa' as const, last4: '4242' }
    let answer: { accepted: boolean } | undefined
    const events = await eventsDuring(async () => {
      answer = await settleCardPayment(server, started.payment.orderRef, outcome)
    })
    expect(answer).toEqual({ accepted: true })
    const row = await bookingRow(train.uuid)
    expect(row.status).toBe('Confirmed')
    expect(row.paidAt).not.toBeNull()
    expect(await chargesOf(train.uuid)).toHaveLength(1)
    expect(summarize(events)).toEqual([
      {
        userId: user.id,
        event: REALTIME_EVENTS.paymentUpdated,
        subject: started.payment.orderRef,
        status: 'succeeded',
      },
      { userId: user.id, event: REALTIME_EVENTS.bookingUpdated, subject: train.uuid, status: 'Confirmed' },
    ])
    expect(paymentUpdatedEventSchema.parse(events[0]?.data).payment.card).toEqual({
      brand: 'visa',
      last4: '4242',
    })

    const repeat = await eventsDuring(async () => {
      answer = await settleCardPayment(server, started.payment.orderRef, outcome)
    })
    expect(answer).toEqual({ accepted: true })
    expect(repeat).toEqual([])
    expect(await chargesOf(train.uuid)).toHaveLength(1)

    const inquiry = await server.request(
      `/api/v2/financial/inquiry?order_ref_id=${started.payment.orderRef}`,
      { headers: as(user) },
    )
    const status = endpoints.paymentInquiry.response.parse(inquiry.body)
    expect(status.payment?.status).toBe('succeeded')
    expect(status.payment?.checkoutUrl).toBeNull()
    expect(status.booking.status).toBe('Confirmed')
  })

  it.each(['insufficient_funds', 'incorrect_details', 'bank_issue', 'authentication_failed'] as const)(
    'puts the booking back to Pending on a %s decline, and a new attempt can pay',
    async (reason) => {
      const user = await traveller()
      const train = await booking(user, { type: 'railway', amount: 25_000 })
      const started = await startCard(user, train.uuid, 25_000)
      const answer = await settleCardPayment(server, started.payment.orderRef, {
        status: 'failed',
        reason,
        brand: 'mastercard',
        last4: '0002',
      })
      expect(answer).toEqual({ accepted: true })
      const [payment] = await paymentsOf(train.uuid)
      expect(payment).toMatchObject({ status: 'failed', failureReason: reason, cardLast4: '0002' })
      expect((await bookingRow(train.uuid)).status).toBe('Pending')
      expect(await chargesOf(train.uuid)).toEqual([])

      const retry = await startCard(user, train.uuid, 25_000)
      expect(
        await settleCardPayment(server, retry.payment.orderRef, {
          status: 'succeeded',
          brand: 'mada',
          last4: '1111',
        }),
      ).toEqual({ accepted: true })
      expect((await bookingRow(train.uuid)).status).toBe('Confirmed')
    },
  )

  it('refuses an approval that comes after the window closed, so the gateway voids it', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 25_000, expiresInSeconds: 60 })
    const started = await startCard(user, train.uuid, 25_000)
    const later = new Date(Date.now() + 120_000)
    expect(
      await settleCardPayment(
        server,
        started.payment.orderRef,
        { status: 'succeeded', brand: 'visa', last4: '4242' },
        later,
      ),
    ).toEqual({ accepted: false })
    const [payment] = await paymentsOf(train.uuid)
    expect(payment).toMatchObject({ status: 'expired', failureReason: 'expired' })
    expect(await chargesOf(train.uuid)).toEqual([])
    expect(
      await settleCardPayment(server, 'PAY-UNKNOWN', { status: 'succeeded', brand: 'visa', last4: '4242' }),
    ).toEqual({ accepted: false })
  })
})

describe('bank transfer', () => {
  it('gives a reference and IBAN, keeps the booking Pending, and confirms when the transfer is recorded', async () => {
    const user = await traveller()
    const hotel = await booking(user, { type: 'hotel', amount: 120_000, expiresInSeconds: 24 * 3600 })
    const request = {
      uuid: hotel.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(120_000),
      method: 'bank_transfer',
    } satisfies ProcessPaymentRequest
    const answer = await pay(user, request)
    expect(answer.status).toBe(200)
    const { payment, booking: pending } = processed(answer.body)
    expect(payment.status).toBe('awaiting_transfer')
    expect(pending.status).toBe('Pending')
    const details = payment.bankTransfer!
    expect(details.iban).toMatch(/^SA[0-9]{2}[0-9A-Z]{20}$/)
    expect(details.amount).toEqual(SAR(120_000))
    expect(details.payBy).toBe(hotel.paymentExpiresAt)
    expect(details.beneficiary).not.toBe('')

    // Asking again for the same booking gives the same transfer, not a second one.
    const again = processed((await pay(user, { ...request, idempotencyKey: randomUUID() })).body)
    expect(again.payment.bankTransfer?.reference).toBe(details.reference)

    const events = await eventsDuring(async () => {
      const recorded = await server.request('/dev/payments/bank-transfers', {
        json: { reference: details.reference },
      })
      expect(recorded.status).toBe(200)
      expect(endpoints.devRecordBankTransfer.response.parse(recorded.body).payment.status).toBe('succeeded')
    })
    expect(summarize(events)).toEqual([
      {
        userId: user.id,
        event: REALTIME_EVENTS.paymentUpdated,
        subject: payment.orderRef,
        status: 'succeeded',
      },
      { userId: user.id, event: REALTIME_EVENTS.bookingUpdated, subject: hotel.uuid, status: 'Confirmed' },
    ])
    expect((await bookingRow(hotel.uuid)).status).toBe('Confirmed')

    const twice = await server.request('/dev/payments/bank-transfers', {
      json: { reference: details.reference },
    })
    expect(twice.status).toBe(200)
    expect(await chargesOf(hotel.uuid)).toHaveLength(1)
    const unknown = await server.request('/dev/payments/bank-transfers', { json: { reference: 'RHLNOPE' } })
    expect(unknown.status).toBe(404)
  })
})

describe('wallets', () => {
  it('texts an OTP in the caller’s language and charges once it is entered', async () => {
    const user = await traveller()
    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const phone = mobile()
    const started = await pay(
      user,
      { uuid: bus.uuid, idempotencyKey: randomUUID(), amount: SAR(8_000), method: 'urpay', mobile: phone },
      'ar',
    )
    expect(started.status).toBe(200)
    const { payment, otp } = processed(started.body)
    expect(payment).toMatchObject({ status: 'requires_action', method: 'urpay' })
    expect(payment.walletMobile).toBe(`+966 5• ••• ${phone.slice(-4)}`)
    expect(otp).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 600 })
    const texted = await latestCode(phone)
    expect(texted.body).toContain('رمز رحلة')

    const confirmed = await pay(user, {
      uuid: bus.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(8_000),
      method: 'urpay',
      orderRef: payment.orderRef,
      otp: texted.code,
    })
    expect(confirmed.status).toBe(200)
    const done = processed(confirmed.body)
    expect(done.payment.status).toBe('succeeded')
    expect(done.booking.status).toBe('Confirmed')
    expect(done.booking.paid).toBe(true)
    expect(await chargesOf(bus.uuid)).toHaveLength(1)
  })

  it('fails the payment on the sandbox’s insufficient-funds number and leaves the booking payable', async () => {
    const user = await traveller()
    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const phone = mobile('0000')
    const { payment } = await startWallet(user, bus.uuid, 8_000, { mobile: phone })
    const answer = await pay(user, {
      uuid: bus.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(8_000),
      method: 'stc_pay',
      orderRef: payment.orderRef,
      otp: (await latestCode(phone)).code,
    })
    expect(answer.status).toBe(200)
    const declined = processed(answer.body)
    expect(declined.payment).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' })
    expect(declined.booking.status).toBe('Pending')
    expect(declined.booking.actions.pay).toBe(true)
    expect(await chargesOf(bus.uuid)).toEqual([])
  })

  it('refuses a wrong or expired code on the otp field, and voids the payment after five wrong ones', async () => {
    const user = await traveller()
    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const phone = mobile()
    const { payment } = await startWallet(user, bus.uuid, 8_000, { mobile: phone })
    const { code } = await latestCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const confirm = (otp: string) =>
      pay(
        user,
        {
          uuid: bus.uuid,
          idempotencyKey: randomUUID(),
          amount: SAR(8_000),
          method: 'stc_pay',
          orderRef: payment.orderRef,
          otp,
        },
        'ar',
      )
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await confirm(wrong)
      expect(answer.status).toBe(400)
      expect(validationErrorSchema.parse(answer.body).errors).toEqual([
        { field: 'otp', message: messagesAr.otpInvalid },
      ])
    }
    const [voided] = await paymentsOf(bus.uuid)
    expect(voided).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' })
    const tooLate = await confirm(code)
    expect(tooLate.status).toBe(409)
    expect(await chargesOf(bus.uuid)).toEqual([])

    // A fresh attempt whose code has expired.
    const second = mobile()
    const retry = await startWallet(user, bus.uuid, 8_000, { mobile: second })
    const fresh = await latestCode(second)
    await server.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpCodes.phone, second), eq(otpCodes.purpose, 'wallet_payment')))
    const expired = await pay(user, {
      uuid: bus.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(8_000),
      method: 'stc_pay',
      orderRef: retry.payment.orderRef,
      otp: fresh.code,
    })
    expect(expired.status).toBe(400)
    expect(validationErrorSchema.parse(expired.body).errors[0]?.field).toBe('otp')
    expect((await bookingRow(bus.uuid)).status).toBe('Pending')
  })

  it('saves an account after its OTP, lists it, and pays with it; another user cannot use it', async () => {
    const user = await traveller()
    const phone = mobile()
    const saved = await server.request('/api/v2/financial/saveAccount', {
      json: { method: 'stc_pay', mobile: phone },
      headers: as(user),
    })
    expect(saved.status).toBe(200)
    expect(endpoints.saveAccount.response.parse(saved.body).otp.phone).toBe(`+966 5• ••• ${phone.slice(-4)}`)
    const wrongCode = await server.request('/api/v2/financial/verifyAccount', {
      json: { method: 'stc_pay', mobile: phone, otp: '12345' },
      headers: as(user),
    })
    expect(wrongCode.status).toBe(400)
    expect(validationErrorSchema.parse(wrongCode.body).errors).toEqual([
      { field: 'otp', message: messages.otpMinDigits },
    ])
    const verified = await server.request('/api/v2/financial/verifyAccount', {
      json: { method: 'stc_pay', mobile: phone, otp: (await latestCode(phone)).code },
      headers: as(user),
    })
    expect(verified.status).toBe(201)
    const { account } = endpoints.verifyAccount.response.parse(verified.body)
    expect(account).toMatchObject({ method: 'stc_pay', mobile: `+966 5• ••• ${phone.slice(-4)}` })

    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const { body } = await server.request(`/api/v2/financial/paymentMethods?uuid=${bus.uuid}`, {
      headers: as(user),
    })
    expect(endpoints.paymentMethods.response.parse(body).accounts).toEqual([account])

    const other = await traveller()
    const otherBus = await booking(other, { type: 'bus', amount: 8_000 })
    const stolen = await pay(other, {
      uuid: otherBus.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(8_000),
      method: 'stc_pay',
      accountId: account.id,
    })
    expect(stolen.status).toBe(404)
    expect(await paymentsOf(otherBus.uuid)).toEqual([])

    // The code for the payment may only be asked for after the resend wait of the account's code.
    await server.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.phone, phone))
    const { payment } = await startWallet(user, bus.uuid, 8_000, { accountId: account.id })
    const paid = processed(
      (
        await pay(user, {
          uuid: bus.uuid,
          idempotencyKey: randomUUID(),
          amount: SAR(8_000),
          method: 'stc_pay',
          orderRef: payment.orderRef,
          otp: (await latestCode(phone)).code,
        })
      ).body,
    )
    expect(paid.payment.status).toBe('succeeded')

    const theirInquiry = await server.request(`/api/v2/financial/inquiry?order_ref_id=${payment.orderRef}`, {
      headers: as(other),
    })
    expect(theirInquiry.status).toBe(404)
  })
})

describe('idempotency', () => {
  it('answers a repeated key with the first answer and refuses it for another amount', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 10_000 })
    const request = {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: RETURN_URL,
    } satisfies ProcessPaymentRequest
    const first = await pay(user, request)
    const second = await pay(user, request)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await paymentsOf(train.uuid)).toHaveLength(1)

    const otherAmount = await pay(user, { ...request, amount: SAR(20_000) })
    expect(otherAmount.status).toBe(409)
    expect(otherAmount.body).toEqual({ message: serverMessages.paymentKeyReused })
  })

  it('forgets answered keys after a day', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 10_000 })
    const request = {
      uuid: train.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(10_000),
      method: 'card',
      returnUrl: RETURN_URL,
    } satisfies ProcessPaymentRequest
    expect((await pay(user, request)).status).toBe(200)
    const keys = () => server.db.select().from(paymentRequests).where(eq(paymentRequests.userId, user.id))
    await forgetOldPaymentRequests(server.db, new Date(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS - 60_000))
    expect(await keys()).toHaveLength(1)
    await forgetOldPaymentRequests(server.db, new Date(Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS + 60_000))
    expect(await keys()).toEqual([])
  })

  it('charges once when one wallet payment is submitted twenty times at once', async () => {
    const user = await traveller()
    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const phone = mobile()
    const { payment } = await startWallet(user, bus.uuid, 8_000, { mobile: phone })
    const confirmation = {
      uuid: bus.uuid,
      idempotencyKey: randomUUID(),
      amount: SAR(8_000),
      method: 'stc_pay',
      orderRef: payment.orderRef,
      otp: (await latestCode(phone)).code,
    } satisfies ProcessPaymentRequest
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(user, confirmation)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200))
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body)
    expect(processed(answers[0]!.body).payment.status).toBe('succeeded')
    expect(await chargesOf(bus.uuid)).toHaveLength(1)
  })

  it('charges once when twenty different submissions race for one payment', async () => {
    const user = await traveller()
    const bus = await booking(user, { type: 'bus', amount: 8_000 })
    const phone = mobile()
    const { payment } = await startWallet(user, bus.uuid, 8_000, { mobile: phone })
    const { code } = await latestCode(phone)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(user, {
          uuid: bus.uuid,
          idempotencyKey: randomUUID(),
          amount: SAR(8_000),
          method: 'stc_pay',
          orderRef: payment.orderRef,
          otp: code,
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.every((answer) => [200, 400, 409].includes(answer.status))).toBe(true)
    expect(await chargesOf(bus.uuid)).toHaveLength(1)
    expect((await bookingRow(bus.uuid)).status).toBe('Confirmed')
  })
})

describe('expiry job', () => {
  it('expires unpaid bookings, their open payments and holds, and announces each change', async () => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 10_000, expiresInSeconds: 60, holds: 2 })
    const started = await startCard(user, train.uuid, 10_000)
    const kept = await booking(user, { type: 'railway', amount: 10_000, expiresInSeconds: 3600, holds: 1 })
    const [loose] = await server.db
      .insert(inventoryHolds)
      .values({
        resourceType: 'seat',
        resourceKey: `loose:${randomUUID()}`,
        expiresAt: new Date(Date.now() + 30_000),
      })
      .returning()

    const later = new Date(Date.now() + 120_000)
    const events = await eventsDuring(() => expireUnpaidBookings(server, later))
    expect((await bookingRow(train.uuid)).status).toBe('Expired')
    expect((await bookingRow(kept.uuid)).status).toBe('Pending')
    const holds = await server.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.bookingId, train.uuid))
    expect(holds).toHaveLength(2)
    expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true)
    const [keptHold] = await server.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.bookingId, kept.uuid))
    expect(keptHold?.releasedAt).toBeNull()
    const [looseAfter] = await server.db.select().from(inventoryHolds).where(eq(inventoryHolds.id, loose!.id))
    expect(looseAfter?.releasedAt).not.toBeNull()
    const [payment] = await paymentsOf(train.uuid)
    expect(payment).toMatchObject({ orderRef: started.payment.orderRef, status: 'expired' })
    expect(summarize(events.filter((event) => event.userId === user.id))).toEqual([
      {
        userId: user.id,
        event: REALTIME_EVENTS.paymentUpdated,
        subject: started.payment.orderRef,
        status: 'expired',
      },
      { userId: user.id, event: REALTIME_EVENTS.bookingUpdated, subject: train.uuid, status: 'Expired' },
    ])

    // The seat it held can be held again; a second run finds nothing of this user to do.
    await server.db.insert(inventoryHolds).values({
      resourceType: 'seat',
      resourceKey: holds[0]!.resourceKey,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const rerun = await eventsDuring(() => expireUnpaidBookings(server, later))
    expect(rerun.filter((event) => event.userId === user.id)).toEqual([])
  })

  it('allows one open hold per seat', async () => {
    const key = `seat:${randomUUID()}`
    const hold = { resourceType: 'seat' as const, resourceKey: key, expiresAt: new Date(Date.now() + 60_000) }
    await server.db.insert(inventoryHolds).values(hold)
    await expect(server.db.insert(inventoryHolds).values(hold)).rejects.toThrow()
  })
})

describe('card through the hosted page', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual' as const,
  })

  /** What the traveller's browser does on the gateway's page: the card, then the 3-D Secure code. */
  async function payOnHostedPage(checkoutUrl: string, cardNumber: string) {
    const page = await (await fetch(checkoutUrl, { redirect: 'manual' })).text()
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1]
    if (!csrf) throw new Error('No form token on the hosted page')
    const card = { cardholderName: 'Reem Al Dosari', cardNumber, expiry: '12/30', cvv: '123', csrf }
    const entered = await fetch(checkoutUrl, form(card))
    expect(entered.status).toBe(303)
    return fetch(`${checkoutUrl}/3ds`, form({ otp: '123456', csrf }))
  }

  it.each([
    { card: '4111 1111 1111 1111', payment: 'succeeded', booking: 'Confirmed', reason: null },
    { card: '4000 0000 0000 9995', payment: 'failed', booking: 'Pending', reason: 'insufficient_funds' },
  ] as const)('$card: payment $payment, booking $booking', async (expected) => {
    const user = await traveller()
    const train = await booking(user, { type: 'railway', amount: 31_500 })
    const started = await startCard(user, train.uuid, 31_500)
    const back = await payOnHostedPage(started.payment.checkoutUrl!, expected.card)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`${RETURN_URL}?ref=${started.payment.orderRef}`)

    const { body } = await server.request(`/api/v2/financial/inquiry?uuid=${train.uuid}`, {
      headers: as(user),
    })
    const status = endpoints.paymentInquiry.response.parse(body)
    expect(status.payment).toMatchObject({
      orderRef: started.payment.orderRef,
      status: expected.payment,
      failureReason: expected.reason,
    })
    expect(status.payment?.card?.last4).toBe(expected.card.slice(-4))
    expect(status.booking.status).toBe(expected.booking)
    expect(await chargesOf(train.uuid)).toHaveLength(expected.payment === 'succeeded' ? 1 : 0)
  })
})
