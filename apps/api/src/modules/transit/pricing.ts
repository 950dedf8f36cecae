import type { SarBreakdown } from '../inventory/pricing'

/**
 * A train or bus party's price, VAT (15%) included in its fares, and what it was given off them: the
 * breakdown shows the fare before VAT and discounts, the VAT and the discount, adding up to the total.
 */
export function breakdownOf(grossHalalas: number, totalHalalas: number): SarBreakdown {
  const vat = totalHalalas - Math.round(totalHalalas / 1.15)
  const discount = grossHalalas - totalHalalas
  return {
    baseFare: totalHalalas + discount - vat,
    tax: 0,
    vat,
    fees: 0,
    surcharge: 0,
    serviceCharges: 0,
    addons: 0,
    discount,
  }
}
