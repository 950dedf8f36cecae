import { messages } from '@rihla/api-contract'
import type { Message } from '@rihla/api-contract'
import { passengerSchema } from '@rihla/api-contract/passenger'
import type { PassengerFormParts, PassengerFormValues } from '@rihla/fnf'

/** A room's lead guest, as the reservation checks one: an adult who gives an age (SPEC.md §3). */
export const guestRules = (checkIn: string) =>
  passengerSchema({ type: 'adult', requireAge: true, travelDate: checkIn })

/**
 * A guest gives an age instead of documents; the contact details are asked once for the booking. A
 * guest may be picked from the saved travellers but not saved as one: a saved traveller needs a date
 * of birth, which a guest does not give.
 */
export const GUEST_PARTS: PassengerFormParts = {
  age: true,
  nationalId: false,
  passport: false,
  frequentFlyer: false,
  saveForLater: false,
}

/**
 * The guests whose first name an earlier room's guest already has (SPEC.md §8: "Duplicate first name
 * detected"), by index; the server refuses them too.
 */
export function duplicateFirstNames(guests: readonly Pick<PassengerFormValues, 'firstName'>[]) {
  const seen = new Set<string>()
  const duplicates = new Map<number, Message>()
  guests.forEach((guest, index) => {
    const name = guest.firstName.trim().toLocaleLowerCase()
    if (!name) return
    if (seen.has(name)) duplicates.set(index, messages.duplicateFirstName)
    seen.add(name)
  })
  return duplicates
}
