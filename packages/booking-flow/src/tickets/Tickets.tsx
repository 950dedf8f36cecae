import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { TransitTicket } from '@rihla/api-contract/train-booking'
import { useLocale } from '@rihla/core'
import { formatDate, formatMoney, formatTime } from '@rihla/i18n'
import type { ReactNode } from 'react'
import { seatPlace } from './seatPlace'
import { TicketCard, TicketList, useTicketHeading } from './TicketCard'

export interface TicketStop {
  /** The station or city, in the page's language. */
  name: string
  /** ISO time with its offset. */
  time: string
}

export interface TicketsProps {
  tickets: readonly TransitTicket[]
  /** The service, e.g. "HHR-8103 · Haramain High Speed Railway". */
  service: string
  from: TicketStop
  to: TicketStop
  /** The class of travel, named: "Business", "VIP". */
  travelClass: string
  /** The fare family and what it allows (change, cancel, refund, baggage), one rule a line. */
  fareFamily: { name: string; rules: readonly string[] }
  title?: ReactNode
}

type TicketProps = Omit<TicketsProps, 'tickets' | 'title'> & {
  ticket: TransitTicket
  number: number
  count: number
}

/** One traveller's ticket: who, where they sit, on what fare, and the QR code the conductor scans. */
function Ticket({ ticket, number, count, service, from, to, travelClass, fareFamily }: TicketProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const headingOf = useTicketHeading()
  const name = `${ticket.firstName} ${ticket.lastName}`
  const place = ticket.seat ? seatPlace(ticket.seat) : null
  const typeName =
    ticket.type === 'adult'
      ? i18n._(msg`Adult`)
      : ticket.type === 'child'
        ? i18n._(msg`Child`)
        : i18n._(msg`Infant`)
  const when = (stop: TicketStop) =>
    `${stop.name} · ${formatDate(stop.time, locale, { dateStyle: 'medium' })} ${formatTime(stop.time, locale)}`
  const seatText = place
    ? place.coach
      ? i18n._(msg`Coach ${place.coach}, seat ${place.seat}`)
      : i18n._(msg`Seat ${place.seat}`)
    : i18n._(msg`No seat: on an adult's lap`)

  return (
    <TicketCard
      heading={headingOf(number, count, name)}
      subtitle={service}
      facts={[
        { term: <Trans>From</Trans>, value: when(from) },
        { term: <Trans>To</Trans>, value: when(to) },
        { term: <Trans>Traveller</Trans>, value: typeName },
        { term: <Trans>Seat</Trans>, value: seatText },
        { term: <Trans>Class</Trans>, value: travelClass },
        {
          term: <Trans>Fare</Trans>,
          value: (
            <>
              {formatMoney(ticket.fare, locale)}
              {ticket.concession ? ` · ${ticket.concession}` : null}
            </>
          ),
        },
        { term: <Trans>Fare family</Trans>, value: fareFamily.name },
      ]}
      notes={{ label: i18n._(msg`Fare rules`), items: fareFamily.rules }}
      reference={ticket.reference}
      qrAlt={i18n._(msg`QR code of the ticket of ${name}`)}
      fileLines={[
        service,
        `${i18n._(msg`From`)}: ${when(from)}`,
        `${i18n._(msg`To`)}: ${when(to)}`,
        `${typeName} · ${seatText}`,
        `${travelClass} · ${fareFamily.name}`,
        ...fareFamily.rules,
        ...(ticket.concession ? [ticket.concession] : []),
      ]}
    />
  )
}

/** A train or bus booking's tickets: one per traveller, each with its QR code, printable and downloadable. */
export function Tickets({ tickets, title, ...trip }: TicketsProps) {
  return (
    <TicketList title={title}>
      {tickets.map((ticket, index) => (
        <Ticket
          key={ticket.reference ?? index}
          {...trip}
          ticket={ticket}
          number={index + 1}
          count={tickets.length}
        />
      ))}
    </TicketList>
  )
}
