import type { PassengerCounts } from '@rihla/api-contract/passenger'

// Rules of a bus search's party. Their own module: the departures page asks them, and must not load the
// passenger forms' schemas (phone rules) with them.

/** A party with a child or an infant may sit in the front rows the operator keeps for families. */
export const isFamilyParty = (counts: Pick<PassengerCounts, 'children' | 'infants'>) =>
  counts.children + counts.infants > 0

/** One adult alone: the only party a trip bundle is for (SAPTCO sells bundles to one traveller). */
export const isBundleParty = ({ adults, children, infants }: PassengerCounts) =>
  adults === 1 && children === 0 && infants === 0
