import type { Locale } from '@rihla/api-contract'
import type { Cabin, SearchCriteria } from '@rihla/api-contract/flights'
import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
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
  /** The lowest fare of each day from `date`, for one route, in the searched cabin for the whole party. */
  calendarFares: (
    api: ApiClients,
    locale: Locale,
    request: {
      from: string
      to: string
      date: string
      tripType: 'one_way' | 'round_trip'
      days: number
      /** The class and party of the search the fares sit beside. */
      cabin: Cabin
      passengers: { adults: number; children: number; infants: number }
      /**
       * Priced by the server in the visitor's currency, as the results are: a SAR total converted here
       * can differ by a cent from the results' fare, whose parts the server converts one by one.
       */
      currency: string
    },
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
                cabin: request.cabin,
                adults: String(request.passengers.adults),
                children: String(request.passengers.children),
                infants: String(request.passengers.infants),
                currency: request.currency,
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
  /** One itinerary of a search session, with the search it came from (GET session-log/get-itinerary). */
  sessionItinerary: (api: ApiClients, locale: Locale, refId: string, itineraryRefId: string) =>
    queryOptions({
      queryKey: ['flights', 'session-itinerary', locale, refId, itineraryRefId],
      queryFn: ({ signal }) =>
        api.call(
          'sessionItinerary',
          { query: { refid: refId, itinerary_refid: itineraryRefId } },
          { signal, locale },
        ),
      staleTime: 60_000,
    }),
  /** The session's quote: the fare chosen, the passenger counts, the travel date (GET session-log/get-quote). */
  sessionQuote: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['flights', 'session-quote', locale, refId],
      queryFn: ({ signal }) => api.call('sessionQuote', { query: { refid: refId } }, { signal, locale }),
      staleTime: 30_000,
    }),
  /** Extra checked baggage per leg, priced in the session's currency. */
  baggageOptions: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['flights', 'baggage', locale, refId],
      queryFn: ({ signal }) =>
        api.call('flightBaggage', { query: { refid: refId } }, { signal, locale }).then((r) => r.options),
      staleTime: 10 * 60_000,
    }),
  /** Meals per segment; free on long flights. */
  mealOptions: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['flights', 'meals', locale, refId],
      queryFn: ({ signal }) =>
        api.call('flightMeals', { query: { refid: refId } }, { signal, locale }).then((r) => r.options),
      staleTime: 10 * 60_000,
    }),
  /** Special assistance a passenger may ask for. */
  ssrOptions: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['flights', 'ssr', locale, refId],
      queryFn: ({ signal }) =>
        api.call('flightSsr', { query: { refid: refId } }, { signal, locale }).then((r) => r.options),
      staleTime: 10 * 60_000,
    }),
  /** One flight's seats in the session's cabin; other travellers' holds change it, so it is always refetched. */
  seatmap: (api: ApiClients, locale: Locale, refId: string, segment: string) =>
    queryOptions({
      queryKey: ['flights', 'seatmap', locale, refId, segment],
      queryFn: ({ signal }) =>
        api.call('flightSeatmap', { query: { refid: refId, segment } }, { signal, locale }),
      staleTime: 0,
    }),
  /** One of the signed-in traveller's flight bookings (GET bookings/get-detail), forgotten at sign-out. */
  bookingDetail: (api: ApiClients, locale: Locale, uuid: string, apiToken: string) =>
    queryOptions({
      queryKey: ['flights', 'booking', locale, uuid],
      queryFn: ({ signal }) =>
        api.call('flightBookingDetail', { query: { uuid, api_token: apiToken } }, { signal, locale }),
      staleTime: 5_000,
      meta: userScopedMeta,
    }),
  /** Every airline with its information page's slug (the flights home's Airlines section). */
  airlines: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['flights', 'airlines', locale],
      queryFn: ({ signal }) => api.call('airlines', {}, { signal, locale }).then((r) => r.airlines),
      staleTime: 60 * 60_000,
    }),
  /** One airline's information page (`/flights/{pageSlug}`). */
  airlinePage: (api: ApiClients, locale: Locale, slug: string) =>
    queryOptions({
      queryKey: ['flights', 'airline', locale, slug],
      queryFn: ({ signal }) =>
        api.call('airlinePage', { query: { slug } }, { signal, locale }).then((r) => r.airline),
      staleTime: 60 * 60_000,
    }),
}
