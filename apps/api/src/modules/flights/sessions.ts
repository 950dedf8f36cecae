import { messages } from '@rihla/api-contract'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { ServiceError } from '../../errors'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'
import type { Network, PlannedItinerary } from './inventory'
import { itinerariesOf } from './network'
import type { StoredQuote, StoredSeat } from './stored'

/** A flight search session: the search, the quoted fare and the seats held for its passengers. */
export type FlightSession = SearchSession<SearchCriteria, StoredQuote, StoredSeat>
export const flightSearches = searchSessionsOf<SearchCriteria, StoredQuote, StoredSeat>('airline')

export function findItinerary(
  network: Network,
  search: SearchCriteria,
  itineraryId: string,
): PlannedItinerary {
  const planned = itinerariesOf(network, search).find((itinerary) => itinerary.id === itineraryId)
  if (!planned) throw new ServiceError('not_found', messages.flightDetailsError)
  return planned
}
