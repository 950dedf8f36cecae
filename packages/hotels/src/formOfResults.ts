import type { HotelOffer, HotelSearchCriteria, SuggestionKind } from '@rihla/api-contract/hotels'
import type { HotelSearchFormValues } from './formValues'

/**
 * The form of a results page: the search the page lists, so a visitor who opened a shared link changes
 * it rather than starting over. The destination keeps the name the form had for it, or takes the city's
 * name from the hotels found (in the page's language), or the address's place.
 */
export function formOfResults(
  form: HotelSearchFormValues,
  criteria: HotelSearchCriteria,
  place: string,
  hotels: readonly HotelOffer[] | undefined,
): HotelSearchFormValues {
  const [kind = 'city', ...rest] = criteria.destination.split(':')
  const known = form.destination?.id === criteria.destination ? form.destination : null
  const cityName = kind === 'city' ? hotels?.[0]?.hotel.city.name : undefined
  const destination = known ?? {
    id: criteria.destination,
    kind: kind as SuggestionKind,
    name: cityName ?? (kind === 'city' ? rest.join(':') : place.replace(/-/g, ' ')),
    context: '',
    hotels: 0,
  }
  return {
    destination,
    checkIn: criteria.checkIn,
    checkOut: criteria.checkOut,
    rooms: criteria.rooms.map((room) => ({ adults: room.adults, childAges: [...(room.childAges ?? [])] })),
  }
}
