import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
import { queryOptions } from '@tanstack/react-query'

/**
 * A booking's cancellation quote and refund. Keys hold the language: the server words the fare rule and
 * the reason in the locale header's. The endpoints' group loads with the first call.
 */
export const cancellationQueries = {
  all: ['cancellation'] as const,
  quote: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['cancellation', 'quote', locale, uuid],
      queryFn: ({ signal }) =>
        api.call('cancellationQuote', { params: { uuid } }, { signal, locale }).then((r) => r.quote),
      // A deadline may pass while the dialog is open: the quote is read again each time it opens.
      staleTime: 0,
      meta: userScopedMeta,
    }),
  refund: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['cancellation', 'refund', locale, uuid],
      queryFn: ({ signal }) =>
        api.call('refundTracker', { params: { uuid } }, { signal, locale }).then((r) => r.refund),
      meta: userScopedMeta,
    }),
}
