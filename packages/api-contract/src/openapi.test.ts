import { describe, expect, it } from 'vitest'
import { endpoints } from './allEndpoints'
import type { Endpoint } from './endpoint'
import { endpointDocs } from './endpointDocs'
import { createOpenApiDocument } from './openapi'

const document = createOpenApiDocument({ version: '1.2.3', serverUrl: 'http://localhost:4000' })
const all = Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]

describe('createOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with the given version and server', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.2.3')
    expect(document.servers).toEqual([{ url: 'http://localhost:4000' }])
  })

  it.each(all)('documents %s with its summary, method, success status and error answers', (name, e) => {
    const { summary, errors } = endpointDocs[name]
    const operation = document.paths?.[e.path]?.[e.method]
    expect(operation?.summary).toBe(summary)
    expect(operation).toBeDefined()
    const statuses = Object.keys(operation?.responses ?? {})
    expect(statuses).toContain(String(e.status ?? 200))
    expect(statuses).toContain('500')
    for (const status of Object.keys(errors ?? {})) expect(statuses).toContain(status)
    expect(statuses.includes('401')).toBe(e.auth !== 'none' || Boolean(errors?.[401]))
    expect(statuses.includes('400')).toBe(Boolean(e.params ?? e.query ?? e.body))
  })

  it('lists exactly the contract paths', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([...new Set(all.map(([, e]) => e.path))].sort())
  })

  it('requires the partner token on partner endpoints and the user token on user endpoints only', () => {
    const security = { none: undefined, partner: [{ partnerToken: [] }], user: [{ userToken: [] }] }
    for (const [, e] of all) {
      const operation = document.paths?.[e.path]?.[e.method]
      expect(operation?.security).toEqual(security[e.auth])
    }
  })

  it('shares named schemas as components', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'User',
        'WidgetConfig',
        'Currency',
        'Country',
        'Page',
        'ValidationError',
        'Error',
      ]),
    )
  })
})
