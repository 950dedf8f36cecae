import type { TrainClass, TrainSearchCriteria } from '@rihla/api-contract/trains'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'
import type { SeatHold } from '../inventory/holds'

/** The train and class whose coaches the traveller opened; their held seats are the session's holds. */
export interface StoredTrainChoice {
  trainId: string
  class: TrainClass
}

export type TrainSession = SearchSession<TrainSearchCriteria, StoredTrainChoice, SeatHold>
export const trainSearches = searchSessionsOf<TrainSearchCriteria, StoredTrainChoice, SeatHold>('railway')
