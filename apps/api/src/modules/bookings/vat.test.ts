import { describe, expect, it } from 'vitest'
import { vatWithin } from './vat'

describe('vatWithin', () => {
  it('splits a standard-rated total into its base and 15% VAT that add up to it', () => {
    expect(vatWithin(115_000)).toEqual({ vatBaseAmount: 100_000, vatAmount: 15_000 })
    for (const total of [1, 99, 117_800, 1_234_567]) {
      const { vatBaseAmount, vatAmount } = vatWithin(total)
      expect(vatBaseAmount + vatAmount).toBe(total)
      expect(Math.abs(vatAmount - vatBaseAmount * 0.15)).toBeLessThanOrEqual(1)
    }
  })
})
