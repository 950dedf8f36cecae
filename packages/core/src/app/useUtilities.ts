import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { coreQueries } from '../queries'
import { userAtom } from '../state/session'
import { useApi } from './hooks'

/** The reference lists (GET /api/v2/utilities), asked for with the signed-in user's api_key. */
export function useUtilities() {
  const api = useApi()
  const apiKey = useAtomValue(userAtom)?.api_key
  return useQuery(coreQueries.utilities(api, apiKey))
}
