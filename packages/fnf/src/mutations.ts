// Kept apart from queries.ts, which the routes load with the first page: mutations load with the
// screens that save or delete.
import type { FnfEntryInput } from '@rihla/api-contract/fnf'
import { useApi } from '@rihla/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fnfQueries } from './queries'

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
