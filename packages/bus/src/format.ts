import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Locale } from '@rihla/api-contract'
import { formatNumber } from '@rihla/i18n'

/** A journey's length as the timetable says it: "4 h 30 min", numbers in the page's digits. */
export function durationText(i18n: I18n, minutes: number, locale: Locale) {
  const hours = formatNumber(Math.floor(minutes / 60), locale)
  const rest = formatNumber(minutes % 60, locale)
  if (minutes < 60) return i18n._(msg`${rest} min`)
  return minutes % 60 ? i18n._(msg`${hours} h ${rest} min`) : i18n._(msg`${hours} h`)
}
