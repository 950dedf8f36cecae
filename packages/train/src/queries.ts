import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import type { TrainClass, TrainSearchCriteria } from '@rihla/api-contract/trains'
import { userScopedMeta } from '@rihla/core'
import { queryOptions } from '@tanstack/react-query'

export interface SeatmapKey {
  refId: string
  trainId: string
  class: TrainClass
}

/** Train queries. Keys start with 'train' and hold the language: station names come in its words. */
export const trainQueries = {
  all: ['train'] as const,
  /** The network: lines with their stations in order, and the classes each runs. */
  general: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['train', 'general', locale],
      queryFn: ({ signal }) => api.call('railwaysGeneral', {}, { signal, locale }),
      staleTime: 24 * 60 * 60_000,
    }),
  /** One search session (a RefID): the day's trains between two stations, each class with its fare. */
  search: (api: ApiClients, locale: Locale, criteria: TrainSearchCriteria) =>
    queryOptions({
      queryKey: ['train', 'search', locale, criteria],
      queryFn: ({ signal }) => api.call('railwaysSearch', { body: criteria }, { signal, locale }),
      // A session lives on the server; asking again would start another one.
      staleTime: 10 * 60_000,
    }),
  /** A train's coaches of one class with their seats, those the session holds marked as its own. */
  seatmap: (api: ApiClients, locale: Locale, key: SeatmapKey) =>
    queryOptions({
      queryKey: ['train', 'seatmap', locale, key],
      queryFn: ({ signal }) => api.call('railwaysSeatmap', { body: key }, { signal, locale }),
      staleTime: 15_000,
    }),
  /** One of the signed-in traveller's train bookings with its tickets. */
  booking: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['train', 'booking', locale, uuid],
      queryFn: ({ signal }) => api.call('railwaysBookingDetail', { body: { uuid } }, { signal, locale }),
      meta: userScopedMeta,
    }),
}
