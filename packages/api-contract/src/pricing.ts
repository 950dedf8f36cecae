import { z } from 'zod/mini'
import { moneySchema } from './common'
import type { Money } from './common'
import { convertMoney } from './convertMoney'
import type { CurrencyRate } from './convertMoney'

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

export { convertMoney } from './convertMoney'
export type { CurrencyRate } from './convertMoney'
