import { useAtom, useSetAtom } from 'jotai'
import { useNavigate } from '@tanstack/react-router'
import { resultsLocation } from '../../address'
import { noFilters } from '../../resultsView'
import { fareFiltersAtom, flightSearchFormAtom } from '../../state'
import { SearchForm } from './SearchForm'

/** The flights home's search form, bound to the form's state, going to the results when it searches. */
export function FlightsSearch() {
  const [form, setForm] = useAtom(flightSearchFormAtom)
  const setFilters = useSetAtom(fareFiltersAtom)
  const navigate = useNavigate()
  return (
    <SearchForm
      values={form}
      onChange={setForm}
      onSearch={(criteria, values) => {
        setFilters(noFilters())
        const [first] = values.legs
        void navigate(
          resultsLocation(criteria, {
            from: first?.origin?.city ?? criteria.legs[0]!.origin,
            to: first?.destination?.city ?? criteria.legs[0]!.destination,
          }),
        )
      }}
    />
  )
}
