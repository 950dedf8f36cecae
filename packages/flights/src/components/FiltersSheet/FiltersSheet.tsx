import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { FiltersSheet as Sheet } from '@rihla/booking-flow/filters'
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
  return (
    <Sheet
      active={activeFilterCount(filterProps.filters)}
      showResultsLabel={i18n._(
        msg`${plural(resultCount, { one: 'Show # flight', other: 'Show # flights' })}`,
      )}
      className={className}
    >
      <ResultFilters {...filterProps} variant="sheet" />
    </Sheet>
  )
}
