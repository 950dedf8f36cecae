import { z } from 'zod/mini'
import { moneySchema } from './common'
import type { Money } from './common'
import type { Currency } from './partner'

/** Saudi VAT, in percent (since July 2020). */
export const VAT_PERCENT = 15
export const VAT_RATE = VAT_PERCENT / 100

/** The VAT charged on an amount (integer minor units), rounded to the nearest minor unit. */
export function vatOn(minor: number): number {
  return Math.round(minor * VAT_RATE)
}

/**
 * The VAT inside a total that is standard-rated as a whole: a booking that has one price and no
 * itemised parts. The base is rounded and the VAT is the rest, so the two always add up to the total.
 */
export function vatWithin(totalAmount: number) {
  const vatBaseAmount = Math.round((totalAmount * 100) / (100 + VAT_PERCENT))
  return { vatBaseAmount, vatAmount: totalAmount - vatBaseAmount }
}

/** Price summary parts (SPEC.md §3), each in the requested currency; `total` is their sum less the discount. */
export const priceBreakdownSchema = z
  .object({
    baseFare: moneySchema,
    /** Airport and government taxes. */
    tax: moneySchema,
    /** VAT at 15% (domestic fares; our fees and service charges on every trip). */
    vat: moneySchema,
    fees: moneySchema,
    surcharge: moneySchema,
    serviceCharges: moneySchema,
    addons: moneySchema,
    discount: moneySchema,
    total: moneySchema,
  })
  .register(z.globalRegistry, { id: 'PriceBreakdown' })
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>
/** Every part of a price summary but its total. */
export type PricePart = Exclude<keyof PriceBreakdown, 'total'>

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

/** A price summary's total: its parts summed, less the discount. */
export function totalOf(parts: Record<PricePart, Money>, currency: string): Money {
  const amount =
    parts.baseFare.amount +
    parts.tax.amount +
    parts.vat.amount +
    parts.fees.amount +
    parts.surcharge.amount +
    parts.serviceCharges.amount +
    parts.addons.amount -
    parts.discount.amount
  return { amount, currency }
}

/** Each part converted on its own and the total summed from them, so the summary always adds up. */
export function convertBreakdown(
  parts: Record<PricePart, Money>,
  to: string,
  rates: readonly CurrencyRate[],
): PriceBreakdown {
  const converted = {
    baseFare: convertMoney(parts.baseFare, to, rates),
    tax: convertMoney(parts.tax, to, rates),
    vat: convertMoney(parts.vat, to, rates),
    fees: convertMoney(parts.fees, to, rates),
    surcharge: convertMoney(parts.surcharge, to, rates),
    serviceCharges: convertMoney(parts.serviceCharges, to, rates),
    addons: convertMoney(parts.addons, to, rates),
    discount: convertMoney(parts.discount, to, rates),
  }
  return { ...converted, total: totalOf(converted, to) }
}
