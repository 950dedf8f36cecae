import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { ReserveRequest } from '@rihla/api-contract/flight-booking'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { createDraftStore } from '@rihla/booking-flow/drafts'
import type { PassengerFormValues } from '@rihla/fnf'

// What the traveller has entered for one search session (RefID) between passenger details and the
// reservation: the passengers, the contact details and the add-on choices. Seats and a fare upgrade are
// not here: the server holds those in the session (seat holds, the session's quote).

export interface DraftPassenger {
  type: PassengerType
  values: PassengerFormValues
}

export interface FlightDraft {
  /** The session's search, kept when a fare is quoted: once the session expires, the server no longer has it. */
  search?: SearchCriteria
  passengers: DraftPassenger[]
  contact: ReserveRequest['contact']
  baggage: NonNullable<ReserveRequest['baggage']>
  meals: NonNullable<ReserveRequest['meals']>
  ssr: NonNullable<ReserveRequest['ssr']>
  /**
   * Legs (by index) on which the traveller decided about extra baggage, buying some or not: on a fare
   * without checked baggage the add-ons step asks for that decision (missingAddons) before going on.
   */
  baggageDecided: number[]
}

export const emptyDraft = (): FlightDraft => ({
  passengers: [],
  contact: { email: '', phone: '' },
  baggage: [],
  meals: [],
  ssr: [],
  baggageDecided: [],
})

const drafts = createDraftStore('flights', emptyDraft)

/** One session's draft (empty until something is entered); set with a partial update. */
export const flightDraftAtom = drafts.draftAtom

/** Forgets a session's draft once its booking exists. */
export const forgetDraftAtom = drafts.forgetDraftAtom
