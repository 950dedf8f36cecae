import type { Money } from '@rihla/api-contract'
import type { Locale } from './locale'
import { numberFormat } from './intlCache'
import { intlLocale } from './locale'

// Conversion is the contract's, shared with the API, so a price converts the same on both sides.
export { convertMoney } from '@rihla/api-contract/convertMoney'

const fractionDigits = (currency: string) =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

/** Minor units to a decimal amount, by the currency's ISO minor units. */
export const toMajorUnits = (money: Money, decimals = fractionDigits(money.currency)) =>
  money.amount / 10 ** decimals

export function formatMoney(money: Money, locale: Locale, options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? fractionDigits(money.currency)
  const parts = numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: money.amount % 10 ** decimals === 0 ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(toMajorUnits(money, decimals))
  if (locale !== 'ar') return parts.map((part) => part.value).join('')
  return parts.map(({ type, value }) => (type === 'currency' ? isolatedSymbol(value) : value)).join('')
}

/**
 * A symbol written with Latin letters ("UK£", "US$", "E£") in a left-to-right isolate: in an Arabic,
 * right-to-left line its sign would otherwise cross to the far side of its letters and read "£UK".
 */
const isolatedSymbol = (symbol: string) => (/[A-Za-z]/.test(symbol) ? `\u2066${symbol}\u2069` : symbol)

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale), options).format(value)
}
