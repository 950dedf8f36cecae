import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ApiError } from '@rihla/api-clients'
import { SHARE_IMAGES, mergeSlugs } from '@rihla/core/routing'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, resetApp } from '@rihla/core/testing'
import type { Locale } from '@rihla/i18n'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fragments, routeTree } from './router'
import { PUBLIC_PAGES, publicPageHandlers, searchDate } from './testing/publicPages'

const ORIGIN = 'https://rihla.example'

const renderPage = (path: string, handlers: FakeHandlers) =>
  renderApp(path, {
    routeTree,
    handlers,
    catalogs: fragments.map((fragment) => fragment.catalog),
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
  })

const metas = (key: string) =>
  [...document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map(
    (tag) => tag.getAttribute('content') ?? '',
  )
const meta = (key: string) => metas(key)[0] ?? null
const link = (selector: string) => {
  const href = document.querySelector(`link[${selector}]`)?.getAttribute('href')
  return href ? decodeURI(href) : null
}

/** Every meta name or property the head carries more than once: one value each is all a crawler reads. */
const repeatedMeta = () => {
  const keys = [...document.querySelectorAll('meta')].map(
    (tag) => tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('charset'),
  )
  return keys.filter((key, index) => keys.indexOf(key) !== index)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

const cases = PUBLIC_PAGES.flatMap((page) => (['en', 'ar'] as const).map((locale) => [page, locale] as const))

describe.each(cases)('the head of %s in %s', (page, locale: Locale) => {
  it('names the page, describes it and previews it with its vertical’s image, each tag once', async () => {
    await renderPage(page.path[locale], publicPageHandlers(locale))
    await screen.findByRole('heading', { level: 1, name: page.heading[locale] })
    await waitFor(() => expect(document.title).toBe(page.title[locale]))

    expect(document.querySelectorAll('title')).toHaveLength(1)
    expect(repeatedMeta()).toEqual([])
    expect(meta('og:title')).toBe(page.title[locale])
    expect(meta('twitter:title')).toBe(page.title[locale])
    if (page.description) {
      expect(meta('description')).toBe(page.description[locale])
      expect(meta('og:description')).toBe(page.description[locale])
      expect(meta('twitter:description')).toBe(page.description[locale])
    } else {
      expect(meta('description')).toBeTruthy()
    }

    const image = `${ORIGIN}${SHARE_IMAGES[page.image].path}`
    expect(meta('og:image')).toBe(image)
    expect(meta('twitter:image')).toBe(image)
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630'])
    expect(meta('og:image:alt')).toMatch(locale === 'ar' ? /رحلة/ : /Rihla/)
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect(meta('og:locale')).toBe(locale === 'ar' ? 'ar_SA' : 'en_SA')

    expect(decodeURI(meta('og:url') ?? '')).toBe(page.url[locale])
    expect(link('rel="canonical"')).toBe(page.canonical[locale])
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(link('rel="alternate"][hreflang="en"')).toBe(page.canonical.en)
    expect(link('rel="alternate"][hreflang="ar"')).toBe(page.canonical.ar)
    expect(link('rel="alternate"][hreflang="x-default"')).toBe(page.canonical.en)

    const jsonLd = document.querySelectorAll('script[type="application/ld+json"]')
    expect(jsonLd).toHaveLength(1)
    expect(JSON.parse(jsonLd[0]!.textContent ?? '')).toMatchObject({ '@type': 'TravelAgency' })
  })
})

describe('a flight results link', () => {
  const results = PUBLIC_PAGES.find((page) => page.name === 'flight results')!

  it('is titled without a price when the fares could not be had, and the page still shows', async () => {
    const handlers = publicPageHandlers('en', {
      calendarFares: new ApiError({ kind: 'http', status: 500, message: 'down', endpoint: 'calendarFares' }),
    })
    await renderPage(results.path.en, handlers)
    await screen.findByRole('heading', { level: 1, name: results.heading.en })
    const [withoutPrice] = results.title.en.split(' · from ')
    await waitFor(() => expect(document.title).toBe(`${withoutPrice} | Rihla`))
    expect(meta('og:title')).toBe(`${withoutPrice} | Rihla`)
  })

  it('is titled with the fare in the visitor’s currency, the one the loader fetched', async () => {
    const handlers = publicPageHandlers('en', {
      clientCurrency: () => ({ client_currency: 'GBP' }),
      calendarFares: ({ query }) => ({
        fares: [
          { date: searchDate, price: { amount: 5120, currency: (query as { currency: string }).currency } },
        ],
      }),
    })
    await renderPage(results.path.en, handlers)
    await screen.findByRole('heading', { level: 1, name: results.heading.en })
    const [withoutPrice] = results.title.en.split(' · from ')
    await waitFor(() => expect(document.title).toBe(`${withoutPrice} · from £51.20 | Rihla`))
  })

  it('asks for the fares once: the strip reads what the loader fetched for the title', async () => {
    const { calls } = await renderPage(results.path.en, publicPageHandlers('en'))
    await waitFor(() => expect(document.title).toBe(results.title.en))
    await screen.findByRole('navigation', { name: 'Lowest fares by day' })
    expect(calls.filter((call) => call.name === 'calendarFares')).toHaveLength(1)
  })
})

describe('the share images', () => {
  const paths = Object.values(SHARE_IMAGES).map((image) => image.path)
  it.each(paths)('%s is a 1200×630 PNG in the public folder', async (path) => {
    const png = await readFile(join(import.meta.dirname, '../public', path))
    // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
