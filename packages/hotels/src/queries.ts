import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { queryOptions } from '@tanstack/react-query'

/** Hotel queries. Keys start with 'hotels' and hold the language: names come in the locale header's. */
export const hotelsQueries = {
  all: ['hotels'] as const,
  /** Destinations as the visitor types: cities, districts, landmarks and hotels. */
  suggestions: (api: ApiClients, locale: Locale, query: string) =>
    queryOptions({
      queryKey: ['hotels', 'suggestions', locale, query],
      queryFn: ({ signal }) =>
        api.call('hotelSuggestions', { query: { query } }, { signal, locale }).then((r) => r.suggestions),
      staleTime: 60 * 60_000,
    }),
  /** One search session: each hotel with its lowest price for all rooms (starts a RefID). */
  search: (api: ApiClients, locale: Locale, criteria: HotelSearchCriteria) =>
    queryOptions({
      queryKey: ['hotels', 'search', locale, criteria],
      queryFn: ({ signal }) => api.call('hotelSearch', { body: { search: criteria } }, { signal, locale }),
      // A session lives on the server; asking again would start another one.
      staleTime: 10 * 60_000,
    }),
  /** One hotel of a session: its room types and their rates for the searched stay (404, or 410 once expired). */
  itinerary: (api: ApiClients, locale: Locale, refId: string, itineraryRefId: string) =>
    queryOptions({
      queryKey: ['hotels', 'itinerary', locale, refId, itineraryRefId],
      queryFn: ({ signal }) =>
        api.call(
          'hotelSingleItinerary',
          { query: { RefID: refId, ItineraryRefID: itineraryRefId } },
          { signal, locale },
        ),
      staleTime: 60_000,
    }),
  /** The session's quoted stay: the rooms and rates chosen, the price, the cancellation terms (409 before a quote). */
  quoted: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['hotels', 'quoted', locale, refId],
      queryFn: ({ signal }) =>
        api.call('hotelQuoted', { query: { RefID: refId } }, { signal, locale }).then((r) => r.quote),
      staleTime: 30_000,
    }),
  /** One of the signed-in traveller's hotel bookings: the voucher, its cancellation terms and refund. */
  booking: (api: ApiClients, locale: Locale, uuid: string, apiToken: string) =>
    queryOptions({
      queryKey: ['hotels', 'booking', locale, uuid],
      queryFn: ({ signal }) =>
        api.call('hotelBookingDetail', { query: { UUID: uuid, api_token: apiToken } }, { signal, locale }),
    }),
}
