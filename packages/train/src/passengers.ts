import { passengerSchema } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { PassengerFormParts } from '@rihla/fnf'
import type { TrainParty } from './party'

/** The rules of one traveller, the same the reservation applies: trains are domestic, so the national ID. */
export const passengerRulesOf = (type: PassengerType, travelDate: string) =>
  passengerSchema({ type, travelDate, requireNationalId: true })

/** A train traveller gives the national ID (or Iqama); no passport, no frequent flyer number. */
export const TRAIN_PASSENGER_PARTS: PassengerFormParts = {
  nationalId: true,
  passport: false,
  frequentFlyer: false,
}

/** The travellers in the order the reservation lists them: adults, then children, then infants. */
export const passengerTypesOf = (party: TrainParty): PassengerType[] => [
  ...Array.from({ length: party.adults }, () => 'adult' as const),
  ...Array.from({ length: party.children }, () => 'child' as const),
  ...Array.from({ length: party.infants }, () => 'infant' as const),
]
