import type { Locale } from '@rihla/api-contract'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { ApiClients } from '@rihla/api-clients'
import { queryOptions } from '@tanstack/react-query'

/**
 * Flight queries. Keys start with 'flights' and hold the language: airports, cities and airlines
 * come in the language of the locale header.
 */
export const flightsQueries = {
  all: ['flights'] as const,
  /** The airports a form offers before anything is typed. */
  popularAirports: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['flights', 'airports', 'popular', locale],
      queryFn: ({ signal }) =>
        api.call('airportsPopular', {}, { signal, locale }).then((response) => response.airports),
      staleTime: 60 * 60_000,
    }),
  /** Search as you type. */
  airports: (api: ApiClients, locale: Locale, query: string) =>
    queryOptions({
      queryKey: ['flights', 'airports', 'search', locale, query],
      queryFn: ({ signal }) =>
        api.call('airportsSearch', { query: { query } }, { signal, locale }).then((r) => r.airports),
      staleTime: 60 * 60_000,
    }),
  airport: (api: ApiClients, locale: Locale, iata: string) =>
    queryOptions({
      queryKey: ['flights', 'airports', 'get', locale, iata],
      queryFn: ({ signal }) =>
        api.call('airportGet', { query: { iata } }, { signal, locale }).then((r) => r.airport),
      staleTime: 60 * 60_000,
    }),
  /** The lowest fare of each day from `date`, for one route. */
  calendarFares: (
    api: ApiClients,
    locale: Locale,
    request: { from: string; to: string; date: string; tripType: 'one_way' | 'round_trip'; days: number },
  ) =>
    queryOptions({
      queryKey: ['flights', 'calendar-fares', locale, request],
      queryFn: ({ signal }) =>
        api
          .call(
            'calendarFares',
            {
              query: {
                from_iata: request.from,
                to_iata: request.to,
                date: request.date,
                trip_type: request.tripType,
                days: String(request.days),
              },
            },
            { signal, locale },
          )
          .then((response) => response.fares),
      staleTime: 10 * 60_000,
    }),
  /** The content providers a search asks, one request each, so results arrive progressively. */
  providers: (api: ApiClients, locale: Locale, criteria: SearchCriteria) =>
    queryOptions({
      queryKey: ['flights', 'providers', locale, criteria],
      queryFn: ({ signal }) =>
        api.call('contentProviders', { body: criteria }, { signal, locale }).then((r) => r.providers),
      staleTime: 10 * 60_000,
    }),
  /**
   * One provider's answer. The first provider's answer opens the search session (RefID); the others
   * join it, so a fare picked from any of them can be quoted.
   */
  search: (
    api: ApiClients,
    locale: Locale,
    criteria: SearchCriteria,
    provider: string,
    refId: string | undefined,
    attempt: number,
  ) =>
    queryOptions({
      queryKey: ['flights', 'search', locale, criteria, provider, refId ?? null, attempt],
      queryFn: ({ signal }) =>
        api.call('flightSearch', { body: { search: criteria, provider, refId } }, { signal, locale }),
      // Results belong to a search session that ends after inactivity; a fresh visit searches again.
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
    }),
  /** Every fare family of one itinerary (the fareDetail modal). */
  fares: (api: ApiClients, locale: Locale, refId: string, itineraryRefId: string) =>
    queryOptions({
      queryKey: ['flights', 'fares', locale, refId, itineraryRefId],
      queryFn: ({ signal }) => api.call('getFares', { body: { refId, itineraryRefId } }, { signal, locale }),
      staleTime: 60_000,
    }),
}
