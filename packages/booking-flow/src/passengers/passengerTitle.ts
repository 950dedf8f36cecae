import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Locale } from '@rihla/api-contract'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { formatNumber } from '@rihla/i18n'

/** A traveller's form heading by type and place among that type: "Adult 1", "Child 1". */
export function passengerTitle(i18n: I18n, locale: Locale, type: PassengerType, ordinal: number) {
  const number = formatNumber(ordinal, locale)
  if (type === 'adult') return i18n._(msg`Adult ${number}`)
  if (type === 'child') return i18n._(msg`Child ${number}`)
  return i18n._(msg`Infant ${number}`)
}
