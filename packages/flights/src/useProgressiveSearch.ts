import type { Itinerary, SearchCriteria } from '@rihla/api-contract/flights'
import { useApi, useLocale } from '@rihla/core'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { flightsQueries } from './queries'
import { isSessionExpired } from '@rihla/booking-flow/session'

/**
 * How long the results wait, once the first provider has answered, for the others. The answers that
 * come within it show as one sorted list, not as rows that push those already shown down the screen
 * as each provider answers; a slower provider's rows still join the list when they come.
 */
export const GATHER_MS = 800

const NO_ITINERARIES: Itinerary[] = []

/**
 * Searches provider by provider: the first answer opens the search session, the others join it in
 * parallel, and the list grows as they answer (those within GATHER_MS of the first at once).
 * `attempt` starts a fresh search (Refresh).
 */
export function useProgressiveSearch(criteria: SearchCriteria | null, attempt: number) {
  const api = useApi()
  const locale = useLocale()
  const providers = useQuery({
    ...flightsQueries.providers(api, locale, criteria!),
    enabled: Boolean(criteria),
  })
  const ids = providers.data?.map((provider) => provider.id) ?? []
  const first = useQuery({
    ...flightsQueries.search(api, locale, criteria!, ids[0] ?? '', undefined, attempt),
    enabled: Boolean(criteria) && ids.length > 0,
    retry: false,
  })
  const refId = first.data?.refId
  const rest = useQueries({
    queries: ids.slice(1).map((id) => ({
      ...flightsQueries.search(api, locale, criteria!, id, refId, attempt),
      enabled: Boolean(criteria && refId),
      retry: false,
    })),
  })
  const answers = [first, ...rest].slice(0, Math.max(ids.length, 1))
  const settled = answers.filter((answer) => answer.isSuccess || answer.isError).length
  const responses = answers.flatMap((answer) => (answer.data ? [answer.data] : []))

  const answered = responses.map((response) => `${response.provider}:${response.refId}`).join('|')
  const itineraries = useMemo(() => {
    const byId = new Map<string, Itinerary>()
    for (const response of responses)
      for (const itinerary of response.itineraries) byId.set(itinerary.id, itinerary)
    return [...byId.values()]
    // The responses' identities change only when an answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered])

  const isLoading = providers.isPending || (ids.length > 0 && settled < ids.length)
  // The session whose wait for the other providers is over.
  const [gatheredFor, setGatheredFor] = useState<string>()
  useEffect(() => {
    if (!refId || !isLoading) return
    const timer = window.setTimeout(() => setGatheredFor(refId), GATHER_MS)
    return () => window.clearTimeout(timer)
  }, [refId, isLoading])

  const errors = [providers.error, ...answers.map((answer) => answer.error)].filter(Boolean)
  return {
    refId,
    expiresAt: responses.at(-1)?.expiresAt,
    itineraries: isLoading && gatheredFor !== refId ? NO_ITINERARIES : itineraries,
    providerCount: ids.length,
    settled,
    isLoading,
    isExpired: errors.some(isSessionExpired),
    failed: providers.isError || (ids.length > 0 && settled === ids.length && responses.length === 0),
    retry: () => void (providers.isError ? providers.refetch() : first.refetch()),
  }
}
