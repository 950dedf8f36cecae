import type { BusFareFamily } from '@rihla/api-contract/buses'

/** What a family allows, as the comparison's rows read it: each rule, or what it costs. */
export interface FareRulesView {
  baggageKg: number
  childBaggageKg: number
  change: 'free' | 'fee' | 'no'
  cancel: 'full' | 'partial' | 'no'
  refundPercent: number
}

export function fareRulesOf(family: BusFareFamily): FareRulesView {
  return {
    baggageKg: family.baggageKg,
    childBaggageKg: family.childBaggageKg,
    change: !family.change.allowed
      ? 'no'
      : family.change.fee && family.change.fee.amount > 0
        ? 'fee'
        : 'free',
    cancel: !family.cancel.allowed ? 'no' : family.cancel.refundPercent >= 100 ? 'full' : 'partial',
    refundPercent: family.cancel.allowed ? family.cancel.refundPercent : 0,
  }
}

/** The cheapest family for the whole party: the one the comparison marks as such. */
export const cheapestFamily = (families: readonly BusFareFamily[]) =>
  families.reduce<BusFareFamily | null>(
    (best, family) => (!best || family.price.total.amount < best.price.total.amount ? family : best),
    null,
  )
