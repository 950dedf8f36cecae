import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Money } from '@rihla/api-contract'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import type { Traveller } from '../addons'
import type { DraftPassenger } from '../draft'

/** Names the add-on screens share: travellers, flights, prices that may be free. */
export function useAddonLabels(passengers: DraftPassenger[]) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const traveller = (who: Traveller) => {
    const ordinal = formatNumber(who.ordinal, locale)
    const type =
      who.type === 'adult'
        ? i18n._(msg`Adult ${ordinal}`)
        : who.type === 'child'
          ? i18n._(msg`Child ${ordinal}`)
          : i18n._(msg`Infant ${ordinal}`)
    const values = passengers[who.index]?.values
    const name = values ? `${values.firstName} ${values.lastName}`.trim() : ''
    return name ? `${type} · ${name}` : type
  }
  return {
    traveller,
    /** A price, or "Free" when it costs nothing. */
    price: (price: Money) => (price.amount === 0 ? i18n._(msg`Free`) : (money(price) ?? '…')),
    money: (price: Money) => money(price) ?? '…',
    leg: (leg: Quote['itinerary']['legs'][number]) => `${leg.origin} → ${leg.destination}`,
    segment: (segment: Quote['itinerary']['legs'][number]['segments'][number]) =>
      `${segment.flightNumber} · ${segment.origin} → ${segment.destination}`,
  }
}

export type AddonLabels = ReturnType<typeof useAddonLabels>
