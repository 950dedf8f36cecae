import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { ProgressBar } from '@rihla/ui-kit/progress-bar'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { memo } from 'react'
import { SORT_ORDERS } from '../../resultsView'
import type { SortOrder } from '../../resultsView'
import { FiltersSheet } from '../FiltersSheet/FiltersSheet'
import type { FiltersSheetProps } from '../FiltersSheet/FiltersSheet'
import * as styles from './ResultsToolbar.css'

const SORT_NAMES = {
  cheapest: msg`Cheapest`,
  recommended: msg`Recommended`,
  quickest: msg`Quickest`,
} as const

export interface ResultsToolbarProps {
  order: SortOrder
  onOrderChange: (order: SortOrder) => void
  /** The results shown; null while there are none to count. */
  count: number | null
  /** The phone's filters sheet; absent until there are results to filter. */
  filters: Omit<FiltersSheetProps, 'resultCount' | 'className'> | null
  /** The search's providers, answered and asked, while it runs; null once it has ended. */
  progress: { settled: number; total: number } | null
}

/**
 * Above the results, kept in view: how many, the sort order and, on a phone, the filters button; while
 * the search runs, its progress along the toolbar's lower edge, which takes no room of its own, so
 * nothing moves when it ends. Memoised: it re-renders when what it shows changes.
 */
export const ResultsToolbar = memo(function ResultsToolbar({
  order,
  onOrderChange,
  count,
  filters,
  progress,
}: ResultsToolbarProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const shown = formatNumber(count ?? 0, locale)
  const flights = (count: string) => i18n._(msg`${count} flights`)
  return (
    <div className={styles.toolbar}>
      <div className={styles.start}>
        {filters ? (
          <FiltersSheet {...filters} resultCount={count ?? 0} className={styles.sheetTrigger} />
        ) : null}
        <p className={styles.count} role="status">
          {count === null
            ? progress
              ? i18n._(msg`Searching airlines and fare providers`)
              : ''
            : count === 1
              ? i18n._(msg`1 flight`)
              : flights(shown)}
        </p>
      </div>
      <RadioGroup
        aria-label={i18n._(msg`Sort by`)}
        orientation="horizontal"
        value={order}
        onChange={(value) => onOrderChange(value as SortOrder)}
        className={styles.sort}
      >
        {SORT_ORDERS.map((sort) => (
          <Radio key={sort} value={sort}>
            {i18n._(SORT_NAMES[sort])}
          </Radio>
        ))}
      </RadioGroup>
      {progress ? (
        <ProgressBar
          appearance="line"
          aria-label={i18n._(msg`Searching airlines and fare providers`)}
          value={progress.settled}
          maxValue={Math.max(progress.total, 1)}
          valueLabel={i18n._(
            msg`${formatNumber(progress.settled, locale)} of ${formatNumber(progress.total, locale)}`,
          )}
          className={styles.progress}
        />
      ) : null}
    </div>
  )
})
