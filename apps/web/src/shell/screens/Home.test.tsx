import type { ResponseOf } from '@rihla/api-contract'
import { ApiError } from '@rihla/api-clients'
import { mergeSlugs } from '@rihla/core/routing'
import type { FakeHandlers } from '@rihla/core/testing'
import {
  deferred,
  renderApp,
  resetApp,
  siteHandlers,
  testAppData,
  testSettings,
  testUtilities,
} from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fragments, routeTree } from '../../router'

const renderHome = async (handlers: FakeHandlers, path = '/') => {
  const app = await renderApp(path, {
    routeTree,
    handlers,
    catalogs: fragments.map((fragment) => fragment.catalog),
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
  })
  await screen.findByRole('heading', { level: 1 })
  // The sections below the first screen load once Home is on screen.
  await screen.findByRole('region', { name: /Featured events|فعاليات مميزة/ })
  return app
}

const section = (name: string) => screen.getByRole('region', { name })
const failure = (endpoint: string) =>
  new ApiError({ kind: 'http', status: 503, message: 'Unavailable', endpoint })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('Home sections', () => {
  it('show the offers, booking services and featured events the API gives', async () => {
    await renderHome(siteHandlers())
    const offers = section('Offers for you')
    expect(within(offers).getByRole('heading', { name: 'Up to 25% off Riyadh hotels' })).toBeTruthy()
    expect(offers.textContent).toContain('25% off')
    expect(offers.textContent).toContain('Code STAY25')
    expect(within(offers).getByRole('button', { name: 'Copy promo code STAY25' })).toBeTruthy()

    const services = section('Everything for your trip')
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Flights', 'Hotels', 'Buses', 'Trains', 'Events'])

    const events = section('Featured events')
    expect(within(events).getByRole('heading', { name: 'The Saudi Cup 2027' })).toBeTruthy()
    expect(events.textContent).toContain('King Abdulaziz Racetrack, Riyadh')
    // The event's title links to its page.
    expect(within(events).getByRole('link', { name: 'The Saudi Cup 2027' }).getAttribute('href')).toBe(
      '/events/detail/saudi-cup-2027',
    )
  })

  it('are in Arabic on the Arabic Home', async () => {
    await renderHome(siteHandlers(), '/ar')
    const offers = section('عروض لك')
    expect(within(offers).getByRole('heading', { name: 'خصم يصل إلى 25% على فنادق الرياض' })).toBeTruthy()
    expect(within(section('فعاليات مميزة')).getByRole('heading', { name: 'كأس السعودية 2027' })).toBeTruthy()
    expect(within(section('كل ما تحتاجه لرحلتك')).getByRole('heading', { name: 'الفنادق' })).toBeTruthy()
  })

  it('show an error with a retry that fetches again, loading meanwhile', async () => {
    let answer: () => ResponseOf<'settings'> = () => {
      throw failure('settings')
    }
    const { calls } = await renderHome(siteHandlers({ settings: () => answer() }))
    const offers = section('Offers for you')
    // The events, mounting later in their own chunk, try the failed settings once more as they mount,
    // so each section is awaited on its own.
    expect(await within(offers).findByRole('heading', { name: 'This section did not load' })).toBeTruthy()
    expect(
      await within(section('Featured events')).findByRole('heading', { name: 'This section did not load' }),
    ).toBeTruthy()
    expect(offers.textContent).toContain('Check your connection and try again.')

    const settingsCalls = () => calls.filter((call) => call.name === 'settings').length
    const before = settingsCalls()
    const retry = deferred<'settings'>()
    answer = retry.handler
    await userEvent.click(within(offers).getByRole('button', { name: 'Try again' }))

    expect(await within(offers).findByRole('status', { name: 'Loading offers' })).toBeTruthy()
    expect(within(section('Featured events')).getByRole('status', { name: 'Loading events' })).toBeTruthy()
    expect(settingsCalls()).toBe(before + 1)

    retry.resolve({ settings: testSettings })
    expect(await within(offers).findByRole('heading', { name: 'Up to 25% off Riyadh hotels' })).toBeTruthy()
    expect(
      within(section('Featured events')).getByRole('heading', { name: 'The Saudi Cup 2027' }),
    ).toBeTruthy()
  })

  it('retry the booking services on their own', async () => {
    let answer: () => ResponseOf<'utilities'> = () => {
      throw failure('utilities')
    }
    await renderHome(siteHandlers({ utilities: () => answer() }))
    const services = section('Everything for your trip')
    expect(await within(services).findByRole('heading', { name: 'This section did not load' })).toBeTruthy()
    // The other sections come from the settings, which loaded.
    expect(
      within(section('Offers for you')).getByRole('heading', { name: 'Up to 25% off Riyadh hotels' }),
    ).toBeTruthy()

    answer = () => ({ utilities: testUtilities })
    await userEvent.click(within(services).getByRole('button', { name: 'Try again' }))
    expect(await within(services).findByRole('heading', { name: 'Trains' })).toBeTruthy()
  })

  it('say so when there is nothing to show', async () => {
    await renderHome(
      siteHandlers({
        settings: () => ({ settings: { ...testSettings, home: { offers: [], featuredEvents: [] } } }),
        utilities: () => ({ utilities: { ...testUtilities, bookingServices: [] } }),
      }),
    )
    const offers = section('Offers for you')
    expect(within(offers).getByRole('heading', { name: 'No offers today' })).toBeTruthy()
    expect(offers.textContent).toContain('New offers appear here as soon as our partners publish them.')
    expect(
      within(section('Featured events')).getByRole('heading', { name: 'No featured events' }),
    ).toBeTruthy()
    expect(
      within(section('Everything for your trip')).getByRole('heading', { name: 'Nothing to book here' }),
    ).toBeTruthy()
  })

  it('offer only the services of the verticals the widget allows', async () => {
    await renderHome(
      siteHandlers({
        widget: () => ({
          Data: testAppData({
            styles: { allowedVerticals: ['hotel', 'event', 'support'], primaryColor: null },
          }),
        }),
      }),
    )
    const services = section('Everything for your trip')
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hotels', 'Events'])
  })
})

describe('VerticalMenu on the site', () => {
  it('names every allowed booking vertical, linking those the app has pages for', async () => {
    await renderHome(siteHandlers())
    const menu = screen.getByRole('navigation', { name: 'Book' })
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flights', 'Hotels', 'Buses', 'Trains', 'Events'])
    const links = (scope: HTMLElement) =>
      within(scope)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    const built = [
      ['Flights', '/cheap-flights-in-saudi-arabia'],
      ['Hotels', '/best-hotels-in-saudi-arabia'],
      ['Buses', '/bus/search'],
      ['Trains', '/train/search'],
      ['Events', '/events-in-saudi-arabia'],
    ]
    expect(links(menu)).toEqual(built)
    expect(links(screen.getByRole('navigation', { name: 'Main' }))).toEqual(built)
  })

  it('leaves out what the widget does not allow', async () => {
    await renderHome(
      siteHandlers({
        widget: () => ({
          Data: testAppData({
            styles: { allowedVerticals: ['train', 'bus', 'my_bookings'], primaryColor: null },
          }),
        }),
      }),
    )
    const menu = screen.getByRole('navigation', { name: 'Book' })
    // In the menu's order, whatever order the widget lists them in.
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Buses', 'Trains'])
  })
})
