import { describe, expect, it, vi } from 'vitest'
import { chooseCurrency } from './currency'

describe('chooseCurrency', () => {
  const base = {
    selected: null,
    clientCurrency: () => Promise.resolve('AED'),
    configuredDefault: 'SAR',
    widgetDefault: null,
  }

  it('keeps the saved currency', async () => {
    expect(await chooseCurrency({ ...base, selected: 'USD' })).toBe('USD')
  })

  it("uses the client's currency from the server when none is saved", async () => {
    expect(await chooseCurrency(base)).toBe('AED')
  })

  it('falls back to the configured default when the client currency fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await chooseCurrency({ ...base, clientCurrency: () => Promise.reject(new Error('down')) })).toBe(
      'SAR',
    )
  })

  it("lets the widget's default currency override", async () => {
    expect(await chooseCurrency({ ...base, selected: 'USD', widgetDefault: 'KWD' })).toBe('KWD')
  })
})
