import { fieldMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { trainSearchCriteriaSchema } from '@rihla/api-contract/trains'
import type { TrainSearchCriteria } from '@rihla/api-contract/trains'
import type { TrainSearchFormValues } from './state'

export type TrainSearchFormErrors = Partial<
  Record<'from' | 'to' | 'date' | 'adults' | 'children' | 'infants', string>
>

/**
 * The form checked with the contract's schema, the one the server applies: the search, or each field's
 * first message in the visitor's language.
 */
export function validateTrainSearchForm(
  values: TrainSearchFormValues,
  locale: Locale,
  currency: string,
): { ok: true; criteria: TrainSearchCriteria } | { ok: false; errors: TrainSearchFormErrors } {
  const result = trainSearchCriteriaSchema.safeParse({
    from: values.from ?? '',
    to: values.to ?? '',
    date: values.date ?? '',
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    currency,
  })
  if (result.success) return { ok: true, criteria: result.data }
  return { ok: false, errors: fieldMessages(result.error.issues, locale, 'from') }
}
