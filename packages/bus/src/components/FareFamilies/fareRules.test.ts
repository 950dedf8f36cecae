import type { BusFareFamily } from '@rihla/api-contract/buses'
import { describe, expect, it } from 'vitest'
import { cheapestFamily, fareRulesOf } from './fareRules'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

function family(id: BusFareFamily['id'], total: number, rules: Partial<BusFareFamily> = {}): BusFareFamily {
  const zero = sar(0)
  return {
    id,
    name: id,
    baggageKg: 20,
    childBaggageKg: 10,
    change: { allowed: false, fee: null },
    cancel: { allowed: false, refundPercent: 0 },
    adultFare: sar(total),
    childFare: sar(total / 2),
    discounts: [],
    price: {
      baseFare: sar(total),
      tax: zero,
      vat: zero,
      fees: zero,
      surcharge: zero,
      serviceCharges: zero,
      addons: zero,
      discount: zero,
      total: sar(total),
    },
    ...rules,
  }
}

describe('fareRulesOf', () => {
  it('reads a family without changes or refunds', () => {
    expect(fareRulesOf(family('discounted', 3900))).toEqual({
      baggageKg: 20,
      childBaggageKg: 10,
      change: 'no',
      cancel: 'no',
      refundPercent: 0,
    })
  })

  it('tells a change with a fee from a free one, and a partial refund from a full one', () => {
    const value = family('value', 4800, { change: { allowed: true, fee: sar(1500) } })
    const flexible = family('flexible', 5400, {
      change: { allowed: true, fee: sar(0) },
      cancel: { allowed: true, refundPercent: 50 },
    })
    const full = family('regular', 6000, { cancel: { allowed: true, refundPercent: 100 } })
    expect(fareRulesOf(value).change).toBe('fee')
    expect([
      fareRulesOf(flexible).change,
      fareRulesOf(flexible).cancel,
      fareRulesOf(flexible).refundPercent,
    ]).toEqual(['free', 'partial', 50])
    expect(fareRulesOf(full).cancel).toBe('full')
  })
})

describe('cheapestFamily', () => {
  it('is the family the whole party pays least for, and none of none', () => {
    expect(
      cheapestFamily([family('value', 4800), family('discounted', 3900), family('regular', 6000)])?.id,
    ).toBe('discounted')
    expect(cheapestFamily([])).toBeNull()
  })
})
