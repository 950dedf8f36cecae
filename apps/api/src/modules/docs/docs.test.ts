import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, unknown>>
}

describe('GET /docs', () => {
  it.each(['/docs', '/docs/openapi.json'])(
    '%s serves an OpenAPI document listing every contract path',
    async (path) => {
      const { status, headers, body } = await server.request(path)
      expect(status).toBe(200)
      expect(headers.get('content-type')).toContain('application/json')
      const document = body as OpenApiDocument
      expect(document.openapi).toBe('3.1.0')
      for (const endpoint of Object.values(endpoints)) {
        expect(Object.keys(document.paths[endpoint.path] ?? {})).toContain(endpoint.method)
      }
    },
  )
})

describe('GET /health', () => {
  it('reports ok once the database answers', async () => {
    expect(await server.request('/health')).toMatchObject({ status: 200, body: { status: 'ok' } })
  })
})
