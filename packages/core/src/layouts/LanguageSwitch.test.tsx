import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preferencesAtom } from '../state/preferences'
import { LOCALE_COOKIE, readCookie } from '../state/cookies'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'

const routeTree = testRouteTree()
const slugs = { 'about-us': { ar: 'من-نحن' } }

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('LanguageSwitch', () => {
  it('links to the same page, with its query, at its Arabic address', async () => {
    await renderApp('/about-us?ref=footer', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    const link = screen.getByRole('link', { name: 'العربية' })
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/ar/من-نحن?ref=footer')
    expect(link.getAttribute('lang')).toBe('ar')
  })

  it('marks the link with the language it leads to', async () => {
    await renderApp('/about-us', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('hreflang')).toBe('ar')
  })

  it('switches the page to Arabic, right to left, and saves the choice', async () => {
    const { router, context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    await userEvent.click(screen.getByRole('link', { name: 'العربية' }))

    const back = await screen.findByRole('link', { name: 'English' })
    expect(back.getAttribute('href')).toBe('/about-us')
    expect(router.state.location.pathname).toBe('/ar/about-us')
    expect(decodeURIComponent(window.location.pathname)).toBe('/ar/من-نحن')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(readCookie(LOCALE_COOKIE)).toBe('ar')
    expect(context.store.get(preferencesAtom).selectedLanguage).toBe('ar')
    // The shell itself is in Arabic now.
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' }).getAttribute('href')).toBe('#main')
  })

  it('switches an Arabic page back to English and stays there', async () => {
    const { router } = await renderApp('/ar/من-نحن', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    expect(readCookie(LOCALE_COOKIE)).toBe('ar')
    await userEvent.click(screen.getByRole('link', { name: 'English' }))

    await screen.findByRole('link', { name: 'العربية' })
    // Without the saved choice the unprefixed address would send an Arabic visitor back to /ar.
    expect(router.state.location.pathname).toBe('/about-us')
    expect(readCookie(LOCALE_COOKIE)).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(document.documentElement.lang).toBe('en')
  })
})
