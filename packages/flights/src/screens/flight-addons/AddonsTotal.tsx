import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useApi, useLocale } from '@rihla/core'
import { PriceSummary } from '@rihla/ui-kit/price-summary'
import { useQuery } from '@tanstack/react-query'
import { addonPrices, tripTotal } from '../../addons'
import type { AddonLabels } from '../../components/addonLabels'
import { flightsQueries } from '../../queries'
import type { StepProps } from './stepProps'

/** The running prices: the fare, each kind of add-on, their total and the trip's. */
export function AddonsTotal({ refId, quote, seats, draft, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const baggage = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const meals = useQuery(flightsQueries.mealOptions(api, locale, refId))
  const prices = addonPrices(
    draft,
    seats,
    { baggage: baggage.data ?? [], meals: meals.data ?? [] },
    quote.price.total.currency,
  )
  // Until a list with chosen items has loaded, its share of the total is unknown.
  const known = (!draft.baggage.length || baggage.isSuccess) && (!draft.meals.length || meals.isSuccess)
  const shown = (value: Parameters<AddonLabels['money']>[0]) => (known ? labels.money(value) : '…')
  return (
    <PriceSummary
      title={i18n._(msg`Price`)}
      rows={[
        { id: 'fare', label: i18n._(msg`Flight fare`), value: labels.money(quote.price.total) },
        {
          id: 'baggage',
          label: i18n._(msg`Extra baggage`),
          value: baggage.isSuccess || !draft.baggage.length ? labels.money(prices.baggage) : '…',
        },
        { id: 'seats', label: i18n._(msg`Seats`), value: labels.money(prices.seats) },
        {
          id: 'meals',
          label: i18n._(msg`Meals`),
          value: meals.isSuccess || !draft.meals.length ? labels.money(prices.meals) : '…',
        },
        { id: 'addons', label: i18n._(msg`Add-ons total`), value: shown(prices.total) },
      ]}
      total={{ label: i18n._(msg`Trip total`), value: shown(tripTotal(quote, prices)) }}
      note={i18n._(msg`For all passengers. The price is confirmed on the next step.`)}
    />
  )
}
