import { describe, expect, it } from 'vitest'
import type { Money } from './common'
import { convertBreakdown, convertMoney, totalOf, VAT_RATE, vatOn, vatWithin } from './pricing'
import type { CurrencyRate, PricePart } from './pricing'

const rates: CurrencyRate[] = [
  { code: 'SAR', rate: 1, decimals: 2 },
  { code: 'USD', rate: 0.2666, decimals: 2 },
  { code: 'KWD', rate: 0.0819, decimals: 3 },
  { code: 'JPY', rate: 40.1, decimals: 0 },
]

const sar = (amount: number): Money => ({ amount, currency: 'SAR' })

describe('VAT', () => {
  it('is 15% of an amount, rounded to the minor unit', () => {
    expect(VAT_RATE).toBe(0.15)
    expect(vatOn(100_000)).toBe(15_000)
    expect(vatOn(3)).toBe(0)
    expect(vatOn(7)).toBe(1)
  })

  it('splits a standard-rated total into its base and 15% VAT that add up to it', () => {
    expect(vatWithin(115_000)).toEqual({ vatBaseAmount: 100_000, vatAmount: 15_000 })
    for (const total of [1, 99, 117_800, 1_234_567]) {
      const { vatBaseAmount, vatAmount } = vatWithin(total)
      expect(vatBaseAmount + vatAmount).toBe(total)
      expect(Math.abs(vatAmount - vatBaseAmount * 0.15)).toBeLessThanOrEqual(1)
    }
  })
})

describe('convertMoney', () => {
  it('leaves money in its own currency untouched', () => {
    expect(convertMoney(sar(12_345), 'SAR', [])).toEqual(sar(12_345))
  })

  it('converts minor units through the riyal into the target minor units', () => {
    expect(convertMoney(sar(100_00), 'USD', rates)).toEqual({ amount: 26_66, currency: 'USD' })
    expect(convertMoney(sar(100_00), 'KWD', rates)).toEqual({ amount: 8_190, currency: 'KWD' })
    expect(convertMoney(sar(100_00), 'JPY', rates)).toEqual({ amount: 4_010, currency: 'JPY' })
    expect(convertMoney({ amount: 26_66, currency: 'USD' }, 'SAR', rates)).toEqual(sar(100_00))
  })

  it('refuses a currency it has no rate for', () => {
    expect(() => convertMoney(sar(1), 'EUR', rates)).toThrow(RangeError)
  })
})

describe('convertBreakdown', () => {
  const parts: Record<PricePart, Money> = {
    baseFare: sar(1_000_01),
    tax: sar(90_00),
    vat: sar(15_03),
    fees: sar(40_00),
    surcharge: sar(80_00),
    serviceCharges: sar(15_00),
    addons: sar(0),
    discount: sar(10_00),
  }

  it('sums the parts less the discount', () => {
    expect(totalOf(parts, 'SAR')).toEqual(sar(1_230_04))
  })

  it('converts each part and sums the converted parts, so the summary adds up', () => {
    const price = convertBreakdown(parts, 'KWD', rates)
    const { total, ...converted } = price
    expect(Object.values(converted).every((part) => part.currency === 'KWD')).toBe(true)
    expect(total).toEqual(totalOf(converted, 'KWD'))
    expect(price.baseFare).toEqual(convertMoney(parts.baseFare, 'KWD', rates))
  })
})
