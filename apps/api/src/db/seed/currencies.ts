import type { Db } from '../client'
import { currencies } from '../schema'
import currencyData from './data/currencies.json' with { type: 'json' }
import { upsert } from './upsert'

/**
 * Units per one Saudi riyal. Pegged currencies follow their pegs (USD 3.75 SAR; AED, QAR, BHD, OMR, JOD
 * to the dollar); the others are indicative market rates of late 2026.
 */
export const RATES_PER_SAR: Record<string, number> = {
  SAR: 1,
  AED: 0.97933,
  USD: 0.266667,
  EUR: 0.22989,
  GBP: 0.20263,
  PKR: 74.93,
  INR: 23.73,
  EGP: 12.64,
  BHD: 0.100267,
  KWD: 0.081867,
  QAR: 0.970667,
  OMR: 0.102533,
  JOD: 0.189067,
  TRY: 11.28,
  IDR: 4440,
  MYR: 1.1147,
  PHP: 15.68,
  BDT: 32.53,
  LKR: 80.4,
  NPR: 37.97,
  MAD: 2.452,
  CHF: 0.2133,
  CNY: 1.896,
}

export async function seedCurrencies(db: Db) {
  const rows = currencyData.map((currency, index) => {
    const ratePerSar = RATES_PER_SAR[currency.code]
    if (ratePerSar === undefined) throw new Error(`No rate for ${currency.code}`)
    return { ...currency, ratePerSar, sortOrder: index }
  })
  await upsert(db, currencies, rows, currencies.code)
}
