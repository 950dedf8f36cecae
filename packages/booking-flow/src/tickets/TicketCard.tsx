import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useLocale } from '@rihla/core'
import { directionOf, formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import Download from 'lucide-react/icons/download'
import Printer from 'lucide-react/icons/printer'
import { useId, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'
import { downloadFile, printTicket } from './printTicket'
import { qrSvg, svgDataUrl } from './qrSvg'
import { ticketSvg } from './ticketSvg'
import * as styles from './Tickets.css'

export interface TicketFact {
  term: ReactNode
  value: ReactNode
}

export interface TicketCardProps {
  /** "Ticket 1 of 3: Sara Alharbi": the ticket's heading and accessible name. */
  heading: string
  /** The line under it: the service, or the event and its show. */
  subtitle: string
  facts: readonly TicketFact[]
  /** Rules or inclusions, one a line, under their label ("Fare rules", "VIP includes"). */
  notes?: { label: string; items: readonly string[] }
  /** The signed reference the QR code carries; null until the booking is paid. */
  reference: string | null
  /** The QR code's alternative text: whose ticket it is. */
  qrAlt: string
  /** The downloaded file's lines of text, after the heading. */
  fileLines: readonly string[]
}

/**
 * One ticket, whatever was booked (a seat on a train or bus, a pass to an event): its facts, its notes,
 * and once paid the QR code the conductor or the gate scans, printable alone and downloadable as SVG.
 */
export function TicketCard({
  heading,
  subtitle,
  facts,
  notes,
  reference,
  qrAlt,
  fileLines,
}: TicketCardProps) {
  const locale = useLocale()
  const headingId = useId()
  const element = useRef<HTMLLIElement>(null)
  const qr = useMemo(() => (reference ? qrSvg(reference) : null), [reference])

  const download = () => {
    if (!qr || !reference) return
    const file = ticketSvg({ title: heading, lines: [...fileLines], qr, reference, dir: directionOf(locale) })
    downloadFile(`rihla-ticket-${reference}.svg`, file, 'image/svg+xml')
  }

  return (
    <li ref={element}>
      <Card as="article" aria-labelledby={headingId} padding="md" className={styles.ticket}>
        <div className={styles.facts}>
          <h3 id={headingId} className={styles.heading}>
            {heading}
          </h3>
          <p className={styles.muted}>{subtitle}</p>
          <FactList>
            {facts.map((fact, index) => (
              <Fact key={index} term={fact.term}>
                {fact.value}
              </Fact>
            ))}
          </FactList>
          {notes?.items.length ? (
            <ul className={styles.rules} aria-label={notes.label}>
              {notes.items.map((item) => (
                <li key={item}>{item}</li>
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
          {qr && reference ? (
            <>
              <img className={styles.qr} src={svgDataUrl(qr)} alt={qrAlt} />
              <span className={styles.reference} dir="ltr">
                {reference}
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

/** A booking's tickets under their heading, one card each. */
export function TicketList({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.tickets}>
      <h2 id={headingId} className={styles.heading}>
        {title ?? <Trans>Tickets</Trans>}
      </h2>
      <ul className={styles.tickets}>{children}</ul>
    </section>
  )
}

/** "Ticket 1 of 3: …", numbered in the page's language. */
export function useTicketHeading() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (number: number, count: number, name: string) =>
    i18n._(msg`Ticket ${formatNumber(number, locale)} of ${formatNumber(count, locale)}: ${name}`)
}
