import { MAX_BOOKINGS_PAGE_SIZE } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { DeskRequest } from '@rihla/api-contract/support'
import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DeskSearch, RequestsSearch } from './search'

/**
 * Support queries. Keys start with 'support' and hold the language where the server names the
 * booking in it. A thread's first page seeds the chat, which keeps its own list of messages after.
 */
export const supportQueries = {
  all: ['support'] as const,
  list: (api: ApiClients, locale: Locale, search: RequestsSearch) =>
    queryOptions({
      queryKey: ['support', 'list', locale, search.status ?? null, search.page ?? 1],
      queryFn: ({ signal }) =>
        api.call(
          'supportList',
          { query: { ...(search.status && { status: search.status }), page: String(search.page ?? 1) } },
          { signal, locale },
        ),
      placeholderData: keepPreviousData,
      meta: userScopedMeta,
    }),
  thread: (api: ApiClients, locale: Locale, id: string) =>
    queryOptions({
      queryKey: ['support', 'thread', locale, id],
      queryFn: ({ signal }) => api.call('supportThread', { params: { id } }, { signal, locale }),
      // The chat keeps itself current over the realtime channel; a refetch would drop older pages.
      staleTime: Infinity,
      meta: userScopedMeta,
    }),
  /** The traveller's bookings a request can be about, newest first. */
  bookings: (api: ApiClients, locale: Locale) =>
    queryOptions({
      queryKey: ['support', 'bookings', locale],
      queryFn: ({ signal }) =>
        api
          .call('userBookingsAll', { body: { pageSize: MAX_BOOKINGS_PAGE_SIZE } }, { signal, locale })
          .then((r) => r.bookings),
      staleTime: 60_000,
      meta: userScopedMeta,
    }),
  deskQueue: (api: ApiClients, locale: Locale, search: DeskSearch) =>
    queryOptions<DeskRequest[]>({
      queryKey: [
        'support',
        'desk',
        'queue',
        locale,
        search.status ?? null,
        search.issue ?? null,
        search.assigned ?? 'any',
      ],
      queryFn: ({ signal }) =>
        api
          .call(
            'deskQueue',
            {
              query: {
                ...(search.status && { status: search.status }),
                ...(search.issue && { issue: search.issue }),
                assigned: search.assigned ?? 'any',
              },
            },
            { signal, locale },
          )
          .then((r) => r.requests),
      placeholderData: keepPreviousData,
      meta: userScopedMeta,
    }),
  deskThread: (api: ApiClients, locale: Locale, id: string) =>
    queryOptions({
      queryKey: ['support', 'desk', 'thread', locale, id],
      queryFn: ({ signal }) => api.call('deskThread', { params: { id } }, { signal, locale }),
      staleTime: Infinity,
      meta: userScopedMeta,
    }),
  cannedReplies: (api: ApiClients) =>
    queryOptions({
      queryKey: ['support', 'desk', 'canned'],
      queryFn: ({ signal }) => api.call('deskCannedReplies', {}, { signal }).then((r) => r.replies),
      staleTime: 60 * 60_000,
      meta: userScopedMeta,
    }),
  /**
   * A file's address in this page: the file is only served with its owner's (or an agent's) token, so
   * an <img> cannot load it itself. One address per file for the page's life, as the cache keeps it.
   */
  attachment: (api: ApiClients, id: string) =>
    queryOptions({
      queryKey: ['support', 'attachment', id],
      queryFn: ({ signal }) =>
        api
          .call('supportAttachment', { params: { id } }, { signal })
          .then((blob) => URL.createObjectURL(blob)),
      staleTime: Infinity,
      meta: { ...userScopedMeta, inPage: false },
    }),
}
