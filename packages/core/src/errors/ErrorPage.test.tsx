import { ApiError } from '@rihla/api-clients'
import { createRoute, notFound } from '@tanstack/react-router'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localeRoute } from '../routing'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'

const offlineRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'offline-page',
  loader: () => {
    throw new ApiError({ kind: 'network', message: 'Failed to fetch', endpoint: 'page' })
  },
  component: () => null,
})
const unavailableRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'unavailable-page',
  loader: () => {
    throw new ApiError({
      kind: 'http',
      status: 503,
      message: 'Bookings are paused for maintenance',
      endpoint: 'page',
    })
  },
  component: () => null,
})
const crashingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'crashing-page',
  loader: () => {
    throw new TypeError('Cannot read properties of undefined')
  },
  component: () => null,
})
const validatedRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'events/$slug',
  loader: () => {
    throw notFound()
  },
  component: () => null,
})
const routeTree = testRouteTree({ offlineRoute, unavailableRoute, crashingRoute, validatedRoute })

const offline = new ApiError({ kind: 'network', message: 'Failed to fetch', endpoint: 'widget' })

/** What the error page says: its status, title, description and artwork. */
async function errorPage() {
  const main = await screen.findByRole('main')
  const heading = await within(main).findByRole('heading', { level: 1 })
  return {
    heading: heading.textContent,
    text: main.textContent ?? '',
    illustration: main.querySelector('[data-illustration]')?.getAttribute('data-illustration'),
    status: (status: number) => within(main).queryByText(String(status), { exact: true }) !== null,
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // React reports every error a boundary catches; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  resetApp()
})

describe('ErrorPage by status', () => {
  it.each([
    [
      '/404',
      404,
      'Page Not Found',
      'The page you are looking for has moved or no longer exists.',
      'not-found',
    ],
    ['/500', 500, 'Something went wrong!', 'Please try again in a moment.', 'server-error'],
    ['/error?status=400', 400, 'Something Went Wrong', 'Please try again in a moment.', 'generic-error'],
    ['/error?status=503', 503, 'Something Went Wrong', 'Please try again in a moment.', 'generic-error'],
    ['/error?status=teapot', 500, 'Something went wrong!', 'Please try again in a moment.', 'server-error'],
  ])(
    '%s shows %i, its title, the default text and its artwork',
    async (path, status, title, description, art) => {
      await renderApp(path, { routeTree, handlers: siteHandlers() })
      const page = await errorPage()
      expect(page.status(status)).toBe(true)
      expect(page.heading).toBe(title)
      expect(page.text).toContain(description)
      expect(page.illustration).toBe(art)
    },
  )

  it('speaks Arabic on an Arabic address', async () => {
    await renderApp('/ar/404', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.heading).toBe('الصفحة غير موجودة')
    expect(screen.getByRole('link', { name: 'الذهاب إلى الرئيسية (5)' }).getAttribute('href')).toBe('/ar')
    expect(screen.getByRole('button', { name: 'البقاء في هذه الصفحة' })).toBeTruthy()
  })
})

describe('ErrorPage for errors at the root', () => {
  it('shows a widget load failure with its status and message, and offers to try again instead of Home', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({
        widget: new ApiError({
          kind: 'http',
          status: 401,
          message: 'The widget payload is not valid',
          endpoint: 'widget',
        }),
      }),
    })
    const page = await errorPage()
    expect(page.status(401)).toBe(true)
    expect(page.heading).toBe('App Data Load Failed')
    expect(page.text).toContain('The widget payload is not valid')
    expect(page.illustration).toBe('generic-error')
    // Home would fail the same way without app data.
    expect(screen.queryByRole('link', { name: /Go to Home/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows the timeout as 504 Request timed out', async () => {
    await renderApp('/', {
      routeTree,
      handlers: siteHandlers({
        widget: new ApiError({ kind: 'timeout', message: 'timed out', endpoint: 'widget' }),
      }),
    })
    const page = await errorPage()
    expect(page.status(504)).toBe(true)
    expect(page.heading).toBe('Request timed out')
    expect(page.text).toContain('The request to the widget server timed out. Please try again later.')
  })

  it('shows 400 Missing widget data when there is neither a payload nor the cookie', async () => {
    const { calls } = await renderApp('/?payload=', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.status(400)).toBe(true)
    expect(page.heading).toBe('Missing widget data')
    expect(page.text).toContain('No app data cookie found and no payload query param provided.')
    expect(calls.some((call) => call.name === 'widget')).toBe(false)
  })

  it('shows a page whose data cannot be reached as No Internet Connection, with the way Home', async () => {
    await renderApp('/offline-page', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.heading).toBe('No Internet Connection')
    expect(page.status(502)).toBe(true)
    expect(screen.getByRole('link', { name: 'Go to Home (5)' })).toBeTruthy()
  })

  it("shows a server's answer with its status and message", async () => {
    await renderApp('/unavailable-page', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.status(503)).toBe(true)
    expect(page.heading).toBe('Something Went Wrong')
    expect(page.text).toContain('Bookings are paused for maintenance')
  })

  it('shows an unexpected error as 500 and reports it', async () => {
    await renderApp('/crashing-page', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.status(500)).toBe(true)
    expect(page.heading).toBe('Something went wrong!')
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cannot read properties of undefined' }),
    )
  })
})

describe('NotFoundPage', () => {
  it('names the full path, with its query, of an address no route matches', async () => {
    await renderApp('/no/such/page?ref=mail', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.status(404)).toBe(true)
    expect(page.heading).toBe('Page Not Found')
    expect(page.text).toContain('Page not found: /no/such/page?ref=mail')
    expect(page.illustration).toBe('not-found')
  })

  it('names the path of a page whose own validation failed', async () => {
    await renderApp('/events/no-such-event', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.text).toContain('Page not found: /events/no-such-event')
  })

  it('names a path with a bare percent sign', async () => {
    await renderApp('/50%-off', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.heading).toBe('Page Not Found')
    expect(page.text).toContain('Page not found: /50%-off')
  })

  it('shows an Arabic path as the visitor typed it, in Arabic', async () => {
    await renderApp('/ar/صفحة-مفقودة', { routeTree, handlers: siteHandlers() })
    const page = await errorPage()
    expect(page.heading).toBe('الصفحة غير موجودة')
    expect(page.text).toContain('الصفحة غير موجودة: /ar/صفحة-مفقودة')
  })
})

describe('the Home countdown', () => {
  beforeEach(() => {
    // Timers advance with real time too, so the router's own waits still settle.
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  const tick = (milliseconds: number) => {
    act(() => {
      vi.advanceTimersByTime(milliseconds)
    })
  }

  it('counts down from 5 seconds and goes Home at 0', async () => {
    const { router } = await renderApp('/no-such-page', { routeTree, handlers: siteHandlers() })
    const home = await screen.findByRole('link', { name: 'Go to Home (5)' })
    expect(home.getAttribute('href')).toBe('/')
    tick(1000)
    expect(home.textContent).toBe('Go to Home (4)')
    tick(3000)
    expect(home.textContent).toBe('Go to Home (1)')
    expect(router.state.location.pathname).toBe('/no-such-page')
    tick(1000)
    expect(await screen.findByRole('heading', { name: 'Test home' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('goes to the Home of the language the page is in', async () => {
    const { router } = await renderApp('/ar/no-such-page', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('link', { name: 'الذهاب إلى الرئيسية (5)' })
    tick(5000)
    await screen.findByRole('heading', { name: 'Test home' })
    expect(router.state.location.pathname).toBe('/ar')
  })

  it('stops when the visitor chooses to stay', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    const { router } = await renderApp('/no-such-page', { routeTree, handlers: siteHandlers() })
    await screen.findByRole('link', { name: 'Go to Home (5)' })
    tick(2000)
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull()
    const home = screen.getByRole('link', { name: 'Go to Home' })
    tick(10_000)
    expect(home.textContent).toBe('Go to Home')
    expect(router.state.location.pathname).toBe('/no-such-page')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found')
  })

  it('does not run without app data', async () => {
    const { router } = await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({ widget: offline }),
    })
    await screen.findByRole('button', { name: 'Try again' })
    tick(10_000)
    expect(router.state.location.pathname).toBe('/about-us')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No response from server')
  })
})
