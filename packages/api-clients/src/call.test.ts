import { afterEach, describe, expect, it } from 'vitest'
import { apiFailure, appState, configFor, failure } from '../testing/appState'
import { sendJson, startServer } from '../testing/httpServer'
import type { Handler, TestServer } from '../testing/httpServer'
import { ApiError, isApiError } from './apiError'
import { createApiClients } from './createApiClients'
import type { ApiClientsConfig } from './config'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(handler: Handler, overrides: Partial<ApiClientsConfig> = {}) {
  server = await startServer(handler)
  return { server, ...createApiClients(configFor(server.url, appState({ partnerToken: 'held' }), overrides)) }
}

const page = {
  slug: 'about-us',
  title: 'About us',
  summary: 'Who we are',
  blocks: [{ type: 'paragraph', text: 'Rihla means journey.' }],
  updatedAt: '2026-11-01T09:00:00Z',
}

describe('call', () => {
  it('fills path parameters, one encoded segment each', async () => {
    const { server, call } = await setup((_request, response) => sendJson(response, 200, { page }))
    await call('page', { params: { slug: 'about-us' } })
    await call('page', { params: { slug: 'a/b c' } })
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v2/pages/about-us',
      '/api/v2/pages/a%2Fb%20c',
    ])
  })

  it('sends the query as search parameters, encoded', async () => {
    const { server, call } = await setup((_request, response) => sendJson(response, 200, { redirect: null }))
    const path = '/ar/فنادق?city=Jeddah & Makkah'
    await expect(call('pathLookup', { query: { path } })).resolves.toEqual({ redirect: null })
    expect(server.requests[0]!.query.get('path')).toBe(path)
  })

  it('leaves out query parameters that are not given', async () => {
    const { server, call } = await setup((_request, response) =>
      sendJson(response, 200, {
        utilities: {
          verticals: [],
          bookingServices: [],
          bookingTypes: [],
          bookingStatuses: [],
          passengerPrefixes: [],
          genders: [],
        },
      }),
    )
    await call('utilities')
    await call('utilities', { query: { api_key: 'key-1' } })
    expect(server.requests.map((request) => request.query.toString())).toEqual(['', 'api_key=key-1'])
  })

  it('sends the body as JSON with the endpoint method', async () => {
    const { server, call } = await setup((_request, response) => sendJson(response, 200, { settings: {} }))
    await expect(call('settings', { body: { groups: ['site'] } })).resolves.toEqual({ settings: {} })
    const [request] = server.requests
    expect(request).toMatchObject({ method: 'POST', path: '/api/v2/settings/index' })
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ groups: ['site'] })
  })

  it('sends a file as the raw body of an upload, with its query', async () => {
    const attachment = {
      id: '7d3c8a34-1111-4a4a-9a9a-1234567890ab',
      name: 'r.pdf',
      type: 'application/pdf',
      size: 5,
    }
    const { server, call } = await setup((_request, response) => sendJson(response, 201, { attachment }))
    const file = new Blob(['%PDF-'], { type: 'application/pdf' })
    await expect(call('supportUpload', { query: { name: 'r.pdf' } }, { file })).resolves.toEqual({
      attachment,
    })
    const [request] = server.requests
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v2/users/complaint/attachments',
      body: '%PDF-',
    })
    expect(request!.query.get('name')).toBe('r.pdf')
    expect(request!.headers['content-type']).toBe('application/octet-stream')
  })

  it('returns the response as its schema outputs it', async () => {
    const { call } = await setup((_request, response) =>
      sendJson(response, 200, { page: { ...page, draft: true } }),
    )
    const result = await call('page', { params: { slug: 'about-us' } })
    expect(result.page).toEqual(page)
  })

  it('sends each call to the base URL of its surface', async () => {
    server = await startServer((request, response) => {
      if (request.path.endsWith('/countries')) return sendJson(response, 200, { countries: [] })
      if (request.path.endsWith('/geolocation')) return sendJson(response, 200, { country: 'SA' })
      sendJson(response, 404, { message: 'Not found' })
    })
    const { call } = createApiClients(
      configFor(server.url, appState({ partnerToken: 'held' }), {
        partnerBaseUrl: `${server.url}/partner-host`,
        consumerBaseUrl: `${server.url}/consumer-host/`,
        clientBaseUrl: `${server.url}/client-host`,
      }),
    )
    await call('countries')
    await call('geolocation')
    await call('widget', { query: { payload: 'p' } }).catch(() => undefined)
    expect(server.requests.map((request) => request.path)).toEqual([
      '/partner-host/air/api/countries',
      '/consumer-host/api/v2/geolocation',
      '/client-host/widget',
    ])
  })
})

describe('errors', () => {
  it('gives the field errors and message of a 400', async () => {
    const { call } = await setup((_request, response) =>
      sendJson(response, 400, {
        message: 'The request is not valid',
        errors: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'fullName', message: 'Name is required' },
          { field: 'fullName', message: 'Name must be at least 3 characters long' },
        ],
      }),
    )
    const error = await apiFailure(
      call('contact', { body: { fullName: '', email: 'x', message: 'hi', captcha: 'solved' } }),
    )
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'The request is not valid',
      endpoint: 'contact',
    })
    expect(error.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      fullName: 'Name is required',
    })
  })

  it("gives the server's message and status", async () => {
    const { call } = await setup((_request, response) =>
      sendJson(response, 404, { message: 'No page has this slug' }),
    )
    const error = await apiFailure(call('page', { params: { slug: 'missing' } }))
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'No page has this slug',
      fieldErrors: {},
    })
  })

  it('gives the status and a message of its own when the body has none', async () => {
    const { call } = await setup((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')
    })
    const error = await apiFailure(call('settings', { body: {} }))
    expect(error.status).toBe(502)
    expect(error.message).not.toContain('<h1>')
    expect(error.message).toContain('502')
  })

  it('reports a 2xx body that fails the schema as invalid-response', async () => {
    const { call } = await setup((_request, response) => sendJson(response, 200, { page: { slug: 'x' } }))
    const error = await apiFailure(call('page', { params: { slug: 'x' } }))
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, endpoint: 'page' })
  })

  it('reports a 2xx body that is not JSON as invalid-response', async () => {
    const { call } = await setup((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
    })
    expect((await apiFailure(call('geolocation'))).kind).toBe('invalid-response')
  })

  it('reports a connection dropped in the middle of the body as a network error', async () => {
    const { call } = await setup((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      response.write('{"country":')
      setTimeout(() => response.socket?.destroy(), 20)
    })
    expect((await apiFailure(call('geolocation'))).kind).toBe('network')
  })

  it('names the request when it was made on a ky instance directly', async () => {
    const { surface } = await setup((_request, response) => sendJson(response, 403, { message: 'Forbidden' }))
    const consumer = await surface('consumer')
    const error = await apiFailure(consumer.post('api/v2/anything'))
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      message: 'Forbidden',
      endpoint: 'POST /api/v2/anything',
    })
  })

  it("passes a caller's abort through as it is", async () => {
    const { call } = await setup(() => undefined)
    const controller = new AbortController()
    const pending = call('geolocation', undefined, { signal: controller.signal })
    controller.abort()
    const error = await failure(pending)
    expect(isApiError(error)).toBe(false)
    expect((error as Error).name).toBe('AbortError')
  })

  it('tells ApiError from other values', () => {
    expect(isApiError(new ApiError({ kind: 'network', message: 'offline', endpoint: 'widget' }))).toBe(true)
    expect(isApiError(new Error('offline'))).toBe(false)
    expect(isApiError({ kind: 'network', message: 'offline' })).toBe(false)
  })
})
