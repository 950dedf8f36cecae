import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventBooking } from '@rihla/api-contract/event-booking'
import { TicketCard, TicketList, useTicketHeading } from '@rihla/booking-flow/tickets'
import { useLocale } from '@rihla/core'
import { formatMoney } from '@rihla/i18n'
import { placeText } from '../../place'
import { showWhen } from '../ShowDates/ShowDates'

/** The booking's e-tickets: one per ticket of each pass, for its attendee, with the QR code the gate scans. */
export function EventTickets({ detail }: { detail: EventBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingOf = useTicketHeading()
  const { event, show, tickets } = detail
  const subtitle = show.label ? `${event.title} · ${show.label}` : event.title
  const when = showWhen(show.startsAt, show.endsAt, locale)
  const where = placeText(i18n, event.venue.name, event.venue.city)
  return (
    <TicketList title={<Trans>E-tickets</Trans>}>
      {tickets.map((ticket, index) => {
        const name = ticket.attendee ?? ticket.passName
        const includes = detail.lines.find((line) => line.pass.id === ticket.passId)?.pass.includes ?? []
        return (
          <TicketCard
            key={ticket.reference ?? index}
            heading={headingOf(index + 1, tickets.length, name)}
            subtitle={subtitle}
            facts={[
              { term: <Trans>Pass</Trans>, value: ticket.passName },
              { term: <Trans>When</Trans>, value: when },
              { term: <Trans>Where</Trans>, value: where },
              { term: <Trans>Price</Trans>, value: formatMoney(ticket.price, locale) },
            ]}
            notes={{ label: i18n._(msg`${ticket.passName} includes`), items: includes }}
            reference={ticket.reference}
            qrAlt={i18n._(msg`QR code of the ticket of ${name}`)}
            fileLines={[subtitle, ticket.passName, when, where, ...includes]}
          />
        )
      })}
    </TicketList>
  )
}
