import type { PriceBreakdown } from '@rihla/api-contract/pricing'

// A flight's price for tests and stories: every part set, so each row of a summary shows.

export const sar = (amount: number) => ({ amount, currency: 'SAR' })

export const samplePrice = (discount: number): PriceBreakdown => ({
  baseFare: sar(100_000),
  tax: sar(12_000),
  vat: sar(16_500),
  fees: sar(5_000),
  surcharge: sar(4_000),
  serviceCharges: sar(1_500),
  addons: sar(7_500),
  discount: sar(discount),
  total: sar(146_500 - discount),
})
