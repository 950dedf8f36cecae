import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'
import type { RoomHold } from './allotment'

/** The rate chosen for each searched room, as the session keeps it. */
export interface StoredHotelQuote {
  hotelId: string
  rateIds: string[]
  quotedAt: string
}

/** A hotel search session: the search, the quoted rooms and the rooms held for every night. */
export type HotelSession = SearchSession<HotelSearchCriteria, StoredHotelQuote, RoomHold>
export const hotelSearches = searchSessionsOf<HotelSearchCriteria, StoredHotelQuote, RoomHold>('hotel')
