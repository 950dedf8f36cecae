import type { Locale } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
import { queryOptions } from '@tanstack/react-query'

/**
 * Payment queries. Keys start with 'payments' and hold the language: the booking's provider and title
 * come in the language of the locale header.
 */
export const paymentsQueries = {
  all: ['payments'] as const,
  /** What can pay the booking, the saved wallet accounts and the newest attempt. */
  methods: (api: ApiClients, locale: Locale, uuid: string) =>
    queryOptions({
      queryKey: ['payments', 'methods', locale, uuid],
      queryFn: ({ signal }) => api.call('paymentMethods', { query: { uuid } }, { signal, locale }),
      // A payment page reflects the booking now (its window, its latest attempt); the few seconds
      // spare the screen a second request right after its loader's.
      staleTime: 5_000,
      meta: userScopedMeta,
    }),
  /** One attempt by its order reference, or the booking's newest when there is none. */
  inquiry: (api: ApiClients, locale: Locale, uuid: string, orderRef: string | undefined) =>
    queryOptions({
      queryKey: ['payments', 'inquiry', locale, uuid, orderRef ?? null],
      queryFn: ({ signal }) =>
        api.call(
          'paymentInquiry',
          { query: orderRef ? { order_ref_id: orderRef } : { uuid } },
          { signal, locale },
        ),
      staleTime: 5_000,
      meta: userScopedMeta,
    }),
}
