// Apart from pricing.ts, whose schemas would come along: every page that shows a price converts it.
import type { Money } from './common'
import type { Currency } from './partner'

/** What conversion needs of a currency: its rate per Saudi riyal and its ISO minor units. */
export type CurrencyRate = Pick<Currency, 'code' | 'rate' | 'decimals'>

/**
 * Converts integer minor units through the Saudi riyal, since every rate is given per SAR, and rounds to
 * the target's minor units. The server prices with this and the browser shows a visitor's currency with
 * it, so both agree to the minor unit.
 */
export function convertMoney(money: Money, to: string, rates: readonly CurrencyRate[]): Money {
  if (money.currency === to) return money
  const from = rates.find((rate) => rate.code === money.currency)
  const target = rates.find((rate) => rate.code === to)
  if (!from || !target) throw new RangeError(`No rate between ${money.currency} and ${to}`)
  const sar = money.amount / 10 ** from.decimals / from.rate
  return { amount: Math.round(sar * target.rate * 10 ** target.decimals), currency: to }
}
