import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { Cabin } from '@rihla/api-contract/flights'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'

const CABIN_NAMES: Record<Cabin, MessageDescriptor> = {
  economy: msg`Economy`,
  premium_economy: msg`Premium Economy`,
  business: msg`Business`,
}

/** Names the flight screens share: classes, stops and durations in the visitor's language. */
export function useFlightLabels() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return {
    cabin: (cabin: Cabin) => i18n._(CABIN_NAMES[cabin]),
    stops: (stops: number) => {
      if (stops === 0) return i18n._(msg`Direct`)
      if (stops === 1) return i18n._(msg`1 stop`)
      const count = formatNumber(stops, locale)
      return i18n._(msg`${count} stops`)
    },
    duration: (minutes: number) => {
      const hours = formatNumber(Math.floor(minutes / 60), locale)
      const rest = formatNumber(minutes % 60, locale)
      return i18n._(msg`${hours}h ${rest}m`)
    },
  }
}
