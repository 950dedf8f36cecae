import type { Itinerary } from '@rihla/api-contract/flights'
import { atom } from 'jotai'
import { noFilters } from './resultsView'
import type { ResultFilters, SortOrder } from './resultsView'
import { initialSearchForm } from './searchForm'
import type { SearchFormValues } from './searchForm'

/** The flights home form: kept while the visitor goes to the results and back. */
export const flightSearchFormAtom = atom<SearchFormValues>(initialSearchForm())

/** The results list's filters and order; a new search starts them afresh. */
export const fareFiltersAtom = atom<ResultFilters>(noFilters())
export const resultsSortAtom = atom<SortOrder>('recommended')

/** The itinerary the `flightDetail` or `fareDetail` modal is about; the modal registry says which is open. */
export const selectedItineraryAtom = atom<Itinerary | null>(null)
