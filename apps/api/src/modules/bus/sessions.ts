import type { BusSearchCriteria } from '@rihla/api-contract/buses'
import type { SeatHold } from '../inventory/holds'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'

/** The departure whose deck the traveller opened; its held seats are the session's holds. */
export interface StoredBusChoice {
  departureId: string
}

export type BusSession = SearchSession<BusSearchCriteria, StoredBusChoice, SeatHold>
export const busSearches = searchSessionsOf<BusSearchCriteria, StoredBusChoice, SeatHold>('bus')
