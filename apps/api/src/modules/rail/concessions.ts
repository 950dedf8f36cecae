import type { Locale } from '@rihla/api-contract'
import type { TrainConcessionFare } from '@rihla/api-contract/trains'
import { convert } from '../inventory/pricing'
import type { Rates } from '../inventory/pricing'
import { concessionsOf, lessConcession } from '../transit/concessions'
import type { ConcessionPercents } from '../transit/concessions'

/**
 * SAR's concessions, percent off the traveller's fare: half for a traveller with a disability and for
 * one carer with them, a quarter for a student. The facts file sources none of SAR's figures: these
 * are the sandbox's.
 */
export const RAIL_CONCESSIONS = { student: 25, disability: 50, carer: 50 } satisfies ConcessionPercents

/** A class's concession fares for one adult, as the search and seat map answers state them. */
export const concessionFares = (
  adultHalalas: number,
  currency: string,
  rates: Rates,
  locale: Locale,
): TrainConcessionFare[] =>
  concessionsOf(RAIL_CONCESSIONS, locale).map((concession) => ({
    ...concession,
    fare: convert(lessConcession(adultHalalas, concession.percent), currency, rates),
  }))
