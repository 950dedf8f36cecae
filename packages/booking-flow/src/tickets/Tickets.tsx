import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { TransitTicket } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { directionOf, formatDate, formatMoney, formatNumber, formatTime } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import Download from 'lucide-react/icons/download'
import Printer from 'lucide-react/icons/printer'
import { useId, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'
import { downloadFile, printTicket } from './printTicket'
import { qrSvg, svgDataUrl } from './qrSvg'
import { seatPlace } from './seatPlace'
import { ticketSvg } from './ticketSvg'
import * as styles from './Tickets.css'

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
  const headingId = useId()
  const element = useRef<HTMLLIElement>(null)
  const name = `${ticket.firstName} ${ticket.lastName}`
  const place = ticket.seat ? seatPlace(ticket.seat) : null
  const qr = useMemo(() => (ticket.reference ? qrSvg(ticket.reference) : null), [ticket.reference])
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
  const heading = i18n._(
    msg`Ticket ${formatNumber(number, locale)} of ${formatNumber(count, locale)}: ${name}`,
  )

  const download = () => {
    if (!qr || !ticket.reference) return
    const file = ticketSvg({
      title: heading,
      lines: [
        service,
        `${i18n._(msg`From`)}: ${when(from)}`,
        `${i18n._(msg`To`)}: ${when(to)}`,
        `${typeName} · ${seatText}`,
        `${travelClass} · ${fareFamily.name}`,
        ...fareFamily.rules,
        ...(ticket.concession ? [ticket.concession] : []),
      ],
      qr,
      reference: ticket.reference,
      dir: directionOf(locale),
    })
    downloadFile(`rihla-ticket-${ticket.reference}.svg`, file, 'image/svg+xml')
  }

  return (
    <li ref={element}>
      <Card as="article" aria-labelledby={headingId} padding="md" className={styles.ticket}>
        <div className={styles.facts}>
          <h3 id={headingId} className={styles.heading}>
            {heading}
          </h3>
          <p className={styles.muted}>{service}</p>
          <FactList>
            <Fact term={<Trans>From</Trans>}>{when(from)}</Fact>
            <Fact term={<Trans>To</Trans>}>{when(to)}</Fact>
            <Fact term={<Trans>Traveller</Trans>}>{typeName}</Fact>
            <Fact term={<Trans>Seat</Trans>}>{seatText}</Fact>
            <Fact term={<Trans>Class</Trans>}>{travelClass}</Fact>
            <Fact term={<Trans>Fare</Trans>}>
              {formatMoney(ticket.fare, locale)}
              {ticket.concession ? ` · ${ticket.concession}` : null}
            </Fact>
            <Fact term={<Trans>Fare family</Trans>}>{fareFamily.name}</Fact>
          </FactList>
          {fareFamily.rules.length ? (
            <ul className={styles.rules} aria-label={i18n._(msg`Fare rules`)}>
              {fareFamily.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          ) : null}
          {qr ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                startIcon={<Printer size={16} aria-hidden />}
                onPress={() => element.current && printTicket(element.current)}
                // Named by what it shows, as axe asks; which ticket it prints is its description.
                aria-describedby={headingId}
              >
                <Trans>Print</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                startIcon={<Download size={16} aria-hidden />}
                onPress={download}
                aria-describedby={headingId}
              >
                <Trans>Download</Trans>
              </Button>
            </div>
          ) : null}
        </div>
        <div className={styles.code}>
          {qr && ticket.reference ? (
            <>
              <img
                className={styles.qr}
                src={svgDataUrl(qr)}
                alt={i18n._(msg`QR code of the ticket of ${name}`)}
              />
              <span className={styles.reference} dir="ltr">
                {ticket.reference}
              </span>
            </>
          ) : (
            <p className={styles.muted}>
              <Trans>The ticket's QR code is issued once the booking is paid.</Trans>
            </p>
          )}
        </div>
      </Card>
    </li>
  )
}

/** A train or bus booking's tickets: one per traveller, each with its QR code, printable and downloadable. */
export function Tickets({ tickets, title, ...trip }: TicketsProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.tickets}>
      <h2 id={headingId} className={styles.heading}>
        {title ?? <Trans>Tickets</Trans>}
      </h2>
      <ul className={styles.tickets}>
        {tickets.map((ticket, index) => (
          <Ticket
            key={ticket.reference ?? index}
            {...trip}
            ticket={ticket}
            number={index + 1}
            count={tickets.length}
          />
        ))}
      </ul>
    </section>
  )
}
