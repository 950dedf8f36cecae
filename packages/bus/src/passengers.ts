import { passengerSchema, passengerSlots } from '@rihla/api-contract/passenger'
import type { PassengerCounts, PassengerType } from '@rihla/api-contract/passenger'
import { emptyPassenger } from '@rihla/fnf'
import type { PassengerFormParts, PassengerFormValues } from '@rihla/fnf'

/** A bus trip is domestic: each traveller's national ID (or iqama), as the order checks it. */
export const busPassengerRules = (type: PassengerType, travelDate: string) =>
  passengerSchema({ type, travelDate, requireNationalId: true })

/** The national ID instead of a passport; no frequent-flyer number on a coach. */
export const BUS_PASSENGER_PARTS: PassengerFormParts = {
  nationalId: true,
  passport: false,
  frequentFlyer: false,
  saveForLater: true,
}

/**
 * One form per traveller of the search, adults first, then children, then infants (the order the
 * server expects them in), each with what the draft holds for it.
 */
export const passengerSlotsOf = (counts: PassengerCounts, drafted: readonly PassengerFormValues[]) =>
  passengerSlots(counts).map((slot) => ({ ...slot, values: drafted[slot.index] ?? emptyPassenger }))
