import { Trans } from '@lingui/react/macro'
import type { BusBooking } from '@rihla/api-contract/buses'
import { TravellerSummary } from '@rihla/booking-flow/detail'
import { useMoney } from '@rihla/core'

/** One entry per traveller: the seat (an infant rides on a lap), the fare and any concession. */
export function BusTickets({ detail }: { detail: BusBooking }) {
  const money = useMoney()
  return (
    <TravellerSummary
      title={<Trans>Tickets</Trans>}
      travellers={detail.tickets.map((ticket, index) => ({
        index,
        type: ticket.type,
        name: `${ticket.firstName} ${ticket.lastName}`,
        facts: ticket.concession ? [ticket.concession] : [],
        details: [
          {
            id: 'seat',
            term: <Trans>Seat</Trans>,
            value: ticket.seat ?? <Trans>On a lap</Trans>,
          },
          { id: 'fare', term: <Trans>Fare</Trans>, value: money(ticket.fare) },
        ],
        addons: [],
      }))}
    />
  )
}
