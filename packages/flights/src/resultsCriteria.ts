import { searchCriteriaSchema } from '@rihla/api-contract/flights'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { criteriaFromAddress } from './address'
import type { FlightResultsSearch } from './search'

/**
 * The search a results address runs, checked by the contract's schema, for the loader, the page's head
 * and the screen alike; null when the address is one the search form must correct.
 */
export function resultsCriteria(
  codes: string,
  search: FlightResultsSearch,
  currency: string | null,
): SearchCriteria | null {
  const parsed = searchCriteriaSchema.safeParse(criteriaFromAddress(codes, search, currency))
  return parsed.success ? parsed.data : null
}
