import { ApiError } from '@rihla/api-clients'
import { createRoute } from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localeRoute } from '../routing'
import { deferred, renderApp, resetApp, siteHandlers, testAppData, testRouteTree } from '../testing'

const brokenRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'broken-with-own-error',
  loader: () => {
    throw new Error('The seat map did not load')
  },
  errorComponent: () => <p>The seat map did not load</p>,
  component: () => <p>never shown</p>,
})
const blankRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'payment-response',
  staticData: { layout: 'blank' },
  component: () => <h1>Payment received</h1>,
})
const routeTree = testRouteTree({ brokenRoute, blankRoute })

const layoutParts = () => ({
  header: screen.queryByRole('banner'),
  footer: screen.queryByRole('contentinfo'),
  currencySwitch: screen.queryByRole('button', { name: /Change currency/ }),
  main: screen.queryByRole('main'),
})

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
// React reports every error a boundary catches; these tests cause them on purpose.
const quietBoundaryErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(resetApp)

describe('AppShell', () => {
  it('wraps a page in the default layout: header with the switches, main, footer', async () => {
    await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Test about' })
    // The footer loads once the page is on screen.
    await screen.findByRole('contentinfo')
    const parts = layoutParts()
    expect(parts.main?.contains(heading)).toBe(true)
    expect(parts.header).not.toBeNull()
    expect(parts.footer).not.toBeNull()
    expect(parts.currencySwitch).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main')
  })

  it('uses the error layout, without the site footer, for an address no route matches', async () => {
    await renderApp('/no/such/page', { routeTree, handlers: siteHandlers() })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })
    const parts = layoutParts()
    expect(parts.main?.contains(heading)).toBe(true)
    expect(parts.header).not.toBeNull()
    expect(parts.footer).toBeNull()
    expect(parts.currencySwitch).toBeNull()
    // The error frame still lets the visitor switch language.
    expect(screen.getByRole('link', { name: /العربية/ })).toBeTruthy()
  })

  it('uses the error layout for an error at the root (the widget data failed to load)', async () => {
    quietBoundaryErrors()
    await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({
        widget: new ApiError({ kind: 'network', message: 'offline', endpoint: 'widget' }),
      }),
    })
    const heading = await screen.findByRole('heading', { level: 1, name: 'No response from server' })
    expect(layoutParts().main?.contains(heading)).toBe(true)
    expect(layoutParts().footer).toBeNull()
    expect(screen.queryByText('Test about')).toBeNull()
  })

  it('keeps the default layout when a route shows its own error', async () => {
    quietBoundaryErrors()
    await renderApp('/broken-with-own-error', { routeTree, handlers: siteHandlers() })
    const message = await screen.findByText('The seat map did not load')
    expect(layoutParts().main?.contains(message)).toBe(true)
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
  })

  it('uses the layout a route names: blank has neither header nor footer', async () => {
    await renderApp('/payment-response', { routeTree, handlers: siteHandlers() })
    const heading = await screen.findByRole('heading', { name: 'Payment received' })
    expect(layoutParts().main?.contains(heading)).toBe(true)
    expect(layoutParts().header).toBeNull()
    expect(layoutParts().footer).toBeNull()
  })

  it('changes layout as the visitor moves between a page and an address that is none', async () => {
    const { router } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    await act(() => router.navigate({ href: '/gone-for-good' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    expect(layoutParts().footer).toBeNull()
    await act(() => router.navigate({ href: '/' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Test home' })).toBeTruthy()
    expect(layoutParts().footer).not.toBeNull()
  })

  it('renders nothing while the app starts, then dismisses the loading screen with the first page', async () => {
    const boot = document.createElement('div')
    boot.id = 'boot'
    boot.setAttribute('role', 'progressbar')
    document.body.append(boot)
    const widget = deferred<'widget'>()
    const app = await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({ widget: widget.handler }),
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(app.container.textContent).toBe('')
    expect(layoutParts().main).toBeNull()
    expect(boot.classList.contains('done')).toBe(false)

    widget.resolve({ Data: testAppData() })
    expect(await screen.findByRole('heading', { name: 'Test about' })).toBeTruthy()
    expect(boot.classList.contains('done')).toBe(true)
    expect(boot.getAttribute('aria-hidden')).toBe('true')
    expect(boot.hasAttribute('role')).toBe(false)
    boot.remove()
  })
})
