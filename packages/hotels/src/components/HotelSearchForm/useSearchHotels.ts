import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { resultsLocation } from '../../address'
import type { HotelSearchFormValues } from '../../formValues'
import { noFilters } from '../../resultsView'
import { hotelFiltersAtom } from '../../state'

/** A search from a hotels form: its results, with no filters from the last search. */
export function useSearchHotels() {
  const setFilters = useSetAtom(hotelFiltersAtom)
  const navigate = useNavigate()
  return (criteria: HotelSearchCriteria, values: HotelSearchFormValues) => {
    setFilters(noFilters())
    void navigate(resultsLocation(criteria, values.destination?.name ?? criteria.destination))
  }
}
