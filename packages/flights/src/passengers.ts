import { passengerSchema } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { PassengerFormParts } from '@rihla/fnf'

/** The rules of one passenger of this trip, the same the server applies at the reservation. */
export const passengerRulesOf = (type: PassengerType, travelDate: string, domestic: boolean) =>
  passengerSchema({ type, travelDate, requirePassport: !domestic, requireNationalId: domestic })

/** Domestic trips ask for the national ID, international ones for the passport; infants have no miles. */
export const passengerPartsOf = (type: PassengerType, domestic: boolean): PassengerFormParts => ({
  nationalId: domestic,
  passport: !domestic,
  frequentFlyer: type !== 'infant',
})
