import type { SearchCriteria } from '@rihla/api-contract/flights'
import { useApi, useLocale } from '@rihla/core'
import { useQueries } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { flightsQueries } from './queries'
import { criteriaOf, formOfCriteria } from './searchForm'
import { flightSearchFormAtom } from './state'

/**
 * Keeps the flights home's form on the search the results page shows. A search made with the form is
 * already there; one opened from a shared link or a bookmark is filled in once its airports arrive.
 */
export function useFormOfResults(criteria: SearchCriteria | null) {
  const api = useApi()
  const locale = useLocale()
  const [form, setForm] = useAtom(flightSearchFormAtom)
  const codes = useMemo(
    () => [...new Set(criteria?.legs.flatMap((leg) => [leg.origin, leg.destination]) ?? [])],
    [criteria],
  )
  const airports = useQueries({
    queries: codes.map((iata) => flightsQueries.airport(api, locale, iata)),
    combine: (answers) =>
      new Map(answers.flatMap((answer) => (answer.data ? [[answer.data.iata, answer.data] as const] : []))),
  })
  useEffect(() => {
    const values = criteria && formOfCriteria(criteria, airports)
    // Only a different search replaces the form, so this settles after one update.
    if (values && JSON.stringify(criteriaOf(form)) !== JSON.stringify(criteriaOf(values))) setForm(values)
  }, [criteria, airports, form, setForm])
}
