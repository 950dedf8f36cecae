import { useAtom } from 'jotai'
import { hotelSearchFormAtom } from '../../state'
import { PopularDestinations } from '../PopularDestinations/PopularDestinations'
import { HotelSearchForm } from './HotelSearchForm'
import { useSearchHotels } from './useSearchHotels'

/**
 * The hotels home's search form and the popular destinations that fill it, bound to the form's state.
 * One piece, so a press on a destination before the form's code has arrived waits with the form's own
 * input (lazyAfterHydration) rather than changing the form under its server-rendered HTML.
 */
export function HotelsSearch() {
  const [form, setForm] = useAtom(hotelSearchFormAtom)
  return (
    <>
      <HotelSearchForm values={form} onChange={setForm} onSearch={useSearchHotels()} />
      <PopularDestinations onPick={(destination) => setForm({ ...form, destination })} />
    </>
  )
}
