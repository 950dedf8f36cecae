import type { BookingStatus } from '@rihla/api-contract/bookings'
import { Card } from '@rihla/ui-kit/card'
import type { CardProps } from '@rihla/ui-kit/card'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { BookingStatusBadge } from './BookingStatusBadge'
import * as styles from './bookingPage.css'

export interface BookingFactsCardProps extends Pick<CardProps, 'className' | 'padding'> {
  /** What was booked, the card's heading: the hotel, the route, the event. */
  title: ReactNode
  status: BookingStatus
  /** The booking's facts, usually a `FactList`, and what goes with them. */
  children: ReactNode
}

/** A booking detail page's first card: what was booked with its status beside it, then its facts. */
export function BookingFactsCard({ title, status, className, padding, children }: BookingFactsCardProps) {
  const titleId = useId()
  return (
    <Card as="section" aria-labelledby={titleId} className={className} padding={padding}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <BookingStatusBadge status={status} />
      </div>
      {children}
    </Card>
  )
}
