import { atom } from 'jotai'
import { initialHotelSearchForm } from './searchForm'
import type { HotelSearchFormValues } from './searchForm'

/** The hotels home form: kept while the visitor goes to the results and back. */
export const hotelSearchFormAtom = atom<HotelSearchFormValues>(initialHotelSearchForm())
