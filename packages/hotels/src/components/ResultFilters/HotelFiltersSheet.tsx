import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { FiltersSheet } from '@rihla/booking-flow/filters'
import { useAtomValue } from 'jotai'
import { activeFilterCount } from '../../resultsView'
import { hotelFiltersAtom } from '../../state'
import { ResultFilters } from './ResultFilters'
import type { ResultFiltersProps } from './ResultFilters'

export interface HotelFiltersSheetProps extends Omit<ResultFiltersProps, 'variant'> {
  /** Hotels the filters leave, for the button that closes the sheet. */
  resultCount: number
  className?: string
}

/** The hotel filters on a phone, in the booking flow's filters sheet. */
export function HotelFiltersSheet({ resultCount, className, ...filterProps }: HotelFiltersSheetProps) {
  const { i18n } = useLingui()
  const filters = useAtomValue(hotelFiltersAtom)
  return (
    <FiltersSheet
      active={activeFilterCount(filters)}
      showResultsLabel={i18n._(msg`${plural(resultCount, { one: 'Show # hotel', other: 'Show # hotels' })}`)}
      className={className}
    >
      <ResultFilters {...filterProps} variant="sheet" />
    </FiltersSheet>
  )
}
