import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalAtom, openModalNamesAtom } from '../state/modals'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'

const routeTree = testRouteTree()

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('attachRouter', () => {
  it('closes every open modal when the route changes', async () => {
    const { router, context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    for (const name of ['loginModal', 'priceModal', 'sessionExpire'] as const)
      context.store.set(modalAtom(name), true)
    expect(context.store.get(openModalNamesAtom)).toEqual(['loginModal', 'sessionExpire', 'priceModal'])

    await act(() => router.navigate({ href: '/' }))
    expect(await screen.findByRole('heading', { name: 'Test home' })).toBeTruthy()
    expect(context.store.get(openModalNamesAtom)).toEqual([])
  })

  it('closes the currency picker’s confirmation when the visitor follows a link instead', async () => {
    const { context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    context.store.set(modalAtom('confirmModal'), true)
    await userEvent.click(screen.getByRole('link', { name: 'Rihla home' }))
    expect(await screen.findByRole('heading', { name: 'Test home' })).toBeTruthy()
    expect(context.store.get(modalAtom('confirmModal'))).toBe(false)
  })

  it('keeps the modals open when the router only loads the same page again', async () => {
    const { router, context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    context.store.set(modalAtom('priceModal'), true)
    await act(() => router.invalidate())
    expect(screen.getByRole('heading', { name: 'Test about' })).toBeTruthy()
    expect(context.store.get(openModalNamesAtom)).toEqual(['priceModal'])

    await act(() => router.navigate({ href: '/about-us?tab=contact' }))
    expect(context.store.get(openModalNamesAtom)).toEqual([])
  })

  it('stops closing modals once detached', async () => {
    const { router, context, detach } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    detach()
    context.store.set(modalAtom('loginModal'), true)
    await act(() => router.navigate({ href: '/' }))
    expect(await screen.findByRole('heading', { name: 'Test home' })).toBeTruthy()
    expect(context.store.get(modalAtom('loginModal'))).toBe(true)
  })

  it('makes the next navigation a full page load after a chunk failed to load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const { router } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test about' })
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)

    void router.navigate({ href: '/' })
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Test about')
  })
})
