import type { PassengerCounts } from '@rihla/api-contract/passenger'

/**
 * A party with a child or an infant may sit in the front rows the operator keeps for families. Its own
 * module: the departures page asks it, and must not load the passenger forms' schemas (phone rules) with it.
 */
export const isFamilyParty = (counts: Pick<PassengerCounts, 'children' | 'infants'>) =>
  counts.children + counts.infants > 0
