import { Trans } from '@lingui/react/macro'
import type { Fare, Itinerary, TripType } from '@rihla/api-contract/flights'
import { Card } from '@rihla/ui-kit/card'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { ItineraryTimeline } from '../ItineraryTimeline/ItineraryTimeline'
import { useFlightLabels } from '../labels'
import * as styles from './TripSummary.css'

export interface TripSummaryProps {
  itinerary: Itinerary
  /** The fare family booked, named under the title. */
  fare?: Fare
  title?: ReactNode
  /** Beside the title, e.g. an "Edit" link or the booking's status. */
  action?: ReactNode
}

/**
 * The kind of trip an itinerary makes, for naming its legs where the search is not at hand (a quote,
 * a booking): one leg goes one way, a second that retraces the first comes back, anything else is
 * multi-city.
 */
export function tripTypeOf(itinerary: Itinerary): TripType {
  const [out, back, ...rest] = itinerary.legs
  if (!back) return 'one_way'
  if (!rest.length && back.origin === out!.destination && back.destination === out!.origin)
    return 'round_trip'
  return 'multi_city'
}

/** A booked or about-to-be-booked trip: the airline, cabin and fare family, and every flight's timeline. */
export function TripSummary({ itinerary, fare, title, action }: TripSummaryProps) {
  const labels = useFlightLabels()
  const titleId = useId()
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.summary}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title ?? <Trans>Your trip</Trans>}
        </h2>
        {action}
      </div>
      {fare ? (
        <p className={styles.fare}>
          {itinerary.validatingAirline.name} · {labels.cabin(fare.cabin)} · {fare.family}
        </p>
      ) : null}
      <ItineraryTimeline itinerary={itinerary} tripType={tripTypeOf(itinerary)} headingLevel={3} />
    </Card>
  )
}
