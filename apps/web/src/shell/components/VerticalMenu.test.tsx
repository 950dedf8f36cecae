import { errorRoutesFragment, localeRoute, mergeSlugs, rootRoute } from '@rihla/core/routing'
import { renderApp, resetApp, siteHandlers, testAppData } from '@rihla/core/testing'
import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shellFragment } from '../index'

// The site with one vertical's home added, as it is once the flights package joins the app.
const flightsHomeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'cheap-flights-in-saudi-arabia',
  component: () => <h1>Flights home</h1>,
})
const routeTree = rootRoute.addChildren({
  localeRoute: localeRoute.addChildren({
    ...errorRoutesFragment.routes,
    ...shellFragment.routes,
    flightsHomeRoute,
  }),
})

const renderSite = async (path: string) => {
  const app = await renderApp(path, {
    routeTree,
    handlers: siteHandlers({
      widget: () => ({
        Data: testAppData({
          styles: { allowedVerticals: ['airline', 'hotel', 'my_bookings', 'support'], primaryColor: null },
        }),
      }),
    }),
    catalogs: [errorRoutesFragment.catalog, shellFragment.catalog],
    slugs: mergeSlugs([shellFragment.slugs]),
  })
  await screen.findByRole('heading', { level: 1 })
  return app
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('VerticalMenu', () => {
  it('lists only the allowed booking verticals and links only to those with pages', async () => {
    await renderSite('/')
    const menu = screen.getByRole('navigation', { name: 'Book' })
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flights', 'Hotels'])
    const links = within(menu).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Flights', '/cheap-flights-in-saudi-arabia'],
    ])
  })

  it('takes the visitor to the vertical’s home', async () => {
    const { router } = await renderSite('/')
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Book' })).getByRole('link', { name: 'Flights' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights home' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cheap-flights-in-saudi-arabia')
  })

  it('links to the Arabic home of a vertical from the Arabic site', async () => {
    await renderSite('/ar')
    const menu = screen.getByRole('navigation', { name: 'احجز' })
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['الطيران', 'الفنادق'])
    expect(within(menu).getByRole('link', { name: 'الطيران' }).getAttribute('href')).toBe(
      '/ar/cheap-flights-in-saudi-arabia',
    )
  })
})

describe('the header and the booking services follow the same rule', () => {
  it('links only to verticals with pages, and marks the current one', async () => {
    await renderSite('/cheap-flights-in-saudi-arabia')
    const header = screen.getByRole('navigation', { name: 'Main' })
    const [flights, ...others] = within(header).getAllByRole('link')
    expect(others).toEqual([])
    expect(flights?.textContent).toBe('Flights')
    expect(flights?.getAttribute('aria-current')).toBe('page')
  })

  it('gives a booking service a link only where its vertical has pages', async () => {
    await renderSite('/')
    const services = await screen.findByRole('region', { name: 'Everything for your trip' })
    expect(within(services).getByRole('link', { name: 'Flights' }).getAttribute('href')).toBe(
      '/cheap-flights-in-saudi-arabia',
    )
    expect(within(services).getByRole('heading', { level: 3, name: 'Hotels' }).querySelector('a')).toBeNull()
  })
})
