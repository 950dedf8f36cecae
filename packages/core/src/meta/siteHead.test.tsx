import { ApiError } from '@rihla/api-clients'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'

const routeTree = testRouteTree()
const slugs = { 'about-us': { ar: 'من-نحن' } }

const meta = (key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null
const link = (selector: string) => {
  const href = document.querySelector(`link[${selector}]`)?.getAttribute('href')
  return href ? decodeURI(href) : null
}
const jsonLd = () => {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]')
  return [...scripts].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('site head', () => {
  it('gives an English page its title, social card, canonical and alternate language links', async () => {
    await renderApp('/about-us', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    await waitFor(() => expect(document.title).toBe('Online Flights Booking | Rihla'))
    expect(meta('og:title')).toBe('Online Flights Booking | Rihla')
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect(meta('og:image')).toBe('https://rihla.example/share/site.png')
    expect(meta('og:locale')).toBe('en_SA')
    expect(meta('og:locale:alternate')).toBe('ar_SA')
    expect(link('rel="canonical"')).toBe('https://rihla.example/about-us')
    expect(link('rel="alternate"][hreflang="en"')).toBe('https://rihla.example/about-us')
    expect(link('rel="alternate"][hreflang="ar"')).toBe('https://rihla.example/ar/من-نحن')
    expect(link('rel="alternate"][hreflang="x-default"')).toBe('https://rihla.example/about-us')
  })

  it('describes the Saudi office as a local business open all week, 00:00 to 23:59', async () => {
    await renderApp('/about-us', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    await waitFor(() => expect(jsonLd()).toHaveLength(1))
    const [business] = jsonLd()
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      name: 'Rihla',
      telephone: '+966 11 520 4000',
      email: 'help@rihla.example',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Riyadh',
        addressCountry: 'SA',
        postalCode: '12214',
      },
      geo: { latitude: 24.6995, longitude: 46.6848 },
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
      sameAs: ['https://x.com/rihla_sa'],
    })
    const hours = business?.openingHoursSpecification as { dayOfWeek: string[] }
    expect(new Set(hours.dayOfWeek)).toEqual(
      new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    )
  })

  it('is in Arabic on an Arabic page, with the Arabic address as canonical', async () => {
    await renderApp('/ar/من-نحن', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    await waitFor(() => expect(document.title).toBe('حجز رحلات الطيران عبر الإنترنت | رحلة'))
    expect(meta('og:locale')).toBe('ar_SA')
    expect(meta('og:site_name')).toBe('رحلة')
    expect(link('rel="canonical"')).toBe('https://rihla.example/ar/من-نحن')
    expect(link('rel="alternate"][hreflang="en"')).toBe('https://rihla.example/about-us')
    expect(jsonLd()[0]).toMatchObject({ name: 'رحلة', address: { addressLocality: 'الرياض' } })
  })

  it('follows the visitor to the next page', async () => {
    const { router } = await renderApp('/about-us', { routeTree, handlers: siteHandlers(), slugs })
    await screen.findByRole('heading', { name: 'Test about' })
    await act(() => router.navigate({ href: '/' }))
    await screen.findByRole('heading', { name: 'Test home' })
    await waitFor(() => expect(link('rel="canonical"')).toBe('https://rihla.example/'))
    expect(link('rel="alternate"][hreflang="ar"')).toBe('https://rihla.example/ar')
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })

  it('leaves the business block out when the site settings did not load', async () => {
    await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({
        settings: new ApiError({ kind: 'http', status: 500, message: 'down', endpoint: 'settings' }),
      }),
    })
    await screen.findByRole('heading', { name: 'Test about' })
    await waitFor(() => expect(document.title).toBe('Online Flights Booking | Rihla'))
    expect(jsonLd()).toEqual([])
  })
})
