import type { BookingContact } from '@rihla/api-contract/passenger'
import type { Train, TrainClass, TrainConcession, TrainSearchCriteria } from '@rihla/api-contract/trains'
import { createDraftStore } from '@rihla/booking-flow/drafts'
import type { PassengerFormValues } from '@rihla/fnf'
import type { TrainResultsSearch } from './search'

// What the traveller has chosen and entered for one search session (RefID) between the results and the
// reservation: the train and class, the travellers and the contact details. The seats are the server's
// (the session's holds). Kept in session storage (createDraftStore): a reload loses nothing.

export interface TrainDraft {
  /** The session's search, kept when a train is chosen: the session's answer is not asked for again. */
  search?: TrainSearchCriteria
  train?: Train
  class?: TrainClass
  /** The seats held, as the seat step last saw them. */
  seats: string[]
  passengers: PassengerFormValues[]
  /** The concession fare each traveller claims, in the passengers' order; null or absent the full fare. */
  concessions?: (TrainConcession | null)[]
  contact: BookingContact
}

const emptyDraft = (): TrainDraft => ({ seats: [], passengers: [], contact: { email: '', phone: '' } })

const drafts = createDraftStore('train', emptyDraft)

/** One session's draft (empty until something is chosen); set with a partial update. */
export const trainDraftAtom = drafts.draftAtom

/** Forgets a session's draft once its booking exists. */
export const forgetDraftAtom = drafts.forgetDraftAtom

/**
 * The traveller's current journey in this tab: the last results, the session being booked and the
 * booking made, which the parameterless routes (`/train/seat-selection`…) resume.
 */
export interface TrainJourney {
  results?: { slug: string; search: TrainResultsSearch }
  refId?: string
  /** The train chosen last, whose stops `/train/itinerary-detail` shows. */
  train?: Train
  bookingUuid?: string
}

const journeys = createDraftStore<TrainJourney>('train-journey', () => ({}))

/** The current journey; set with a partial update. */
export const trainJourneyAtom = journeys.draftAtom('current')
