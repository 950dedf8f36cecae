import { I18nProvider } from '@lingui/react'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { activateLocale, createI18n } from '@rihla/i18n'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bookingFlowCatalog } from '../catalog'
import { PriceBreakdownSummary } from './PriceBreakdownSummary'
import { MINUS_SIGN, priceRows } from './priceRows'
import { priceWithAddons } from './priceWithAddons'
import { samplePrice, sar } from './samplePrice'

afterEach(() => cleanup())

const price = samplePrice

async function i18nFor(locale: 'en' | 'ar') {
  const i18n = createI18n()
  await activateLocale(i18n, locale, [bookingFlowCatalog])
  return i18n
}

async function show(breakdown: PriceBreakdown, locale: 'en' | 'ar' = 'en') {
  const i18n = createI18n()
  await activateLocale(i18n, locale, [bookingFlowCatalog])
  render(
    <I18nProvider i18n={i18n}>
      <PriceBreakdownSummary price={breakdown} />
    </I18nProvider>,
  )
}

/** Each row of the summary as "term: value". */
const rowsText = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

describe('PriceBreakdownSummary', () => {
  it('shows every part of the price, VAT among them, and the total', async () => {
    await show(price(0))
    expect(rowsText().map((row) => row.replace(/\s/g, ' '))).toEqual([
      'Base price: SAR 1,000',
      'Taxes: SAR 120',
      'VAT (15%): SAR 165',
      'Fees: SAR 50',
      'Surcharge: SAR 40',
      'Service charges: SAR 15',
      'Add-ons: SAR 75',
      'Total: SAR 1,465',
    ])
    expect(
      screen.getByText('The total includes VAT of SAR 165.', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeTruthy()
  })

  it('shows a discount as a saving from the price before it', async () => {
    await show(price(20_000))
    const rows = rowsText().map((row) => row.replace(/\s/g, ' '))
    expect(rows).toContain('Price before discount: SAR 1,465')
    expect(rows).toContain('Discount: −SAR 200')
    expect(rows.at(-1)).toBe('Total: SAR 1,265')
  })

  it('reads in Arabic, amounts in riyals as Arabic writes them', async () => {
    await show(price(0), 'ar')
    const [first] = screen.getAllByRole('term')
    expect(first!.textContent).toBe('السعر الأساسي')
    expect(first!.nextElementSibling?.textContent).toMatch(/1,000\s?ر\.س\./)
  })
})

describe('priceWithAddons', () => {
  it('adds the chosen add-ons to the add-ons part and the total', () => {
    const withExtras = priceWithAddons(price(0), [sar(5_000), sar(2_500)])
    expect(withExtras.addons).toEqual(sar(15_000))
    expect(withExtras.total).toEqual(sar(154_000))
    expect(withExtras.baseFare).toEqual(sar(100_000))
  })
})

describe('priceRows', () => {
  it('writes a discount with the minus sign, never a hyphen, in both languages', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const rows = priceRows(price(20_000), await i18nFor(locale), locale)
      const discount = rows.find((row) => row.kind === 'discount')
      expect(discount?.value.startsWith(MINUS_SIGN)).toBe(true)
      expect(rows.some((row) => row.value.includes('-'))).toBe(false)
    }
  })

  it('keeps every row in the price’s own currency', async () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' })
    const inDollars: PriceBreakdown = {
      ...price(2_000),
      ...Object.fromEntries(Object.entries(price(2_000)).map(([part, money]) => [part, usd(money.amount)])),
    }
    const rows = priceRows(inDollars, await i18nFor('en'), 'en')
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) expect(row.value).toMatch(/^−?(US)?\$\d/)
  })

  it('leaves out the parts that are nothing, but never the base fare', async () => {
    const bare: PriceBreakdown = { ...price(0), tax: sar(0), fees: sar(0), addons: sar(0), baseFare: sar(0) }
    const ids = priceRows(bare, await i18nFor('en'), 'en').map((row) => row.id)
    expect(ids).toEqual(['baseFare', 'vat', 'surcharge', 'serviceCharges'])
  })
})
