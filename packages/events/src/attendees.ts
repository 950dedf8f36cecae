import { attendeeSchema } from '@rihla/api-contract/event-booking'
import type { Attendee, EventQuote } from '@rihla/api-contract/event-booking'
import type { PassengerFormParts, PassengerFormValues } from '@rihla/fnf'
import { emptyPassenger } from '@rihla/fnf'
import { z } from 'zod/mini'
import { ticketSlots } from './passes'

/** An attendee as the reservation checks one: a first and a last name, nothing else asked for. */
export const attendeeRules = z.object({
  firstName: attendeeSchema.shape.firstName,
  lastName: attendeeSchema.shape.lastName,
})

/**
 * An attendee is picked from the saved travellers or typed in: only their name is asked (the booking's
 * contact details are, once).
 */
export const ATTENDEE_PARTS: PassengerFormParts = {
  profile: false,
  nationalId: false,
  passport: false,
  frequentFlyer: false,
  contact: false,
  saveForLater: false,
}

/** A quote's attendees: one per ticket when its event names tickets, the draft's where entered. */
export const attendeesFor = (quote: EventQuote, drafted: readonly PassengerFormValues[]) =>
  quote.namedTickets
    ? ticketSlots(quote.lines).map((slot, index) => ({ slot, values: drafted[index] ?? emptyPassenger }))
    : []

/** The reservation's attendees: each ticket's pass and its attendee's name. */
export const reservationAttendees = (
  quote: EventQuote,
  drafted: readonly PassengerFormValues[],
): Attendee[] =>
  attendeesFor(quote, drafted).map(({ slot, values }) => ({
    passId: slot.passId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  }))
