import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { BookingsRequest } from './search'

/**
 * My Bookings queries. Keys start with 'bookings' and hold the language, because the server names
 * providers and details in the language of the locale header.
 */
export const bookingsQueries = {
  all: ['bookings'] as const,
  list: (api: ApiClients, locale: Locale, request: BookingsRequest) =>
    queryOptions({
      queryKey: ['bookings', 'list', locale, request],
      queryFn: ({ signal }) => api.call('bookingsIndex', { body: request }, { signal, locale }),
      // The page on screen stays while the next page or filter loads, so the list never jumps to blank.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      meta: userScopedMeta,
    }),
  detail: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['bookings', 'detail', locale, uuid],
      queryFn: ({ signal }) =>
        api.call('userBookingGet', { body: { uuid } }, { signal, locale }).then((r) => r.booking),
      staleTime: 30_000,
      meta: userScopedMeta,
    }),
}
