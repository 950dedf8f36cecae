import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { STORAGE_PREFIX } from './storage'

const DAY = 24 * 60 * 60 * 1000

/**
 * Keeps the general data of SPEC.md §3 (queries marked `meta.persist`: settings, utilities,
 * currencies, countries) in localStorage, so a returning visitor's shell starts from it and refreshes
 * in the background. A new build discards it, as its shape may have changed.
 */
export async function persistGeneralData(queryClient: QueryClient, buildId: string): Promise<() => void> {
  const options = {
    queryClient,
    persister: createSyncStoragePersister({
      storage: window.localStorage,
      key: `${STORAGE_PREFIX}general-data`,
    }),
    buster: buildId,
    maxAge: DAY,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { meta?: Record<string, unknown>; state: { status: string } }) =>
        query.meta?.persist === true && query.state.status === 'success',
    },
  }
  await persistQueryClientRestore(options)
  return persistQueryClientSubscribe(options)
}
