import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long a request has waited, in the largest whole unit: 5 min, 3 h, 2 d. */
export function useAge() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (since: string, now = Date.now()) => {
    const waited = Math.max(0, now - Date.parse(since))
    if (waited >= DAY) return i18n._(msg`${formatNumber(Math.floor(waited / DAY), locale)} d`)
    if (waited >= HOUR) return i18n._(msg`${formatNumber(Math.floor(waited / HOUR), locale)} h`)
    return i18n._(msg`${formatNumber(Math.max(1, Math.floor(waited / MINUTE)), locale)} min`)
  }
}
