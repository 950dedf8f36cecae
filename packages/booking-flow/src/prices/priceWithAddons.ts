import type { Money } from '@rihla/api-contract'
import type { PriceBreakdown } from '@rihla/api-contract/pricing'

/**
 * A quote's price with the add-ons chosen since (extra baggage, meals, seats) added to its add-ons and
 * total, as the reservation will price them. Amounts in another currency than the quote's are left out:
 * the server prices every add-on in the session's currency.
 */
export function priceWithAddons(price: PriceBreakdown, addons: readonly Money[]): PriceBreakdown {
  const extra = addons
    .filter((item) => item.currency === price.total.currency)
    .reduce((sum, item) => sum + item.amount, 0)
  return {
    ...price,
    addons: { ...price.addons, amount: price.addons.amount + extra },
    total: { ...price.total, amount: price.total.amount + extra },
  }
}
