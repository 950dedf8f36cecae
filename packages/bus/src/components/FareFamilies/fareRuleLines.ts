import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Locale, Money } from '@rihla/api-contract'
import type { BusFareFamily } from '@rihla/api-contract/buses'
import { formatNumber } from '@rihla/i18n'
import { fareRulesOf } from './fareRules'

/** A family's rules, one sentence each, as a ticket prints them. */
export function fareRuleLines(
  i18n: I18n,
  locale: Locale,
  money: (amount: Money) => string | null,
  family: BusFareFamily,
): string[] {
  const rules = fareRulesOf(family)
  const kg = formatNumber(rules.baggageKg, locale)
  const childKg = formatNumber(rules.childBaggageKg, locale)
  const refund = formatNumber(rules.refundPercent, locale)
  const fee = (family.change.fee && money(family.change.fee)) ?? ''
  return [
    i18n._(msg`Baggage: ${kg} kg, a child ${childKg} kg`),
    rules.change === 'no'
      ? i18n._(msg`No changes`)
      : rules.change === 'free'
        ? i18n._(msg`Changes free of charge`)
        : i18n._(msg`Changes for ${fee}`),
    rules.cancel === 'no'
      ? i18n._(msg`No cancellation or refund`)
      : i18n._(msg`Cancellable, ${refund}% of the fare refunded`),
  ]
}
