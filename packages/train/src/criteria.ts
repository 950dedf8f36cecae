import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import type { TrainSearchCriteria } from '@rihla/api-contract/trains'
import type { TrainResultsSearch } from './search'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The search an address names, or null when it lacks the stations or the date (the contract checks the rest). */
export function criteriaOfAddress(
  search: TrainResultsSearch,
  currency: string | null,
): TrainSearchCriteria | null {
  if (!search.from || !search.to || !search.date || !ISO_DATE.test(search.date)) return null
  return {
    from: search.from,
    to: search.to,
    date: search.date,
    adults: search.adults ?? 1,
    children: search.children ?? 0,
    infants: search.infants ?? 0,
    currency: currency ?? DEFAULT_CURRENCY,
  }
}
