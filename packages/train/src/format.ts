import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '@rihla/api-contract'
import type { Train } from '@rihla/api-contract/trains'
import { formatNumber } from '@rihla/i18n'

/** A journey's length: "2 h 20 min", "45 min". */
export function durationText(i18n: I18n, locale: Locale, minutes: number) {
  const hours = formatNumber(Math.floor(minutes / 60), locale)
  const rest = formatNumber(minutes % 60, locale)
  return minutes >= 60 ? i18n._(msg`${hours} h ${rest} min`) : i18n._(msg`${rest} min`)
}

/** The stops between the first station and the last: "Non-stop", "1 stop", "3 stops". */
export function stopsText(i18n: I18n, stopsBetween: number) {
  return stopsBetween === 0
    ? i18n._(msg`Non-stop`)
    : i18n._(msg`${plural(stopsBetween, { one: '# stop', other: '# stops' })}`)
}

/** The stations a train calls at between the traveller's two (its run may start before and go beyond). */
export function stopsBetween(train: Pick<Train, 'stops' | 'from' | 'to'>) {
  const index = (id: string) => train.stops.findIndex((stop) => stop.station.id === id)
  return Math.max(0, index(train.to.id) - index(train.from.id) - 1)
}
