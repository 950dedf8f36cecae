import { ApiError } from '@rihla/api-clients'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalAtom } from '../state/modals'
import { preferencesAtom } from '../state/preferences'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'

const routeTree = testRouteTree()

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

async function openPicker(name: RegExp = /Change currency/) {
  await userEvent.click(await screen.findByRole('button', { name }))
  return screen.findByRole('dialog')
}

describe('CurrencySwitch', () => {
  it('shows the visitor’s currency and lists the supported ones with it selected', async () => {
    await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    const button = await screen.findByRole('button', { name: 'Currency: SAR. Change currency' })
    expect(button.textContent).toBe('SAR')
    const picker = await openPicker()
    expect(within(picker).getByRole('heading').textContent).toBe('Choose your currency')
    const options = within(picker).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Saudi riyalSAR',
      'US dollarUSD',
      'EuroEUR',
      'UAE dirhamAED',
    ])
    expect(
      within(picker)
        .getByRole('option', { name: /Saudi riyal/ })
        .getAttribute('aria-selected'),
    ).toBe('true')
  })

  it('asks for confirmation, then changes the currency and goes Home', async () => {
    const { router, context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    const picker = await openPicker()
    await userEvent.click(within(picker).getByRole('option', { name: /Euro/ }))

    const confirm = await screen.findByRole('alertdialog')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(confirm).getByRole('heading').textContent).toBe('Change currency?')
    expect(confirm.textContent).toContain(
      'Prices will be shown in Euro (EUR). You will go to the Home page to continue with the new currency.',
    )
    // Nothing changes before the visitor confirms.
    expect(context.store.get(preferencesAtom).selectedCurrency).toBe('SAR')

    await userEvent.click(within(confirm).getByRole('button', { name: 'Change currency' }))
    expect(await screen.findByRole('heading', { name: 'Test home' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('button', { name: 'Currency: EUR. Change currency' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { name: 'Change currency?' })).toBeNull()
    expect(context.store.get(preferencesAtom).selectedCurrency).toBe('EUR')
    expect(JSON.parse(localStorage.getItem('rihla:preferences') ?? '{}')).toMatchObject({
      selectedCurrency: 'EUR',
    })
    expect(await screen.findByText('Prices are now shown in Euro')).toBeTruthy()
  })

  it('goes to the Arabic Home from an Arabic page, in Arabic', async () => {
    const { router } = await renderApp('/ar/about-us', { routeTree, handlers: siteHandlers() })
    const picker = await openPicker(/تغيير العملة/)
    expect(within(picker).getByRole('heading').textContent).toBe('اختر عملتك')
    await userEvent.click(within(picker).getByRole('option', { name: /دولار أمريكي/ }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByRole('heading').textContent).toBe('تغيير العملة؟')
    await userEvent.click(within(confirm).getByRole('button', { name: 'تغيير العملة' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar'))
    expect(await screen.findByRole('button', { name: 'العملة: USD. تغيير العملة' })).toBeTruthy()
  })

  it('keeps the currency and the page when the visitor cancels', async () => {
    const { router, context } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    const picker = await openPicker()
    await userEvent.click(within(picker).getByRole('option', { name: /UAE dirham/ }))
    const confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(context.store.get(modalAtom('confirmModal'))).toBe(false)
    expect(context.store.get(preferencesAtom).selectedCurrency).toBe('SAR')
    expect(screen.getByRole('button', { name: 'Currency: SAR. Change currency' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/about-us')
  })

  it('closes the picker and asks nothing when the visitor picks the currency they already have', async () => {
    const { router } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
    const picker = await openPicker()
    await userEvent.click(within(picker).getByRole('option', { name: /Saudi riyal/ }))
    // The picker closes at once when it works; no need to wait out the default second.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 300 })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(router.state.location.pathname).toBe('/about-us')
  })

  it('is hidden when the currencies fail to load, which is only logged', async () => {
    await renderApp('/about-us', {
      routeTree,
      handlers: siteHandlers({
        supportedCurrencies: new ApiError({
          kind: 'http',
          status: 500,
          message: 'down',
          endpoint: 'supportedCurrencies',
        }),
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Test about' })).toBeTruthy()
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Change currency/ })).toBeNull()
    expect(console.warn).toHaveBeenCalledWith('Currencies failed to load', expect.any(ApiError))
  })
})
