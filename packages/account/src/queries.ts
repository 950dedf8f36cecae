import type { ApiClients } from '@rihla/api-clients'
import { coreQueries, userScopedMeta } from '@rihla/core'
import { queryOptions } from '@tanstack/react-query'

/** Transactions per page of My Wallet. */
export const WALLET_PAGE_SIZE = 10

/** Queries of the account package; keys start with 'account'. The user's own data is user-scoped. */
export const accountQueries = {
  /** The user menu reads the same dashboard for its counts: one cache entry, kept by core. */
  dashboard: coreQueries.dashboard,
  wallet: (api: ApiClients, page: number) =>
    queryOptions({
      queryKey: ['account', 'wallet', page],
      queryFn: ({ signal }) =>
        api.call('wallet', { query: { page: String(page), perPage: String(WALLET_PAGE_SIZE) } }, { signal }),
      meta: userScopedMeta,
    }),
  socialProviders: (api: ApiClients) =>
    queryOptions({
      queryKey: ['account', 'social-providers'],
      queryFn: ({ signal }) => api.call('socialProviders', {}, { signal }).then((r) => r.providers),
      staleTime: 60 * 60_000,
    }),
}
