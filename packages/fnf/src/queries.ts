import type { FnfEntryInput } from '@rihla/api-contract'
import type { ApiClients } from '@rihla/api-clients'
import { useApi, userScopedMeta } from '@rihla/core'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

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

/** Creates an entry, or replaces one when an id is given; every saved-traveller query reloads after. */
export function useSaveFnfEntry() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, entry }: { id?: string; entry: FnfEntryInput }) =>
      (id
        ? api.call('fnfUpdate', { params: { id }, body: entry })
        : api.call('fnfCreate', { body: entry })
      ).then((r) => r.entry),
    onSuccess: (entry) => {
      queryClient.setQueryData(fnfQueries.entry(api, entry.id).queryKey, entry)
      return queryClient.invalidateQueries({ queryKey: fnfQueries.list(api).queryKey })
    },
  })
}

export function useDeleteFnfEntry() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.call('fnfDelete', { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: fnfQueries.entry(api, id).queryKey })
      return queryClient.invalidateQueries({ queryKey: fnfQueries.list(api).queryKey })
    },
  })
}
