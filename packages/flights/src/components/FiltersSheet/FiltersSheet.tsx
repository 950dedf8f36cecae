import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { DialogTrigger, Modal } from '@rihla/ui-kit/modal'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { activeFilterCount } from '../../resultsView'
import { ResultFilters } from '../ResultFilters/ResultFilters'
import type { ResultFiltersProps } from '../ResultFilters/ResultFilters'

export interface FiltersSheetProps extends Omit<ResultFiltersProps, 'variant'> {
  /** Results the filters leave, for the button that closes the sheet. */
  resultCount: number
  className?: string
}

/**
 * The filters on a phone: a "Filters (n)" button, n the filters set, opening them in a sheet from the
 * bottom of the screen. Filters apply as they change; "Show n flights" closes the sheet onto them.
 */
export function FiltersSheet({ resultCount, className, ...filterProps }: FiltersSheetProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const active = activeFilterCount(filterProps.filters)
  const activeCount = formatNumber(active, locale)
  const count = formatNumber(resultCount, locale)
  return (
    <DialogTrigger>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        startIcon={<SlidersHorizontal size={16} aria-hidden />}
      >
        {active ? i18n._(msg`Filters (${activeCount})`) : i18n._(msg`Filters`)}
      </Button>
      <Modal
        title={i18n._(msg`Filters`)}
        closeLabel={i18n._(msg`Close`)}
        size="md"
        footer={(close) => (
          <Button variant="primary" isFullWidth onPress={close}>
            {resultCount === 1 ? i18n._(msg`Show 1 flight`) : i18n._(msg`Show ${count} flights`)}
          </Button>
        )}
      >
        <ResultFilters {...filterProps} variant="sheet" />
      </Modal>
    </DialogTrigger>
  )
}
