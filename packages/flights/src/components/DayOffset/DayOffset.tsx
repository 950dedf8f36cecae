import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocale } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { VisuallyHidden } from '@rihla/ui-kit/visually-hidden'
import { daysBetween } from './dayOffset'
import * as styles from './DayOffset.css'

export interface DayOffsetProps {
  /** The local date-time days are counted from: the leg's first departure. */
  from: string
  /** The local date-time of the arrival (or a later departure) that may fall on another day. */
  at: string
  kind?: 'arrives' | 'departs'
  className?: string
}

/**
 * "+1 Thu 3 Dec" beside a time on a later day than the trip began. Screen readers hear the words
 * ("Arrives 1 day later, Thu 3 Dec") instead of a bare "+1". Nothing on the same day.
 */
export function DayOffset({ from, at, kind = 'arrives', className }: DayOffsetProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const days = daysBetween(from, at)
  if (days <= 0) return null
  const count = formatNumber(days, locale)
  const label =
    kind === 'arrives'
      ? days === 1
        ? i18n._(msg`Arrives the next day`)
        : i18n._(msg`Arrives ${count} days later`)
      : days === 1
        ? i18n._(msg`Departs the next day`)
        : i18n._(msg`Departs ${count} days later`)
  return (
    <span className={className ? `${styles.offset} ${className}` : styles.offset}>
      <span aria-hidden="true">+{count}</span>
      <VisuallyHidden>{label}, </VisuallyHidden>
      <span className={styles.date}>
        {formatDate(at.slice(0, 10), locale, { weekday: 'short', day: 'numeric', month: 'short' })}
      </span>
    </span>
  )
}
