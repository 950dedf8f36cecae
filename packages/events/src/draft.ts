import type { BookingContact } from '@rihla/api-contract/passenger'
import { createDraftStore } from '@rihla/booking-flow/drafts'
import type { PassengerFormValues } from '@rihla/fnf'

// What the traveller has chosen and entered for one event between the pass selection and the
// reservation, by the event's id (the steps' addresses name the event, not the quote): the quote's
// RefID, the attendees and the contact details. In session storage, like every vertical's drafts.

export interface EventDraft {
  /** The quote of the passes chosen last; the steps after the selection read it again by this. */
  refId?: string
  attendees: PassengerFormValues[]
  contact: BookingContact
}

const emptyDraft = (): EventDraft => ({ attendees: [], contact: { email: '', phone: '' } })

const drafts = createDraftStore('events', emptyDraft)

/** One event's draft; set with a partial update. */
export const eventDraftAtom = drafts.draftAtom

/** Forgets an event's draft once its booking exists. */
export const forgetDraftAtom = drafts.forgetDraftAtom
