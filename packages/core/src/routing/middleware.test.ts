import type { ParsedLocation } from '@tanstack/react-router'
import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, testAppData, testUser } from '../testing'
import type { FakeHandlers } from '../testing'
import { APP_DATA_COOKIE, LOCALE_COOKIE, deleteCookie, readCookie, writeCookie } from '../state/cookies'
import { preferencesAtom } from '../state/preferences'
import { startApp } from '../bootstrap/startup'
import { userAtom } from '../state/session'
import { isPageCheckExcluded, navigationMiddleware, redirectCompleteAtom, requireAuth } from './middleware'
import { afterSignInHref } from './signIn'

const at = (href: string) => {
  const url = new URL(href, 'https://rihla.example')
  return {
    href: `${url.pathname}${url.search}${url.hash}`,
    pathname: url.pathname,
    searchStr: url.search,
    hash: url.hash.slice(1),
    search: Object.fromEntries(url.searchParams),
    state: {},
  } as unknown as ParsedLocation
}

const settings = {
  localization: { defaultCurrency: 'SAR', arabicCountries: ['SA', 'AE'] },
}

const handlers = (overrides: FakeHandlers = {}): FakeHandlers => ({
  widget: () => ({ Data: testAppData() }),
  settings: () => ({ settings }),
  utilities: () => ({
    utilities: {
      verticals: [],
      bookingServices: [],
      bookingTypes: [],
      bookingStatuses: [],
      passengerPrefixes: [],
      genders: [],
    },
  }),
  geolocation: () => ({ country: 'GB' }),
  supportedCurrencies: () => ({ currencies: [] }),
  clientCurrency: () => ({ client_currency: 'GBP' }),
  countries: () => ({ countries: [] }),
  pathLookup: () => ({ redirect: null }),
  ...overrides,
})

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isRedirect(error)) return error.options.href
    throw error
  }
  return null
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  deleteCookie(APP_DATA_COOKIE)
  deleteCookie(LOCALE_COOKIE)
  localStorage.clear()
})

describe('navigationMiddleware: startup', () => {
  it('loads app data, chooses English for a British visitor, and completes the redirect check', async () => {
    const { context, calls, activated } = createTestContext(handlers())
    expect(await redirectOf(navigationMiddleware(context, at('/')))).toBeNull()
    // The currency, the currency list and the countries arrive after the first page.
    await (
      await startApp(context, at('/'))
    ).background
    expect(activated).toEqual(['en'])
    expect(readCookie(LOCALE_COOKIE)).toBe('en')
    expect(context.store.get(preferencesAtom).selectedCurrency).toBe('GBP')
    expect(context.store.get(redirectCompleteAtom)).toBe(true)
    expect(calls.map((call) => call.name).sort()).toEqual(
      [
        'clientCurrency',
        'countries',
        'geolocation',
        'pathLookup',
        'settings',
        'supportedCurrencies',
        'utilities',
        'widget',
      ].sort(),
    )
  })

  it('sends a first visitor from an Arabic-speaking country to the Arabic site', async () => {
    const { context } = createTestContext(handlers({ geolocation: () => ({ country: 'SA' }) }))
    expect(await redirectOf(navigationMiddleware(context, at('/about-us?ref=x')))).toBe('/ar/about-us?ref=x')
    expect(readCookie(LOCALE_COOKIE)).toBe('ar')
  })

  it('keeps a visitor who chose Arabic on Arabic URLs', async () => {
    writeCookie(LOCALE_COOKIE, 'ar', 60)
    const { context, calls } = createTestContext(handlers())
    expect(await redirectOf(navigationMiddleware(context, at('/contact-us')))).toBe('/ar/contact-us')
    expect(calls.some((call) => call.name === 'geolocation')).toBe(false)
  })

  it('saves the language of a prefixed URL as the choice', async () => {
    writeCookie(LOCALE_COOKIE, 'en', 60)
    const { context } = createTestContext(handlers())
    expect(await redirectOf(navigationMiddleware(context, at('/ar/about-us')))).toBeNull()
    expect(readCookie(LOCALE_COOKIE)).toBe('ar')
    expect(context.store.get(preferencesAtom).selectedLanguage).toBe('ar')
  })

  it('removes the payload from the address once the widget data is stored', async () => {
    const { context } = createTestContext(handlers())
    expect(await redirectOf(navigationMiddleware(context, at('/?payload=abc.def&utm=mail')))).toBe(
      '/?utm=mail',
    )
  })

  it("applies the widget's default currency over the visitor's", async () => {
    const { context } = createTestContext(
      handlers({ widget: () => ({ Data: testAppData({ defaultCurrency: 'AED' }) }) }),
    )
    context.store.set(preferencesAtom, {
      selectedCurrency: 'USD',
      selectedLanguage: 'en',
      captchaToken: null,
    })
    await navigationMiddleware(context, at('/'))
    await (
      await startApp(context, at('/'))
    ).background
    expect(context.store.get(preferencesAtom).selectedCurrency).toBe('AED')
  })
})

describe('navigationMiddleware: root redirect', () => {
  const single = handlers({
    widget: () => ({ Data: testAppData({ styles: { allowedVerticals: ['airline'], primaryColor: null } }) }),
  })

  it("sends the root of a single-vertical widget to that vertical's home", async () => {
    const { context } = createTestContext(single)
    expect(await redirectOf(navigationMiddleware(context, at('/')))).toBe('/cheap-flights-in-saudi-arabia')
    expect(context.store.get(redirectCompleteAtom)).toBe(false)
  })

  it('uses the localized home in Arabic', async () => {
    const { context } = createTestContext(single, {
      slugs: { 'cheap-flights-in-saudi-arabia': { ar: 'طيران' } },
    })
    expect(await redirectOf(navigationMiddleware(context, at('/ar')))).toBe('/ar/طيران')
  })

  it('keeps the sign-in request, so the visitor returns to the booking step afterwards', async () => {
    const { context } = createTestContext(single)
    const search = '?signIn=required&redirect=%2Fflights%2Fpassenger-details%2Fref-1'
    const target = await redirectOf(navigationMiddleware(context, at(`/${search}`)))
    expect(target).toBe(`/cheap-flights-in-saudi-arabia${search}`)
    expect(afterSignInHref(at(target!))).toBe('/flights/passenger-details/ref-1')
  })

  it('leaves other pages of that widget alone', async () => {
    const { context } = createTestContext(single)
    expect(await redirectOf(navigationMiddleware(context, at('/about-us')))).toBeNull()
  })

  it('does not redirect when several verticals are allowed', async () => {
    const { context } = createTestContext(handlers())
    expect(await redirectOf(navigationMiddleware(context, at('/')))).toBeNull()
  })
})

describe('navigationMiddleware: path lookup (routing middleware)', () => {
  it('follows an internal redirect in the router', async () => {
    const { context } = createTestContext(
      handlers({ pathLookup: () => ({ redirect: { to: '/about-us', status: 301, external: false } }) }),
    )
    expect(await redirectOf(navigationMiddleware(context, at('/about')))).toBe('/about-us')
  })

  it('sends the browser to an external redirect', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const { context } = createTestContext(
      handlers({
        pathLookup: () => ({
          redirect: { to: 'https://www.vision2030.gov.sa/', status: 302, external: true },
        }),
      }),
    )
    const navigation = navigationMiddleware(context, at('/vision-2030'))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.vision2030.gov.sa/'))
    let settled = false
    void navigation.finally(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
  })

  it('skips the lookup on the excluded paths', async () => {
    const { context, calls } = createTestContext(handlers())
    await navigationMiddleware(context, at('/404'))
    expect(calls.some((call) => call.name === 'pathLookup')).toBe(false)
  })

  it('carries on when the lookup fails', async () => {
    const { ApiError } = await import('@rihla/api-clients')
    const { context } = createTestContext(
      handlers({ pathLookup: new ApiError({ kind: 'network', message: 'down', endpoint: 'pathLookup' }) }),
    )
    expect(await redirectOf(navigationMiddleware(context, at('/about-us')))).toBeNull()
  })
})

describe('isPageCheckExcluded', () => {
  it('excludes the error pages, underscore paths and the favicon, in any locale', () => {
    for (const path of ['/error', '/404', '/500', '/ar/404', '/_nuxt/x', '/favicon.ico']) {
      expect(isPageCheckExcluded(path), path).toBe(true)
    }
    for (const path of ['/', '/about-us', '/ar/about-us', '/errors']) {
      expect(isPageCheckExcluded(path), path).toBe(false)
    }
  })
})

describe('requireAuth (the auth middleware)', () => {
  it('sends a visitor to sign-in on Home in their language, with where they were going', async () => {
    const { context } = createTestContext({})
    const href = await redirectOf(requireAuth(context, at('/ar/bookings?tab=past')))
    expect(href).toBe('/ar?signIn=required&redirect=%2Far%2Fbookings%3Ftab%3Dpast')
    // …and once they have signed in, back there.
    expect(afterSignInHref(at(href!))).toBe('/ar/bookings?tab=past')
  })

  it('lets a signed-in user through', async () => {
    const { context } = createTestContext({})
    context.store.set(userAtom, testUser)
    expect(await redirectOf(requireAuth(context, at('/bookings')))).toBeNull()
  })

  it('waits for the user this browser kept, when the page has not read it yet', async () => {
    localStorage.setItem('rihla:user', JSON.stringify(testUser))
    const { context } = createTestContext({})
    expect(await redirectOf(requireAuth(context, at('/bookings')))).toBeNull()
    expect(context.store.get(userAtom)).toEqual(testUser)
  })
})
