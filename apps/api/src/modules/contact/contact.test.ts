import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox } from '../../db/schema'
import { solvedCaptcha } from '../../testing/captcha'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

const RATE_LIMIT = 5
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    RIHLA_CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    RIHLA_CONTACT_RATE_WINDOW: '600',
  })
})
afterAll(() => server.close())

const form = {
  fullName: 'Reem Al Dosari',
  email: 'reem@example.sa',
  message: 'I need a receipt for my Haramain train booking.',
}
// Each test speaks from its own address (the server believes X-Forwarded-For from loopback, like its proxy's).
const post = (json: unknown, ip: string, locale?: 'en' | 'ar') =>
  server.request('/api/v2/contact', { json, headers: { 'x-forwarded-for': ip }, ...(locale && { locale }) })
// A complete form gets a freshly solved captcha, as the browser's widget would give it.
const send = async (json: Record<string, unknown>, ip: string, locale?: 'en' | 'ar') =>
  post(json === form ? { ...json, captcha: await solvedCaptcha(server) } : json, ip, locale)
const counts = async () => ({
  messages: await countRows(server.db, contactMessages),
  outbox: await countRows(server.db, outbox),
})

describe('POST /api/v2/contact', () => {
  it('stores the message and queues an email to support', async () => {
    const { status, body } = await send(form, '198.51.100.1', 'ar')
    expect(status).toBe(201)
    const { id, message } = endpoints.contact.response.parse(body)
    expect(message).toBe(messagesAr.contactReceived)
    const [stored] = await server.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(stored).toMatchObject({ ...form, locale: 'ar', ip: '198.51.100.1' })

    const inbox = await server.request(`/dev/outbox?to=${encodeURIComponent(server.config.supportEmail)}`)
    expect(inbox.status).toBe(200)
    const [latest] = endpoints.devOutbox.response.parse(inbox.body).messages
    expect(latest).toMatchObject({
      channel: 'email',
      recipient: server.config.supportEmail,
      subject: 'Contact form: Reem Al Dosari',
    })
    expect(latest!.body).toContain(form.message)
    expect(latest!.body).toContain(id)
  })

  it('names every bad field in English or Arabic and writes nothing', async () => {
    const before = await counts()
    const cases = [
      [
        {},
        {
          fullName: 'nameRequired',
          email: 'emailRequired',
          message: 'messageRequired',
          captcha: 'captchaRequired',
        },
      ],
      [
        { fullName: 'Al', email: 'reem@', message: ' ', captcha: 'x' },
        { fullName: 'nameMinLength', email: 'invalidEmail', message: 'messageRequired' },
      ],
      [{ ...form, fullName: 'Reem 2', captcha: 'x' }, { fullName: 'nameLettersOnly' }],
      [{ ...form, message: 'x'.repeat(2001), captcha: 'x' }, { message: 'messageTooLong' }],
      [{ ...form, email: 42, captcha: 'x' }, { email: 'emailRequired' }],
      [{ ...form, captcha: '' }, { captcha: 'captchaRequired' }],
      [{ ...form, captcha: 'bm90IGEgc29sdXRpb24=' }, { captcha: 'captchaInvalid' }],
    ] as const
    for (const [body, expected] of cases) {
      for (const [locale, catalogue] of [
        ['en', { ...messages, ...serverMessages }],
        ['ar', messagesAr],
      ] as const) {
        const { status, body: answer } = await send(body, '198.51.100.2', locale)
        expect(status).toBe(400)
        const parsed = validationErrorSchema.parse(answer)
        expect(parsed.message).toBe(catalogue.invalidRequest)
        expect(parsed.errors).toEqual(
          Object.entries(expected).map(([field, key]) => ({ field, message: catalogue[key] })),
        )
      }
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses a body that is not JSON', async () => {
    const before = await counts()
    const { status, body } = await server.request('/api/v2/contact', {
      rawJson: '{"fullName":',
      headers: { 'x-forwarded-for': '198.51.100.3' },
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: serverMessages.invalidRequest, errors: [] })
    expect(await counts()).toEqual(before)
  })

  it('refuses a replayed captcha solution', async () => {
    const captcha = await solvedCaptcha(server)
    expect((await post({ ...form, captcha }, '198.51.100.5')).status).toBe(201)
    const before = await counts()
    const replayed = await post({ ...form, captcha }, '198.51.100.5')
    expect(replayed.status).toBe(400)
    expect(validationErrorSchema.parse(replayed.body).errors).toEqual([
      { field: 'captcha', message: messages.captchaInvalid },
    ])
    expect(await counts()).toEqual(before)
  })

  it('drops unknown fields', async () => {
    const { status, body } = await post(
      { ...form, ip: '10.0.0.1', locale: 'xx', id: 'chosen', captcha: await solvedCaptcha(server) },
      '198.51.100.4',
    )
    expect(status).toBe(201)
    const { id } = endpoints.contact.response.parse(body)
    expect(id).not.toBe('chosen')
    const [stored] = await server.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(stored).toMatchObject({ ip: '198.51.100.4', locale: 'en' })
  })

  it(`allows ${RATE_LIMIT} messages per address in the window, then answers 429 with Retry-After`, async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 3; i++) expect((await send({}, ip)).status).toBe(400)
    for (let i = 0; i < RATE_LIMIT; i++) expect((await send(form, ip)).status).toBe(201)
    const before = await counts()

    const limited = await send(form, ip, 'ar')
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: messagesAr.tooManyRequests })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await counts()).toEqual(before)

    expect((await send(form, '203.0.113.10')).status).toBe(201)
  })
})
