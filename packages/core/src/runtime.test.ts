import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { createAppRuntime } from './runtime'

const root = createRootRoute()
const landingRoute = createRoute({ getParentRoute: () => root, path: 'landing' })
const resultsRoute = createRoute({ getParentRoute: () => root, path: 'results' })
const otherRoute = createRoute({ getParentRoute: () => root, path: 'other' })
// A router gives the routes their ids, as the app's does.
createRouter({ routeTree: root.addChildren([landingRoute, resultsRoute, otherRoute]) })

function runtimeWithFragments() {
  const full = vi.fn(() => Promise.resolve({ messages: { full: 'full' } }))
  const own = vi.fn(() => Promise.resolve({ messages: { own: 'own' } }))
  const other = vi.fn(() => Promise.resolve({ messages: { other: 'other' } }))
  const runtime = createAppRuntime({
    config: { sitePayload: null, defaultCurrency: 'SAR', buildId: 'test', siteOrigin: 'https://rihla.test' },
    apiBaseUrls: { partnerBaseUrl: '/', consumerBaseUrl: '/', clientBaseUrl: '/' },
    fragments: [
      {
        routes: { landingRoute, resultsRoute },
        slugs: {},
        catalog: full,
        landing: { routes: [landingRoute], catalog: own },
      },
      { routes: { otherRoute }, slugs: {}, catalog: other },
    ],
  })
  return { runtime, full, own, other }
}

describe('the catalogs a page loads', () => {
  it('are its landing catalog alone on a fragment’s landing page', async () => {
    const { runtime, full, own, other } = runtimeWithFragments()
    await runtime.activateLocale('ar', [root.id, landingRoute.id])
    expect(own).toHaveBeenCalledWith('ar')
    expect(full).not.toHaveBeenCalled()
    expect(other).not.toHaveBeenCalled()
  })

  it('are the fragment’s whole catalog on any of its other pages', async () => {
    const { runtime, full, own, other } = runtimeWithFragments()
    await runtime.activateLocale('en', [root.id, resultsRoute.id])
    expect(full).toHaveBeenCalledWith('en')
    expect(own).not.toHaveBeenCalled()
    await runtime.activateLocale('en', [root.id, otherRoute.id])
    expect(other).toHaveBeenCalledWith('en')
    expect(runtime.i18n._('full')).toBe('full')
    expect(runtime.i18n._('other')).toBe('other')
  })
})
