import type { Itinerary, SearchCriteria } from '@rihla/api-contract/flights'
import { familiesOf } from './inventory'
import { itinerariesOf } from './network'
import { countsOf, toItinerary } from './render'
import type { View } from './render'

/** A search's itineraries (one provider's when given), cheapest first: what POST /search answers. */
export function searchItineraries(view: View, search: SearchCriteria, provider: string | null): Itinerary[] {
  const counts = countsOf(search)
  return itinerariesOf(view.network, search)
    .filter((planned) => !provider || planned.provider === provider)
    .map((planned) => ({ planned, families: familiesOf(planned, search.cabin) }))
    .filter(({ families }) => families.length > 0)
    .map(({ planned, families }) => toItinerary(view, planned, families, counts))
    .sort(
      (a, b) => a.fares[0]!.price.total.amount - b.fares[0]!.price.total.amount || a.id.localeCompare(b.id),
    )
}
