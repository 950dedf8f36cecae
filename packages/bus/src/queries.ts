import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import type { BusClass, BusSearchCriteria } from '@rihla/api-contract/buses'
import { queryOptions } from '@tanstack/react-query'

/** Bus queries. Keys start with 'bus' and hold the language: names come in the locale header's. */
export const busQueries = {
  all: ['bus'] as const,
  /** Operators, coach classes and the rules a traveller reads before booking. */
  info: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['bus', 'info', locale],
      queryFn: ({ signal }) => api.call('buses', {}, { signal, locale }),
      staleTime: 60 * 60_000,
    }),
  /** Every served city and where it has direct departures to. */
  cities: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['bus', 'cities', locale],
      queryFn: ({ signal }) => api.call('busCities', {}, { signal, locale }).then((r) => r.cities),
      staleTime: 60 * 60_000,
    }),
  /** The day's departures between two cities: one search session (RefID). */
  times: (api: ApiClients, locale: Locale, criteria: BusSearchCriteria) =>
    queryOptions({
      queryKey: ['bus', 'times', locale, criteria],
      queryFn: ({ signal }) => api.call('busTimes', { body: criteria }, { signal, locale }),
      // A session lives on the server; asking again would start another one.
      staleTime: 10 * 60_000,
    }),
  /** A coach class's photos for the `busDetails` dialog. */
  gallery: (api: ApiClients, locale: Locale, busClass: BusClass) =>
    queryOptions({
      queryKey: ['bus', 'gallery', locale, busClass],
      queryFn: ({ signal }) =>
        api.call('busGallery', { body: { class: busClass } }, { signal, locale }).then((r) => r.photos),
      staleTime: 60 * 60_000,
    }),
  /** A departure's four fare families side by side, the route's bundles and the concessions. */
  fares: (api: ApiClients, locale: Locale, refId: string, departureId: string) =>
    queryOptions({
      queryKey: ['bus', 'fares', locale, refId, departureId],
      queryFn: ({ signal }) =>
        api.call('busFlexiFares', { body: { refId, departureId } }, { signal, locale }),
      staleTime: 60_000,
    }),
  /** A departure's deck and the seats this session holds on it (asking without seats holds nothing). */
  seats: (api: ApiClients, locale: Locale, refId: string, departureId: string) =>
    queryOptions({
      queryKey: ['bus', 'seats', locale, refId, departureId],
      queryFn: ({ signal }) => api.call('busSeatsInfo', { body: { refId, departureId } }, { signal, locale }),
      staleTime: 0,
    }),
  /** One of the signed-in traveller's bus bookings, with a ticket per traveller. */
  booking: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['bus', 'booking', locale, uuid],
      queryFn: ({ signal }) => api.call('busBookingDetail', { body: { uuid } }, { signal, locale }),
    }),
}
