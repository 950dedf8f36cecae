import { ApiError } from '@rihla/api-clients'
import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAtom } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalAtom } from '../state/modals'
import { userAtom } from '../state/session'
import { userScopedMeta } from '../state/signOut'
import { renderApp, resetApp, siteHandlers, storeSignedInUser, testRouteTree, testUser } from '../testing'

const routeTree = testRouteTree()

// The signed-in menu is a lazy chunk; its first load on a busy machine takes a while.
vi.setConfig({ testTimeout: 15_000 })

/** The user menu's button once its chunk has arrived (a disabled stand-in shows meanwhile). */
async function menuButton(name: string | RegExp) {
  return waitFor(
    () => {
      const button = screen.getByRole('button', { name })
      if (button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true')
        throw new Error('the menu is still loading')
      return button
    },
    { timeout: 10_000 },
  )
}

/** Stands in for the account package's login modal: a dialog while the registry has it open. */
function LoginOverlay() {
  const [isOpen, setOpen] = useAtom(modalAtom('loginModal'))
  return isOpen ? (
    <div role="dialog" aria-label="Login">
      <button type="button" onClick={() => setOpen(false)}>
        Close login
      </button>
    </div>
  ) : null
}

/** A query answered earlier in the visit; `userScoped` as the packages mark the user's own data. */
const cache = (
  context: { queryClient: QueryClient },
  queryKey: string[],
  value: unknown,
  userScoped: boolean,
) =>
  context.queryClient.prefetchQuery({
    queryKey,
    queryFn: () => value,
    meta: userScoped ? userScopedMeta : {},
  })

const testDashboard = {
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  phone: null,
  memberSince: '2025-01-01T00:00:00.000Z',
  walletBalance: { amount: 0, currency: 'SAR' },
  hasPassword: true,
  socialProviders: [],
  openRequests: 0,
  unreadReplies: 0,
  upcomingTrips: 0,
}

const render = (path: string, handlers = siteHandlers()) =>
  renderApp(path, { routeTree, handlers, overlays: [LoginOverlay] })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('the header for a visitor', () => {
  it('offers Sign in, which opens the login modal', async () => {
    const { context } = await render('/about-us')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(context.store.get(modalAtom('loginModal'))).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy()
  })

  it('says it in Arabic', async () => {
    await render('/ar/about-us')
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy()
  })
})

describe('the header for a signed-in user', () => {
  it('has the user menu of the spec, with Saved travellers: My Wallet, My Bookings, …, Account, Logout', async () => {
    storeSignedInUser()
    await render('/about-us')
    const trigger = await menuButton('Sara Alharbi: account menu')
    expect(trigger.textContent).toBe('Sara')
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()

    await userEvent.click(trigger)
    const menu = await screen.findByRole('menu')
    // The menu is named by its trigger.
    expect(menu.getAttribute('aria-labelledby')).toContain(trigger.id)
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'My Wallet',
      'My Bookings',
      'Saved travellers',
      'Support',
      'Account',
      'Logout',
    ])
    expect(items.slice(0, 5).map((item) => item.getAttribute('href'))).toEqual([
      '/wallet',
      '/bookings',
      '/fnf',
      '/support',
      '/account',
    ])
  })

  it("counts the user's unread support replies, or else their open requests, from the dashboard", async () => {
    storeSignedInUser()
    const counts = { unreadReplies: 2, openRequests: 3 }
    const dashboard = () => ({ profile: { ...testDashboard, ...counts } })
    await render('/about-us', siteHandlers({ dashboard }))
    await userEvent.click(await menuButton(/: account menu/))
    expect(await screen.findByRole('menuitem', { name: 'Support (2 unread)' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    resetApp()

    storeSignedInUser()
    counts.unreadReplies = 0
    await render('/about-us', siteHandlers({ dashboard }))
    await userEvent.click(await menuButton(/: account menu/))
    const support = await screen.findByRole('menuitem', { name: 'Support (3 open)' })
    expect(support.getAttribute('href')).toBe('/support')
  })

  it('links to the Arabic pages in Arabic', async () => {
    storeSignedInUser()
    await render('/ar/about-us')
    await userEvent.click(await menuButton('Sara Alharbi: قائمة الحساب'))
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'محفظتي',
      'حجوزاتي',
      'المسافرون المحفوظون',
      'الدعم',
      'الحساب',
      'تسجيل الخروج',
    ])
    expect(items[0]?.getAttribute('href')).toBe('/ar/wallet')
    expect(items[2]?.getAttribute('href')).toBe('/ar/fnf')
  })

  it('logs out: the server revokes the session, and the user and their data are forgotten', async () => {
    storeSignedInUser()
    const logout = vi.fn(() => ({ message: 'You have been logged out' }))
    const { context, router, calls } = await render('/about-us', siteHandlers({ logout }))
    await cache(context, ['account', 'dashboard'], { name: 'Sara' }, true)
    await cache(context, ['core', 'public'], 'kept', false)

    await userEvent.click(await menuButton(/: account menu/))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(logout).toHaveBeenCalledOnce()
    // The token went with the logout request, before this device forgot it.
    expect(calls.filter((call) => call.name === 'logout')).toHaveLength(1)
    expect(context.store.get(userAtom)).toBeNull()
    expect(localStorage.getItem('rihla:user')).toBe('null')
    expect(context.queryClient.getQueryData(['account', 'dashboard'])).toBeUndefined()
    expect(context.queryClient.getQueryData(['core', 'public'])).toBe('kept')
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByText('You have been logged out')).toBeTruthy()
  })

  it('logs out on this device even when the server cannot be reached', async () => {
    storeSignedInUser()
    const handlers = siteHandlers({
      logout: new ApiError({
        kind: 'network',
        message: 'The server could not be reached',
        endpoint: 'logout',
      }),
    })
    const { context } = await render('/about-us', handlers)
    await userEvent.click(await menuButton(/: account menu/))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(context.store.get(userAtom)).toBeNull()
  })

  it('follows a logout in another tab: the user’s data goes and the page checks the session again', async () => {
    storeSignedInUser()
    const { context, router } = await render('/about-us')
    await cache(context, ['fnf', 'all'], ['a traveller'], true)
    const invalidate = vi.spyOn(router, 'invalidate')

    // The other tab wrote the persisted store; this one's atom follows it.
    context.store.set(userAtom, null)

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(context.queryClient.getQueryData(['fnf', 'all'])).toBeUndefined()
    expect(invalidate).toHaveBeenCalled()
  })
})

describe('the auth middleware’s sign-in request', () => {
  it('opens the login modal on the page it lands on', async () => {
    const { context } = await render('/?signIn=required&redirect=%2Fbookings')
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(context.store.get(modalAtom('loginModal'))).toBe(true)
  })

  it('leaves a signed-in user alone', async () => {
    storeSignedInUser(testUser)
    const { context } = await render('/?signIn=required&redirect=%2Fbookings')
    await screen.findByRole('heading', { name: 'Test home' })
    await waitFor(() => expect(context.store.get(modalAtom('loginModal'))).toBe(false))
  })
})
