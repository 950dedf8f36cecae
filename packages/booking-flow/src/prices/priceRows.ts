import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { VAT_PERCENT } from '@rihla/api-contract/pricing'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'
import { formatMoney, formatNumber } from '@rihla/i18n'
import type { Locale } from '@rihla/i18n'
import type { PriceRow } from '@rihla/ui-kit/price-summary'

/** A saving is written with the minus sign (U+2212), not a hyphen, in every summary. */
export const MINUS_SIGN = '\u2212'

/** The price's own currency, the one it is charged in, so the parts always add up to the total. */
export const formatPricePart = (price: PriceBreakdown, amount: number, locale: Locale) =>
  formatMoney({ amount, currency: price.total.currency }, locale)

/** "15%" as the page's language writes it. */
export const vatRateText = (locale: Locale) => formatNumber(VAT_PERCENT / 100, locale, { style: 'percent' })

/**
 * A price summary's rows (SPEC.md §3), the one builder every summary uses: base fare, taxes, VAT, fees,
 * surcharge, service charges and add-ons, each shown when it is not nothing (the base fare always), then
 * the price before a discount and the discount as a saving. Every amount is in the price's own currency.
 */
export function priceRows(price: PriceBreakdown, i18n: I18n, locale: Locale): PriceRow[] {
  const money = (amount: number) => formatPricePart(price, amount, locale)
  const rate = vatRateText(locale)
  const parts = [
    ['baseFare', i18n._(msg`Base price`)],
    ['tax', i18n._(msg`Taxes`)],
    ['vat', i18n._(msg`VAT (${rate})`)],
    ['fees', i18n._(msg`Fees`)],
    ['surcharge', i18n._(msg`Surcharge`)],
    ['serviceCharges', i18n._(msg`Service charges`)],
    ['addons', i18n._(msg`Add-ons`)],
  ] as const
  const rows: PriceRow[] = parts
    .filter(([part]) => part === 'baseFare' || price[part].amount !== 0)
    .map(([part, label]) => ({ id: part, label, value: money(price[part].amount) }))
  if (price.discount.amount > 0) {
    rows.push(
      {
        id: 'beforeDiscount',
        label: i18n._(msg`Price before discount`),
        value: money(price.total.amount + price.discount.amount),
        kind: 'struck',
      },
      {
        id: 'discount',
        label: i18n._(msg`Discount`),
        value: `${MINUS_SIGN}${money(price.discount.amount)}`,
        kind: 'discount',
      },
    )
  }
  return rows
}
