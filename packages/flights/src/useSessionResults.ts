import type { SearchCriteria, SearchResponse } from '@rihla/api-contract/flights'
import { useApi, useLocale } from '@rihla/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { resultsLocation } from './address'
import { flightDraftAtom } from './draft'
import { flightsQueries } from './queries'

/** The search a session answered, from the results this tab already loaded. */
function searchInCache(queryClient: QueryClient, refId: string): SearchCriteria | undefined {
  const answers = queryClient.getQueriesData<SearchResponse>({ queryKey: ['flights', 'search'] })
  return answers.find(([, answer]) => answer?.refId === refId)?.[1]?.search
}

/**
 * The way back from a step of the booking to the session's search results, and a fresh search with the
 * same criteria when the session expired. The criteria come from the session itself or, once it has
 * expired, from the results this tab loaded or the draft (kept since the fare was quoted); without
 * any, both lead to the search form.
 */
export function useSessionResults(refId: string, known: SearchCriteria | undefined) {
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const draft = useAtomValue(useMemo(() => flightDraftAtom(refId), [refId]))
  const criteria = known ?? searchInCache(queryClient, refId) ?? draft.search
  const [first] = criteria?.legs ?? []
  // The results address names the cities; the codes stand in until their airports arrive.
  const from = useQuery({
    ...flightsQueries.airport(api, locale, first?.origin ?? ''),
    enabled: Boolean(first),
  })
  const to = useQuery({
    ...flightsQueries.airport(api, locale, first?.destination ?? ''),
    enabled: Boolean(first),
  })
  const location =
    criteria && first
      ? resultsLocation(criteria, {
          from: from.data?.city ?? first.origin,
          to: to.data?.city ?? first.destination,
        })
      : null

  const goToResults = () =>
    void (location ? navigate(location) : navigate({ to: '/{-$locale}/cheap-flights-in-saudi-arabia' }))
  return {
    /** The results address, for a link; null when the search is unknown. */
    location,
    goToResults,
    /** Forgets the expired answers so the results page searches again. */
    searchAgain: () => {
      queryClient.removeQueries({ queryKey: ['flights', 'search'] })
      goToResults()
    },
  }
}
