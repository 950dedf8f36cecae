import { useLingui } from '@lingui/react'
import type { BusBooking } from '@rihla/api-contract/bus-booking'
import { Tickets } from '@rihla/booking-flow/tickets'
import { useLocale, useMoney } from '@rihla/core'
import { fareRuleLines } from '../components/FareFamilies/fareRuleLines'

/** A ticket per traveller with its QR code, the coach, seat, fare family and its rules (shared tickets). */
export function BusTickets({ detail }: { detail: BusBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const { departure, fareFamily } = detail
  return (
    <Tickets
      tickets={detail.tickets}
      service={`${departure.operator.name} · ${departure.id}`}
      from={{ name: detail.from.name, time: departure.departure }}
      to={{ name: detail.to.name, time: departure.arrival }}
      travelClass={departure.className}
      fareFamily={{ name: fareFamily.name, rules: fareRuleLines(i18n, locale, money, fareFamily) }}
    />
  )
}
