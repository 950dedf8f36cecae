import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import type { EventListRequest, EventSearchQuery } from '@rihla/api-contract/events'
import { queryOptions } from '@tanstack/react-query'

/** Event queries. Keys start with 'events' and hold the language: texts come in the locale header's. */
export const eventsQueries = {
  all: ['events'] as const,
  /** The events home: featured events, categories, cities on sale, the soonest events. */
  home: (api: ApiClients, locale: Locale, currency: string) =>
    queryOptions({
      queryKey: ['events', 'home', locale, currency],
      queryFn: ({ signal }) => api.call('eventsHome', { query: { currency } }, { signal, locale }),
      staleTime: 5 * 60_000,
    }),
  /** Events by name (as the visitor types), city and dates, priced in the query's currency. */
  search: (api: ApiClients, locale: Locale, query: EventSearchQuery) =>
    queryOptions({
      queryKey: ['events', 'search', locale, query],
      queryFn: ({ signal }) => api.call('eventSearch', { query }, { signal, locale }).then((r) => r.events),
      staleTime: 60_000,
    }),
  /** A category's page of events with its filters and sort. */
  list: (api: ApiClients, locale: Locale, request: EventListRequest) =>
    queryOptions({
      queryKey: ['events', 'list', locale, request],
      queryFn: ({ signal }) => api.call('eventList', { body: request }, { signal, locale }),
      staleTime: 60_000,
    }),
  /** An event (by id or slug) with its shows on sale and their passes. */
  shows: (api: ApiClients, locale: Locale, event: string, currency: string) =>
    queryOptions({
      queryKey: ['events', 'shows', locale, event, currency],
      queryFn: ({ signal }) => api.call('eventShows', { body: { event, currency } }, { signal, locale }),
      // Passes sell out: what is left is asked for again on every visit.
      staleTime: 30_000,
    }),
  /** A quote again (a reload of the attendees or review step; 410 once expired). */
  quoted: (api: ApiClients, locale: Locale, refId: string) =>
    queryOptions({
      queryKey: ['events', 'quoted', locale, refId],
      queryFn: ({ signal }) => api.call('eventQuoted', { body: { refId } }, { signal, locale }),
      staleTime: 30_000,
    }),
  /** One of the signed-in traveller's event bookings, with an e-ticket per ticket. */
  booking: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['events', 'booking', locale, uuid],
      queryFn: ({ signal }) => api.call('eventBookingDetail', { body: { uuid } }, { signal, locale }),
    }),
}
