import { Trans } from '@lingui/react/macro'
import type { EventVenue } from '@rihla/api-contract/events'
import { Link } from '@rihla/ui-kit/link'
import Navigation from 'lucide-react/icons/navigation'
import { directionsUrl } from '../../directions'
import * as styles from './Venue.css'

/** Where the event is: the venue, its kind and address, and directions to it in the visitor's maps. */
export function Venue({ venue, headingLevel = 2 }: { venue: EventVenue; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.venue} aria-labelledby={`venue-${venue.id}`}>
      <Heading id={`venue-${venue.id}`} className={styles.title}>
        <Trans>Venue</Trans>
      </Heading>
      <p className={styles.name}>{venue.name}</p>
      <p className={styles.muted}>
        {venue.kind} · {venue.address}, {venue.city}
      </p>
      <Link
        href={directionsUrl(venue.latitude, venue.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        appearance="secondary"
        size="sm"
      >
        <Navigation size={16} aria-hidden /> <Trans>Get directions</Trans>
      </Link>
    </section>
  )
}
