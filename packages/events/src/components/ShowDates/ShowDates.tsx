import { useLocale } from '@rihla/core'
import { formatDate, formatHijriDate, formatTime } from '@rihla/i18n'

/**
 * A show's day and time: the Gregorian date, in Arabic with the Hijri date beside it, and its hours.
 */
export function showWhen(startsAt: string, endsAt: string, locale: ReturnType<typeof useLocale>) {
  const day = formatDate(startsAt, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const hijri =
    locale === 'ar'
      ? ` (${formatHijriDate(startsAt, locale, { day: 'numeric', month: 'long', year: 'numeric' })})`
      : ''
  return `${day}${hijri} · ${formatTime(startsAt, locale)}–${formatTime(endsAt, locale)}`
}

/** The same, as text in a page. */
export function ShowWhen({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  return <>{showWhen(startsAt, endsAt, useLocale())}</>
}
