import { atom } from 'jotai'
import { emptySearchForm } from './searchForm'

/** The bus search form, kept while the traveller moves between the search and the results. */
export const busSearchFormAtom = atom(emptySearchForm())
