import type { TrainClass, TrainSearchCriteria } from '@rihla/api-contract/trains'
import { searchSessionsOf } from '../search-sessions/service'
import type { SearchSession } from '../search-sessions/service'

/** The train and class whose coaches the traveller opened; their held seats are the session's holds. */
export interface StoredTrainChoice {
  trainId: string
  class: TrainClass
}

/** A seat the session holds, `3-12A`. */
export interface TrainSeatHold {
  holdId: string
  seat: string
}

export type TrainSession = SearchSession<TrainSearchCriteria, StoredTrainChoice, TrainSeatHold>
export const trainSearches = searchSessionsOf<TrainSearchCriteria, StoredTrainChoice, TrainSeatHold>(
  'railway',
)
