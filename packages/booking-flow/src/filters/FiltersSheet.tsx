import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { DialogTrigger, Modal } from '@rihla/ui-kit/modal'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import type { ReactNode } from 'react'

export interface FiltersSheetProps {
  /** How many filters are set, shown on the button ("Filters (2)"). */
  active: number
  /** The button that closes the sheet onto the results: "Show 12 hotels". */
  showResultsLabel: string
  /** The vertical's filters, applied as they change. */
  children: ReactNode
  className?: string
}

/**
 * A results page's filters on a phone: a "Filters (n)" button opening them in a sheet, whose footer
 * button closes it onto the results the filters leave. Each vertical brings its own filters and words
 * the count of what it lists.
 */
export function FiltersSheet({ active, showResultsLabel, children, className }: FiltersSheetProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const activeCount = formatNumber(active, locale)
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
            {showResultsLabel}
          </Button>
        )}
      >
        {children}
      </Modal>
    </DialogTrigger>
  )
}
