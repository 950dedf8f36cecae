import type { Locale } from '@rihla/api-contract'
import { fieldMessages } from '@rihla/api-contract'
import { busSearchCriteriaSchema } from '@rihla/api-contract/buses'
import type { BusSearchCriteria } from '@rihla/api-contract/buses'
import { citiesSegment } from './search'
import type { BusResultsSearch } from './search'

/** What the search form holds: city ids, the day (ISO) and the travellers by type. */
export interface BusSearchFormValues {
  from: string | null
  to: string | null
  date: string | null
  adults: number
  children: number
  infants: number
}

export const emptySearchForm = (): BusSearchFormValues => ({
  from: null,
  to: null,
  date: null,
  adults: 1,
  children: 0,
  infants: 0,
})

/** Field keys of the form's messages: `from`, `to`, `date`, `adults`, `children`, `infants`. */
export type BusSearchFormErrors = Partial<Record<keyof BusSearchFormValues, string>>

/**
 * Checks the form with the contract's own schema, so the form says what the server would: each
 * message in the visitor's language, under the field it is about (the first one per field).
 */
export function validateBusSearchForm(
  values: BusSearchFormValues,
  currency: string | null,
  locale: Locale,
): { ok: true; criteria: BusSearchCriteria } | { ok: false; errors: BusSearchFormErrors } {
  const parsed = busSearchCriteriaSchema.safeParse({
    from: values.from ?? '',
    to: values.to ?? '',
    date: values.date ?? '',
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    // None chosen yet: the contract's default, riyals.
    currency: currency ?? undefined,
  })
  if (parsed.success) return { ok: true, criteria: parsed.data }
  return { ok: false, errors: fieldMessages(parsed.error.issues, locale, 'from') }
}

/**
 * The results page of a search: the cities in the path, the day and the travellers in the query, and
 * the bundle whose next trip it books, if it does.
 */
export const resultsLocation = (criteria: BusSearchCriteria, bundle?: string) => ({
  to: '/{-$locale}/bus/$cities' as const,
  params: { cities: citiesSegment(criteria.from, criteria.to) },
  search: {
    date: criteria.date,
    adults: criteria.adults,
    children: criteria.children,
    infants: criteria.infants,
    bundle,
  },
})

/** The form a results page's address stands for, so the page's own form shows the same search. */
export const formOfResults = (
  cities: { from: string; to: string },
  search: BusResultsSearch,
): BusSearchFormValues => ({
  ...cities,
  date: search.date ?? null,
  adults: search.adults ?? 1,
  children: search.children ?? 0,
  infants: search.infants ?? 0,
})

/** The criteria a results page's address stands for, before the contract's checks. */
export const criteriaOfResults = (
  cities: { from: string; to: string },
  search: BusResultsSearch,
  currency: string | null,
) => {
  const parsed = busSearchCriteriaSchema.safeParse({
    ...formOfResults(cities, search),
    currency: currency ?? undefined,
  })
  return parsed.success ? parsed.data : null
}
