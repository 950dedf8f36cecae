import { createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localeRoute } from '../routing/localeRoute'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'
import { pageHead, pageTitle } from './pageHead'

const hotelsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'best-hotels-in-saudi-arabia',
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Test hotels',
      description: 'Stays across the Kingdom.',
      image: 'hotel',
      url: 'https://rihla.example/best-hotels-in-saudi-arabia?city=RUH',
    }),
  component: () => <h1>Test hotels</h1>,
})
const accountRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'account',
  head: ({ match }) => pageTitle('Test account', match.context.locale),
  component: () => <h1>Test account</h1>,
})
const routeTree = testRouteTree({ hotelsRoute, accountRoute })

const metaKeys = () =>
  [...document.querySelectorAll('meta')].map(
    (tag) => tag.getAttribute('name') ?? tag.getAttribute('property'),
  )
const meta = (key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('a page head over the site head', () => {
  it('replaces the site title, description, image and address, keeping one tag of each', async () => {
    await renderApp('/best-hotels-in-saudi-arabia', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test hotels' })
    await waitFor(() => expect(document.title).toBe('Test hotels | Rihla'))
    expect(document.querySelectorAll('title')).toHaveLength(1)
    const keys = metaKeys()
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    expect(meta('og:title')).toBe('Test hotels | Rihla')
    expect(meta('twitter:title')).toBe('Test hotels | Rihla')
    expect(meta('description')).toBe('Stays across the Kingdom.')
    expect(meta('og:description')).toBe('Stays across the Kingdom.')
    expect(meta('twitter:description')).toBe('Stays across the Kingdom.')
    expect(meta('og:image')).toBe('https://rihla.example/share/hotels.png')
    expect(meta('twitter:image')).toBe('https://rihla.example/share/hotels.png')
    expect(meta('og:image:alt')).toBe('Rihla: hotels across Saudi Arabia')
    expect(meta('og:url')).toBe('https://rihla.example/best-hotels-in-saudi-arabia?city=RUH')
    // The site's tags a page does not replace stay.
    expect(meta('og:site_name')).toBe('Rihla')
    expect(meta('twitter:card')).toBe('summary_large_image')
    // og:image's structured properties follow the image they describe.
    const image = keys.indexOf('og:image')
    expect(keys.slice(image, image + 5)).toEqual([
      'og:image',
      'og:image:type',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ])
  })

  it('is in Arabic on an Arabic page', async () => {
    await renderApp('/ar/best-hotels-in-saudi-arabia', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test hotels' })
    await waitFor(() => expect(document.title).toBe('Test hotels | رحلة'))
    expect(meta('og:image:alt')).toBe('رحلة: الفنادق في أنحاء السعودية')
  })

  it('with a title alone, keeps the site description and image', async () => {
    await renderApp('/account', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('heading', { name: 'Test account' })
    await waitFor(() => expect(document.title).toBe('Test account | Rihla'))
    expect(meta('og:title')).toBe('Test account | Rihla')
    expect(meta('description')).toMatch(/^Book flights, hotels/)
    expect(meta('og:image')).toBe('https://rihla.example/share/site.png')
    expect(meta('og:url')).toBe('https://rihla.example/account')
  })
})
