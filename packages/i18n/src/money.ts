import type { Currency, Money } from '@rihla/api-contract'
import type { Locale } from './locale'
import { numberFormat } from './intlCache'
import { intlLocale } from './locale'

type Rates = Pick<Currency, 'code' | 'rate' | 'decimals'>[]

const fractionDigits = (currency: string) =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

/** Minor units to a decimal amount, by the currency's ISO minor units. */
export const toMajorUnits = (money: Money, decimals = fractionDigits(money.currency)) =>
  money.amount / 10 ** decimals

/**
 * Converts through the Saudi riyal, since every rate is given per SAR; rounds to the target's
 * minor units.
 */
export function convertMoney(money: Money, to: string, rates: Rates): Money {
  if (money.currency === to) return money
  const from = rates.find((rate) => rate.code === money.currency)
  const target = rates.find((rate) => rate.code === to)
  if (!from || !target) throw new RangeError(`No rate between ${money.currency} and ${to}`)
  const sar = money.amount / 10 ** from.decimals / from.rate
  return { amount: Math.round(sar * target.rate * 10 ** target.decimals), currency: to }
}

export function formatMoney(money: Money, locale: Locale, options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? fractionDigits(money.currency)
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: money.amount % 10 ** decimals === 0 ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(toMajorUnits(money, decimals))
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale), options).format(value)
}
