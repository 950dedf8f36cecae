import { describe, expect, it } from 'vitest'
import { convertMoney, formatMoney, toMajorUnits } from './money'

const rates = [
  { code: 'SAR', rate: 1, decimals: 2 },
  { code: 'USD', rate: 0.2667, decimals: 2 },
  { code: 'KWD', rate: 0.0819, decimals: 3 },
]

describe('convertMoney', () => {
  it('converts through the riyal and rounds to the target minor units', () => {
    expect(convertMoney({ amount: 37_500, currency: 'SAR' }, 'USD', rates)).toEqual({
      amount: 10_001,
      currency: 'USD',
    })
    expect(convertMoney({ amount: 10_000, currency: 'USD' }, 'SAR', rates)).toEqual({
      amount: 37_495,
      currency: 'SAR',
    })
    expect(convertMoney({ amount: 100_000, currency: 'SAR' }, 'KWD', rates)).toEqual({
      amount: 81_900,
      currency: 'KWD',
    })
  })

  it('returns the same money for the same currency and refuses unknown currencies', () => {
    const money = { amount: 123, currency: 'SAR' }
    expect(convertMoney(money, 'SAR', rates)).toBe(money)
    expect(() => convertMoney(money, 'EUR', rates)).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it('reads minor units by the currency ISO exponent', () => {
    expect(toMajorUnits({ amount: 1_234_567, currency: 'KWD' })).toBe(1_234.567)
    expect(toMajorUnits({ amount: 1_250, currency: 'SAR' })).toBe(12.5)
  })

  it('formats English and Arabic with Western digits', () => {
    expect(formatMoney({ amount: 125_050, currency: 'SAR' }, 'en')).toMatch(/^SAR\s1,250\.50$/)
    const arabic = formatMoney({ amount: 125_050, currency: 'SAR' }, 'ar')
    expect(arabic).toContain('1,250.50')
    expect(arabic).toContain('ر.س')
  })

  it('keeps a Latin-lettered symbol in its own order in Arabic, so "UK£" never reads "£UK"', () => {
    expect(formatMoney({ amount: 2_736, currency: 'GBP' }, 'ar')).toContain('\u2066UK£\u2069')
    expect(formatMoney({ amount: 2_736, currency: 'USD' }, 'ar')).toContain('\u2066US$\u2069')
    // An Arabic symbol, and every English one, stays as Intl writes it.
    expect(formatMoney({ amount: 2_736, currency: 'SAR' }, 'ar')).not.toMatch(/[\u2066\u2069]/)
    expect(formatMoney({ amount: 2_736, currency: 'GBP' }, 'en')).toBe('£27.36')
  })

  it('drops the fraction of a whole amount', () => {
    expect(formatMoney({ amount: 45_000, currency: 'USD' }, 'en')).toBe('$450')
  })
})
