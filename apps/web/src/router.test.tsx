import { ApiError } from '@rihla/api-clients'
import { mergeSlugs } from '@rihla/core/routing'
import type { FakeHandlers } from '@rihla/core/testing'
import { renderApp, resetApp, siteHandlers } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fragments, routeTree } from './router'

const PAGES = ['about-us', 'contact-us', 'privacy-policy', 'terms-conditions', 'faq']

const renderSite = (path: string, handlers: FakeHandlers = siteHandlers({}, PAGES)) =>
  renderApp(path, {
    routeTree,
    handlers,
    catalogs: fragments.map((fragment) => fragment.catalog),
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
  })

const pageSlugsAsked = (calls: { name: string; input: unknown }[]) =>
  calls
    .filter((call) => call.name === 'page')
    .map((call) => (call.input as { params: { slug: string } }).params.slug)

const notFoundText = async () => {
  const main = await screen.findByRole('main')
  await within(main).findByRole('heading', { level: 1, name: 'Page Not Found' })
  return main.textContent
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('Home', () => {
  it.each([
    ['/', 'en', 'ltr', 'Your journey across Saudi Arabia starts here'],
    ['/en', 'en', 'ltr', 'Your journey across Saudi Arabia starts here'],
    ['/ar', 'ar', 'rtl', 'رحلتك في أنحاء المملكة تبدأ من هنا'],
  ])('%s is Home in %s, %s', async (path, lang, dir, heading) => {
    const { router, calls } = await renderSite(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(document.documentElement.lang).toBe(lang)
    expect(document.documentElement.dir).toBe(dir)
    expect(router.state.location.pathname).toBe(path)
    // A locale code is never taken for a page slug.
    expect(pageSlugsAsked(calls)).toEqual([])
  })
})

describe('content pages', () => {
  it('serves /faq as the page faq, with its own title', async () => {
    const { calls } = await renderSite('/faq')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page faq' })).toBeTruthy()
    expect(screen.getByText('The body of faq.')).toBeTruthy()
    expect(pageSlugsAsked(calls)).toEqual(['faq'])
    await waitFor(() => expect(document.title).toBe('Page faq | Rihla'))
  })

  it('serves a page at its Arabic address', async () => {
    const { calls, router } = await renderSite('/ar/الأسئلة-الشائعة')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page faq' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/ar/faq')
    expect(document.documentElement.dir).toBe('rtl')
    expect(pageSlugsAsked(calls)).toEqual(['faq'])
  })

  it('moves an Arabic page addressed by its English slug to its Arabic address', async () => {
    const { router } = await renderSite('/ar/about-us')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page about-us' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/ar/about-us')
    expect(decodeURIComponent(window.location.pathname)).toBe('/ar/من-نحن')
  })

  it.each(['/about-us', '/privacy-policy', '/terms-conditions', '/contact-us'])(
    '%s is its static page',
    async (path) => {
      const { calls } = await renderSite(path)
      expect(await screen.findByRole('heading', { level: 1, name: `Page ${path.slice(1)}` })).toBeTruthy()
      expect(pageSlugsAsked(calls)).toEqual([path.slice(1)])
    },
  )
})

describe('the footer', () => {
  it('links to the content pages at their addresses in the page’s language', async () => {
    await renderSite('/ar')
    await screen.findByRole('heading', { level: 1 })
    const footer = await screen.findByRole('contentinfo')
    const href = (name: string) =>
      decodeURI(within(footer).getByRole('link', { name }).getAttribute('href') ?? '')
    expect(href('من نحن')).toBe('/ar/من-نحن')
    expect(href('الأسئلة الشائعة')).toBe('/ar/الأسئلة-الشائعة')
  })
})

describe('addresses that are not pages', () => {
  it('/fr/about-us is a 404: fr is not a locale and the path is not a slug', async () => {
    const { calls } = await renderSite('/fr/about-us')
    expect(await notFoundText()).toContain('Page not found: /fr/about-us')
    expect(pageSlugsAsked(calls)).toEqual([])
  })

  it('a page the API does not know is the 404 page', async () => {
    const { calls } = await renderSite('/a-page-nobody-wrote')
    expect(await notFoundText()).toContain('Page not found: /a-page-nobody-wrote')
    expect(pageSlugsAsked(calls)).toEqual(['a-page-nobody-wrote'])
  })

  it('an address that cannot be a slug is a 404 without asking the API', async () => {
    const { calls } = await renderSite('/Travel_Guide')
    expect(await notFoundText()).toContain('Page not found: /Travel_Guide')
    expect(pageSlugsAsked(calls)).toEqual([])
  })

  it('an unknown Arabic page is a 404 in Arabic', async () => {
    await renderSite('/ar/no-such-page')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy()
    expect(main.textContent).toContain('الصفحة غير موجودة: /ar/no-such-page')
  })

  it('a page whose API call fails otherwise is an error page, not a 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderSite(
      '/faq',
      siteHandlers({
        page: new ApiError({ kind: 'http', status: 500, message: 'Something went wrong!', endpoint: 'page' }),
      }),
    )
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeTruthy()
    expect(within(main).getByText('500', { exact: true })).toBeTruthy()
  })
})
