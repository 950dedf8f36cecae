// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { IncompleteData, failOnMissingData, render } from './entry-server'

const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'

describe('rendering on the server when the API fails', () => {
  it('renders nothing when the API cannot be reached, so the site sends the shell, and leaves no failure unhandled', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const unreachable = vi.fn(() => Promise.reject(new TypeError('fetch failed')))
      await expect(
        render({
          request: new Request('https://rihla.example/'),
          template: TEMPLATE,
          nonce: 'n',
          apiUrl: 'http://api.invalid',
          visitorAddress: '203.0.113.9',
          fetch: unreachable,
        }),
      ).rejects.toBeInstanceOf(IncompleteData)
      expect(unreachable).toHaveBeenCalled()
      // Failures that settle after the render gave up are still handled.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

describe('failOnMissingData', () => {
  const failing = (client: QueryClient, key: string, meta?: Record<string, unknown>) =>
    client
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(new Error(`${key} is down`)), meta })
      .catch(() => undefined)

  it('refuses a page whose shown data failed to load', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await client.fetchQuery({ queryKey: ['countries'], queryFn: () => ['SA'] })
    await failing(client, 'settings')
    expect(() => failOnMissingData(client)).toThrow(IncompleteData)
    expect(() => failOnMissingData(client)).toThrow('["settings"] failed')
  })

  it('renders when everything the page shows loaded, whatever failed behind it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await client.fetchQuery({ queryKey: ['settings'], queryFn: () => ({}) })
    await failing(client, 'wallet', { inPage: false })
    expect(() => failOnMissingData(client)).not.toThrow()
  })

  it('leaves a page the router answered as not found or failed to the router', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await failing(client, 'content-page')
    expect(() => failOnMissingData(client, [{ status: 'success' }, { status: 'notFound' }])).not.toThrow()
    expect(() => failOnMissingData(client, [{ status: 'success', _notFound: true }])).not.toThrow()
    expect(() => failOnMissingData(client, [{ status: 'success' }, { status: 'success' }])).toThrow(
      IncompleteData,
    )
  })
})
