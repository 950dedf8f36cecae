import { VAT_PERCENT } from '@rihla/api-contract/bookings'

/**
 * The VAT inside a total that is standard-rated as a whole: a booking that has one price and no
 * itemised parts (the sandbox's sample and dev bookings). Computed here, once, and kept with the
 * booking like a vertical's own breakdown, so no screen works VAT out for itself.
 */
export function vatWithin(totalAmount: number) {
  const vatBaseAmount = Math.round((totalAmount * 100) / (100 + VAT_PERCENT))
  return { vatBaseAmount, vatAmount: totalAmount - vatBaseAmount }
}
