import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventSummary } from '@rihla/api-contract/events'
import { useMoney } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { Badge } from '@rihla/ui-kit/badge'
import CalendarDays from 'lucide-react/icons/calendar-days'
import MapPin from 'lucide-react/icons/map-pin'
import { memo } from 'react'
import { EventDates } from '../EventDates/EventDates'
import { AvailabilityBadge } from '../PassPicker/AvailabilityBadge'
import { placeText } from '../../place'
import * as styles from './EventCard.css'

/** One event of a list: its picture, category, venue, dates and lowest price, linking to its page. */
export const EventCard = memo(function EventCard({
  event,
  headingLevel = 3,
}: {
  event: EventSummary
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  const money = useMoney()
  const price = event.priceFrom ? money(event.priceFrom) : null
  return (
    <li className={styles.card}>
      <img
        className={styles.image}
        src={event.image.src}
        srcSet={event.image.srcset}
        width={event.image.width}
        height={event.image.height}
        alt=""
        loading="lazy"
      />
      <div className={styles.body}>
        <Badge tone="primary">{event.category.name}</Badge>
        <Heading className={styles.title}>
          <Link to="/{-$locale}/events/detail/$slug" params={{ slug: event.slug }}>
            {event.title}
          </Link>
        </Heading>
        <p className={styles.line}>
          <MapPin size={16} aria-hidden />
          {placeText(i18n, event.venue, event.city)}
        </p>
        <p className={styles.line}>
          <CalendarDays size={16} aria-hidden />
          <EventDates startsOn={event.startsOn} endsOn={event.endsOn} />
        </p>
        {event.availability === 'available' ? null : <AvailabilityBadge availability={event.availability} />}
        {price ? (
          <p className={styles.price}>
            <Trans>From {price}</Trans>
          </p>
        ) : null}
      </div>
    </li>
  )
})

/** Events as a grid of cards. */
export function EventGrid({
  events,
  label,
  headingLevel,
}: {
  events: readonly EventSummary[]
  label?: string
  /** The cards' headings: 3 under a section's heading, 2 straight under the page's. */
  headingLevel?: 2 | 3
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} headingLevel={headingLevel} />
      ))}
    </ul>
  )
}
