import { useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import { resultsLocation } from '../../address'
import { noFilters } from '../../resultsView'
import { hotelFiltersAtom, hotelSearchFormAtom } from '../../state'
import { HotelSearchForm } from './HotelSearchForm'

/** The hotel search form bound to its state, going to the results (with no filters) when it searches. */
export function HotelsSearch() {
  const [form, setForm] = useAtom(hotelSearchFormAtom)
  const setFilters = useSetAtom(hotelFiltersAtom)
  const navigate = useNavigate()
  return (
    <HotelSearchForm
      values={form}
      onChange={setForm}
      onSearch={(criteria, values) => {
        setFilters(noFilters())
        void navigate(resultsLocation(criteria, values.destination?.name ?? criteria.destination))
      }}
    />
  )
}
