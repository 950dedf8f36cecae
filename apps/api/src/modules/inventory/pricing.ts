import type { Money } from '@rihla/api-contract'
import { QUOTE_VALIDITY_MINUTES } from '@rihla/api-contract/flights'
import { convertBreakdown, convertMoney } from '@rihla/api-contract/pricing'
import type { CurrencyRate, PriceBreakdown, PricePart } from '@rihla/api-contract/pricing'
import type { Db } from '../../db/client'
import { currencies } from '../../db/schema'
import { batchedPerTurn } from '../../db/turnBatches'

// What every vertical's sandbox inventory prices with: the server's rates, prices built in halalas and
// converted part by part, and the deterministic price movement of an ageing quote.

/** Every currency's rate per Saudi riyal and its minor units (the server's own table). */
export type Rates = readonly CurrencyRate[]

export const hasRate = (rates: Rates, currency: string) => rates.some((rate) => rate.code === currency)

/** Price parts in halalas (SAR minor units), before conversion. */
export type SarBreakdown = Record<PricePart, number>

/** The read as built for a database handle: drizzle writes its SQL once, not for every batch. */
const ratesQueryOf = (db: Db) =>
  db
    .select({ code: currencies.code, rate: currencies.ratePerSar, decimals: currencies.decimals })
    .from(currencies)
    .prepare('read_rates')
const ratesQueries = new WeakMap<Db, ReturnType<typeof ratesQueryOf>>()

const readRates = batchedPerTurn(async (db: Db, callers: null[]) => {
  let query = ratesQueries.get(db)
  if (!query) ratesQueries.set(db, (query = ratesQueryOf(db)))
  const rates: Rates = await query.execute()
  return callers.map(() => rates)
})

/**
 * The rates as stored. Every search prices with them: the searches answered together read them with one
 * statement.
 */
export const ratesOf = (db: Db): Promise<Rates> => readRates(db, null)

/**
 * Sandbox price movement: a quote's fare rises 3% of its base for every full 10 minutes it has aged
 * (at most 5 steps at a time), applied when it is re-quoted. Deterministic, so tests and the review
 * screen's price-change dialog can rely on it.
 */
export const PRICE_STEP = 0.03
export const MAX_STEPS_PER_REQUOTE = 5
export function priceStepsSince(quotedAt: Date, now: Date): number {
  const minutes = (now.getTime() - quotedAt.getTime()) / 60_000
  return Math.min(MAX_STEPS_PER_REQUOTE, Math.max(0, Math.floor(minutes / QUOTE_VALIDITY_MINUTES)))
}

/** Halalas in another currency's minor units, with the server's rates. */
export function convert(halalas: number, currency: string, rates: Rates): Money {
  return convertMoney({ amount: halalas, currency: 'SAR' }, currency, rates)
}

/** Each part converted on its own and the total summed from them, so the summary always adds up. */
export function priceIn(parts: SarBreakdown, currency: string, rates: Rates): PriceBreakdown {
  // Part by part rather than through Object.entries: a search prices every fare of every itinerary.
  return convertBreakdown(
    {
      baseFare: inSar(parts.baseFare),
      tax: inSar(parts.tax),
      vat: inSar(parts.vat),
      fees: inSar(parts.fees),
      surcharge: inSar(parts.surcharge),
      serviceCharges: inSar(parts.serviceCharges),
      addons: inSar(parts.addons),
      discount: inSar(parts.discount),
    },
    currency,
    rates,
  )
}

const inSar = (halalas: number): Money => ({ amount: halalas, currency: 'SAR' })
