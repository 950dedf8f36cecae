import type { ApiClients } from '@rihla/api-clients'
import { userScopedMeta } from '@rihla/core'
import { queryOptions } from '@tanstack/react-query'

/** Queries of saved travellers; keys start with 'fnf'. They are the signed-in user's own, so user-scoped. */
export const fnfQueries = {
  list: (api: ApiClients) =>
    queryOptions({
      queryKey: ['fnf', 'list'],
      queryFn: ({ signal }) => api.call('fnfList', {}, { signal }),
      meta: userScopedMeta,
    }),
  entry: (api: ApiClients, id: string) =>
    queryOptions({
      queryKey: ['fnf', 'entry', id],
      queryFn: ({ signal }) => api.call('fnfGet', { params: { id } }, { signal }).then((r) => r.entry),
      meta: userScopedMeta,
    }),
}
