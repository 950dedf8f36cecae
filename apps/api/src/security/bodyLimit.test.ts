import { randomUUID } from 'node:crypto'
import { messagesAr, serverMessages } from '@rihla/api-contract'
import type { Endpoint, User } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_UPLOAD_PATH } from '@rihla/api-contract/support'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../app'
import { supportAttachments } from '../db/schema'
import { newTraveller } from '../testing/flightTravellers'
import { partnerAuthorization } from '../testing/partner'
import { countRows } from '../testing/rows'
import { startTestServer } from '../testing/testServer'
import type { TestServer } from '../testing/testServer'

// Request bodies over the limit (issue 19) are refused with 413 on every route that takes a body: the
// JSON routes at MAX_BODY_BYTES, the support upload at SUPPORT_ATTACHMENT_MAX_BYTES, whether the body
// declares its length or arrives chunked without one.

let server: TestServer
let user: User
let partner: string
beforeAll(async () => {
  server = await startTestServer()
  user = await newTraveller(server)
  partner = await partnerAuthorization(server)
})
afterAll(() => server.close())

/** Every route whose contract takes a body, but the upload (a file, with its own limit). */
const BODY_ROUTES = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.body !== undefined && endpoint.path !== SUPPORT_UPLOAD_PATH,
)

const headersFor = (endpoint: Endpoint, contentType: string, locale = 'en') => ({
  'content-type': contentType,
  locale,
  'app-version': endpoint.appVersion ?? '68',
  ...(endpoint.auth === 'user' && { authorization: `Bearer ${user.access_token}` }),
  ...(endpoint.auth === 'partner' && { authorization: partner }),
})

/** The route's URL, its path parameters filled with ids that exist nowhere. */
const urlOf = (endpoint: Endpoint) => `${server.url}${endpoint.path.replace(/\{\w+\}/g, randomUUID())}`

/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => {
  const frame = '{"pad":""}'
  return `{"pad":"${'x'.repeat(bytes - frame.length)}"}`
}

/** A body sent in chunks with no declared length, as a streaming client sends it. */
const chunked = (body: Uint8Array, chunk = 16 * 1024) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < body.length; start += chunk)
        controller.enqueue(body.subarray(start, start + chunk))
      controller.close()
    },
  })

async function send(
  endpoint: Endpoint,
  body: RequestInit['body'],
  options: { locale?: string; contentType?: string } = {},
) {
  const response = await fetch(urlOf(endpoint), {
    method: endpoint.method.toUpperCase(),
    headers: headersFor(endpoint, options.contentType ?? 'application/json', options.locale),
    body,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

const tooLarge = { status: 413, body: { message: serverMessages.payloadTooLarge } }

describe('JSON bodies over the limit', () => {
  it.each(BODY_ROUTES)('%s: 413 with its length declared', async (_name, endpoint) => {
    expect(await send(endpoint, jsonOf(MAX_BODY_BYTES + 1))).toMatchObject(tooLarge)
  })

  it.each(BODY_ROUTES)('%s: 413 sent in chunks without a length', async (_name, endpoint) => {
    const body = new TextEncoder().encode(jsonOf(MAX_BODY_BYTES * 2))
    expect(await send(endpoint, chunked(body))).toMatchObject(tooLarge)
  })

  it('is told in the caller’s language, and a form body is held to the same limit', async () => {
    const endpoint = endpoints.pusherAuth
    expect(await send(endpoint, jsonOf(MAX_BODY_BYTES + 1), { locale: 'ar' })).toMatchObject({
      status: 413,
      body: { message: messagesAr.payloadTooLarge },
    })
    const form = `channel_name=${'x'.repeat(MAX_BODY_BYTES)}`
    expect(await send(endpoint, form, { contentType: 'application/x-www-form-urlencoded' })).toMatchObject(
      tooLarge,
    )
  })

  it('a body of exactly the limit is read (and judged on its content)', async () => {
    const answer = await send(endpoints.contact, jsonOf(MAX_BODY_BYTES))
    expect(answer.status).toBe(400)
  })
})

describe('support attachments over their limit', () => {
  const upload = (body: RequestInit['body']) =>
    fetch(`${server.url}${SUPPORT_UPLOAD_PATH}?name=receipt.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/octet-stream' },
      body,
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }))

  const pngOf = (bytes: number) => {
    const file = new Uint8Array(bytes)
    file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    return file
  }
  const refused = { status: 413, body: { message: serverMessages.attachmentTooLarge } }

  it('413 with its length declared, and nothing stored', async () => {
    const before = await countRows(server.db, supportAttachments)
    expect(await upload(pngOf(SUPPORT_ATTACHMENT_MAX_BYTES + 1))).toMatchObject(refused)
    expect(await countRows(server.db, supportAttachments)).toBe(before)
  })

  it('413 sent in chunks without a length, and nothing stored', async () => {
    const before = await countRows(server.db, supportAttachments)
    expect(await upload(chunked(pngOf(SUPPORT_ATTACHMENT_MAX_BYTES + 1), 256 * 1024))).toMatchObject(refused)
    expect(await countRows(server.db, supportAttachments)).toBe(before)
  })

  it('a file larger than a JSON body but within its own limit is taken', async () => {
    expect((await upload(pngOf(MAX_BODY_BYTES * 4))).status).toBe(201)
  })
})
