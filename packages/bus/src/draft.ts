import type { BusConcession, BusDeparture, BusSearchCriteria, FareFamilyId } from '@rihla/api-contract/buses'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { createDraftStore } from '@rihla/booking-flow/drafts'
import type { PassengerFormValues } from '@rihla/fnf'

// What the traveller has chosen and entered for one search session (RefID) between the results and the
// order: the departure and fare family (the server keeps no quote of them until the order), the
// travellers and the contact details. The seats are the server's: the session holds them.

export interface BusDraft {
  /** The session's search: the travellers' counts and the day, which the steps ask no server for. */
  search?: BusSearchCriteria
  departure?: BusDeparture
  fareFamily?: FareFamilyId
  /** The trips of the bundle this order buys (it travels the first), or null. */
  bundle?: number | null
  /** The order of the paid bundle this order travels a trip of, or null. */
  bundleOrder?: string | null
  passengers: PassengerFormValues[]
  /** The concession each traveller claims, in the passengers' order; null or absent the full fare. */
  concessions?: (BusConcession | null)[]
  contact: BookingContact
}

const emptyDraft = (): BusDraft => ({ passengers: [], contact: { email: '', phone: '' } })

const drafts = createDraftStore('bus', emptyDraft)

/** One session's draft (empty until a fare is chosen); set with a partial update. */
export const busDraftAtom = drafts.draftAtom

/** Forgets a session's draft once its booking exists. */
export const forgetDraftAtom = drafts.forgetDraftAtom

/** The choice the steps after the results need; null until a fare family of a departure is chosen. */
export function chosenTrip(draft: BusDraft) {
  const { search, departure, fareFamily, bundle = null, bundleOrder = null } = draft
  return search && departure && fareFamily ? { search, departure, fareFamily, bundle, bundleOrder } : null
}
export type ChosenTrip = NonNullable<ReturnType<typeof chosenTrip>>
