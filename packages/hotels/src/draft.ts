import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { createDraftStore } from '@rihla/booking-flow/drafts'
import type { PassengerFormValues } from '@rihla/fnf'

// What the traveller has entered for one search session (RefID) between the guest details and the
// reservation: one lead guest per room and the contact details. The rooms and rates are the server's
// (the session's quote).

export interface HotelDraft {
  /** The session's search, kept when a rate is quoted: once the session expires, the server no longer has it. */
  search?: HotelSearchCriteria
  guests: PassengerFormValues[]
  contact: BookingContact
}

const emptyDraft = (): HotelDraft => ({ guests: [], contact: { email: '', phone: '' } })

const drafts = createDraftStore('hotels', emptyDraft)

/** One session's draft (empty until something is entered); set with a partial update. */
export const hotelDraftAtom = drafts.draftAtom

/** Forgets a session's draft once its booking exists. */
export const forgetDraftAtom = drafts.forgetDraftAtom
