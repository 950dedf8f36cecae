import { useAtom } from 'jotai'
import { hotelSearchFormAtom } from '../../state'
import { HotelSearchForm } from './HotelSearchForm'
import { useSearchHotels } from './useSearchHotels'

/** The hotels home's search form, bound to the form's state, going to the results when it searches. */
export function HotelsSearch() {
  const [form, setForm] = useAtom(hotelSearchFormAtom)
  return <HotelSearchForm values={form} onChange={setForm} onSearch={useSearchHotels()} />
}
