import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { FiltersSheet as Sheet } from '@rihla/booking-flow/filters'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { activeFilterCount } from '../../resultsView'
import { ResultFilters } from '../ResultFilters/ResultFilters'
import type { ResultFiltersProps } from '../ResultFilters/ResultFilters'

export interface FiltersSheetProps extends Omit<ResultFiltersProps, 'variant'> {
  /** Results the filters leave, for the button that closes the sheet. */
  resultCount: number
  className?: string
}

/** The flight filters on a phone, in the booking flow's filters sheet. */
export function FiltersSheet({ resultCount, className, ...filterProps }: FiltersSheetProps) {
  const { i18n } = useLingui()
  const count = formatNumber(resultCount, useLocale())
  return (
    <Sheet
      active={activeFilterCount(filterProps.filters)}
      showResultsLabel={resultCount === 1 ? i18n._(msg`Show 1 flight`) : i18n._(msg`Show ${count} flights`)}
      className={className}
    >
      <ResultFilters {...filterProps} variant="sheet" />
    </Sheet>
  )
}
