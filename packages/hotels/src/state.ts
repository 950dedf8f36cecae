import { atom } from 'jotai'
import { initialHotelSearchForm } from './formValues'
import type { HotelSearchFormValues } from './formValues'
import { noFilters } from './resultsView'
import type { HotelFilters, SortOrder } from './resultsView'

/** The hotels search form: kept while the visitor goes to the results and back. */
export const hotelSearchFormAtom = atom<HotelSearchFormValues>(initialHotelSearchForm())

/** The results' filters, set by their panel (which loads after the list) and read by the list. */
export const hotelFiltersAtom = atom<HotelFilters>(noFilters())

/** The results' order, set by the sort field and read by the list. */
export const hotelSortAtom = atom<SortOrder>('recommended')
