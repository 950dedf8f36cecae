import type { FakeHandlers } from '@rihla/core/testing'
import { errorRoutesFragment, localeRoute, mergeSlugs, rootRoute } from '@rihla/core/routing'
import { renderApp, resetApp, siteHandlers, testSettings } from '@rihla/core/testing'
import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shellFragment } from '../index'

// The site with the events package's detail page added.
const eventDetailRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'events/detail/$slug',
  component: () => <h1>Event detail</h1>,
})
const routeTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    ...shellFragment.routes,
    eventDetailRoute,
  }),
})

/** Featured events priced from SAR 100 (10 000 halalas) and from USD 40. */
const settings = {
  ...testSettings,
  home: {
    ...testSettings.home,
    featuredEvents: [
      ...testSettings.home.featuredEvents,
      {
        ...testSettings.home.featuredEvents[0]!,
        slug: 'formula-1-jeddah-2027',
        title: { en: 'Saudi Arabian Grand Prix 2027', ar: 'جائزة السعودية الكبرى 2027' },
        priceFrom: { amount: 4000, currency: 'USD' },
      },
    ],
  },
}

const renderHome = async (overrides: FakeHandlers, path = '/') => {
  const app = await renderApp(path, {
    routeTree,
    handlers: siteHandlers({ settings: () => ({ settings }), ...overrides }),
    catalogs: [errorRoutesFragment.catalog, shellFragment.catalog],
    slugs: mergeSlugs([shellFragment.slugs]),
  })
  await screen.findByRole('heading', { level: 1 })
  // The sections below the first screen load once Home is on screen.
  await screen.findByRole('region', { name: /Featured events|فعاليات مميزة/ })
  return app
}

/** Each event's title and its "From …" price. */
const prices = () =>
  within(screen.getByRole('region', { name: /Featured events|فعاليات مميزة/ }))
    .getAllByRole('listitem')
    .map((card) => [
      within(card).getByRole('heading').textContent,
      card.textContent?.replace(/\s/g, ' ').match(/(From|ابتداءً من) (.+)$/)?.[2],
    ])

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('FeaturedEvents prices', () => {
  it('are converted to the visitor’s currency with the server’s rates', async () => {
    // 100 SAR × 0.22989 = 22.989 EUR; 40 USD ÷ 0.26667 × 0.22989 = 34.4827… EUR.
    await renderHome({ clientCurrency: () => ({ client_currency: 'EUR' }) })
    expect(prices()).toEqual([
      ['The Saudi Cup 2027', '€22.99'],
      ['Saudi Arabian Grand Prix 2027', '€34.48'],
    ])
  })

  it('are left alone when already in the visitor’s currency', async () => {
    // 100 SAR × 0.26667 = 26.667 USD.
    await renderHome({ clientCurrency: () => ({ client_currency: 'USD' }) })
    expect(prices()).toEqual([
      ['The Saudi Cup 2027', '$26.67'],
      ['Saudi Arabian Grand Prix 2027', '$40'],
    ])
  })

  it('stay in their own currency when there is no rate for the visitor’s', async () => {
    await renderHome({ clientCurrency: () => ({ client_currency: 'JPY' }) })
    expect(prices()).toEqual([
      ['The Saudi Cup 2027', 'SAR 100'],
      ['Saudi Arabian Grand Prix 2027', '$40'],
    ])
  })

  it('follow a currency change made with the switch', async () => {
    await renderHome({})
    expect(prices()[0]).toEqual(['The Saudi Cup 2027', 'SAR 100'])
    await userEvent.click(screen.getByRole('button', { name: 'Currency: SAR. Change currency' }))
    await userEvent.click(await screen.findByRole('option', { name: /Euro/ }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Change currency?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change currency' }))
    await screen.findByRole('button', { name: 'Currency: EUR. Change currency' })
    expect(prices()[0]).toEqual(['The Saudi Cup 2027', '€22.99'])
  })
})

describe('FeaturedEvents links', () => {
  it('link each event to its detail page where the app has one', async () => {
    await renderHome({})
    const events = screen.getByRole('region', { name: 'Featured events' })
    expect(within(events).getByRole('link', { name: 'The Saudi Cup 2027' }).getAttribute('href')).toBe(
      '/events/detail/saudi-cup-2027',
    )
  })

  it('link to the Arabic detail page from the Arabic Home', async () => {
    await renderHome({}, '/ar')
    const events = screen.getByRole('region', { name: 'فعاليات مميزة' })
    expect(within(events).getByRole('link', { name: 'كأس السعودية 2027' }).getAttribute('href')).toBe(
      '/ar/events/detail/saudi-cup-2027',
    )
  })
})
