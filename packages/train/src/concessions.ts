import type { PassengerType } from '@rihla/api-contract/passenger'
import type { TrainConcession, TrainConcessionFare } from '@rihla/api-contract/trains'

// Which of a class's concession fares a traveller may claim, as the reservation checks them: a
// student's only for an adult, none for an infant (who rides free on a lap), and a carer's only with as
// many travellers with a disability in the booking. Offering only these keeps a refused claim rare.

/** The concessions open to a traveller of `type`, in the order the API lists them. */
export const concessionsFor = (type: PassengerType, offered: readonly TrainConcessionFare[]) =>
  type === 'infant' ? [] : offered.filter((concession) => concession.id !== 'student' || type === 'adult')

/**
 * The claims once every traveller's choice is in: a carer's claim beyond the number of travellers with
 * a disability is dropped (the first carers keep theirs), as are claims of travellers who may not make
 * them. Answers one entry per traveller, null for the full fare.
 */
export function fairClaims(
  types: readonly PassengerType[],
  claims: readonly (TrainConcession | null | undefined)[],
  offered: readonly TrainConcessionFare[],
): (TrainConcession | null)[] {
  const allowed = types.map((type, index) => {
    const claim = claims[index] ?? null
    return claim && concessionsFor(type, offered).some((concession) => concession.id === claim) ? claim : null
  })
  let carersLeft = allowed.filter((claim) => claim === 'disability').length
  return allowed.map((claim) => (claim === 'carer' ? (carersLeft-- > 0 ? claim : null) : claim))
}
