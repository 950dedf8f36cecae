import type { EventPass, EventShow } from '@rihla/api-contract/events'

/**
 * The event's kinds of pass across its shows, for its page: each with what it includes and its lowest
 * price; sold out only when no show has one left. In the order the first show lists them.
 */
export function passTypesOf(shows: readonly EventShow[]): EventPass[] {
  const byType = new Map<string, EventPass>()
  for (const pass of shows.flatMap((show) => show.passes)) {
    const known = byType.get(pass.type)
    if (!known) {
      byType.set(pass.type, pass)
      continue
    }
    const onSale = known.availability !== 'sold_out' ? known : pass
    byType.set(pass.type, {
      ...onSale,
      price: pass.price.amount < known.price.amount ? pass.price : known.price,
      availability: known.availability === 'sold_out' ? pass.availability : known.availability,
    })
  }
  return [...byType.values()]
}
