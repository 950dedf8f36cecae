import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { BusResultsSearch } from '../../search'
import { formOfResults, resultsLocation } from '../../searchForm'
import { BusSearchForm } from './BusSearchForm'

/**
 * The results page's own form, showing the search its address names: change a field and search again.
 * A bundle's next trip stays one through a change of day.
 */
export function ResultsSearch({
  cities,
  search,
}: {
  cities: { from: string; to: string }
  search: BusResultsSearch
}) {
  const navigate = useNavigate()
  const [values, setValues] = useState(() => formOfResults(cities, search))
  return (
    <BusSearchForm
      values={values}
      onChange={setValues}
      onSearch={(criteria) => void navigate(resultsLocation(criteria, search.bundle))}
    />
  )
}
