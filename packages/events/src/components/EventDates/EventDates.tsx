import { useLocale } from '@rihla/core'
import { formatDateRange, formatHijriDate } from '@rihla/i18n'

/**
 * An event's days: the Gregorian range, and in Arabic the Hijri date of its first day beside it, as
 * Saudi visitors read dates.
 */
export function EventDates({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  const locale = useLocale()
  const gregorian = formatDateRange(startsOn, endsOn, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  return locale === 'ar' ? (
    <span>
      {gregorian}
      {' · '}
      {formatHijriDate(startsOn, locale, { day: 'numeric', month: 'long', year: 'numeric' })}
    </span>
  ) : (
    <span>{gregorian}</span>
  )
}
