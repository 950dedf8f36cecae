import type { TrainClass } from '@rihla/api-contract/trains'
import { atom } from 'jotai'
import type { TrainParty } from './party'

/** What the train search form holds: kept while the visitor goes to the results and back. */
export interface TrainSearchFormValues extends TrainParty {
  from: string | null
  to: string | null
  date: string | null
  travelClass: TrainClass | null
}

export const initialTrainSearchForm = (): TrainSearchFormValues => ({
  from: null,
  to: null,
  date: null,
  adults: 1,
  children: 0,
  infants: 0,
  travelClass: null,
})

export const trainSearchFormAtom = atom<TrainSearchFormValues>(initialTrainSearchForm())
