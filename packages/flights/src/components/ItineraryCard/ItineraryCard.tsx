import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Itinerary } from '@rihla/api-contract/flights'
import { useMoney } from '@rihla/core'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import Luggage from 'lucide-react/icons/luggage'
import { lowestTotal } from '../../resultsView'
import { DayOffset } from '../DayOffset/DayOffset'
import { CheckedBaggage } from '../FareFacts/FareFacts'
import { useFlightLabels } from '../labels'
import { memo } from 'react'
import * as styles from './ItineraryCard.css'

/** `2026-12-01T05:10` → `05:10`: local times at each airport, as airlines print them. */
export const clockOf = (local: string) => local.slice(11, 16)

export interface ItineraryCardProps {
  itinerary: Itinerary
  onOpenDetails: (itinerary: Itinerary) => void
  onOpenFares: (itinerary: Itinerary) => void
}

/**
 * One result: the airline, the cheapest fare's brand and what it includes, each flight's times (with
 * "+1" and the date when it lands on a later day), duration and stops, and the lowest price. The content
 * provider stays in the data: it means nothing to a traveller.
 */
export const ItineraryCard = memo(function ItineraryCard({
  itinerary,
  onOpenDetails,
  onOpenFares,
}: ItineraryCardProps) {
  const { i18n } = useLingui()
  const money = useMoney()
  const labels = useFlightLabels()
  const cheapest = itinerary.fares[0]
  const total = cheapest ? { ...cheapest.price.total, amount: lowestTotal(itinerary) } : null
  return (
    <article className={styles.card} aria-label={itinerary.validatingAirline.name}>
      <div className={styles.main}>
        <p className={styles.heading}>
          <span className={styles.airline}>{itinerary.validatingAirline.name}</span>
          {cheapest ? <span className={styles.brand}>{cheapest.family}</span> : null}
        </p>
        {itinerary.legs.map((leg, index) => {
          const departure = leg.segments[0]
          const arrival = leg.segments.at(-1)
          return (
            <div key={index} className={styles.leg}>
              <span className={styles.end}>
                <bdi className={styles.time}>{departure ? clockOf(departure.departureLocal) : ''}</bdi>
                <bdi className={styles.code}>{leg.origin}</bdi>
              </span>
              <span className={styles.path}>
                {labels.duration(leg.durationMinutes)} · {labels.stops(leg.stops)}
              </span>
              <span className={`${styles.end} ${styles.arrival}`}>
                <bdi className={styles.time}>{arrival ? clockOf(arrival.arrivalLocal) : ''}</bdi>
                <span>
                  <bdi className={styles.code}>{leg.destination}</bdi>{' '}
                  {departure && arrival ? (
                    <DayOffset from={departure.departureLocal} at={arrival.arrivalLocal} />
                  ) : null}
                </span>
              </span>
            </div>
          )
        })}
        {cheapest ? (
          <ul className={styles.includes} aria-label={i18n._(msg`Included in the fare`)}>
            <li className={styles.include}>
              <Luggage size={14} aria-hidden />
              <CheckedBaggage baggage={cheapest.baggage} />
            </li>
            <li className={styles.include}>
              {cheapest.refundable ? (
                <Badge tone="success">{i18n._(msg`Refundable`)}</Badge>
              ) : (
                <Trans>Non-refundable</Trans>
              )}
            </li>
          </ul>
        ) : null}
      </div>
      <div className={styles.side}>
        <p className={styles.price}>
          <span className={styles.from}>
            <Trans>From</Trans>
          </span>{' '}
          {total ? (money(total) ?? '…') : null}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onPress={() => onOpenDetails(itinerary)}>
            <Trans>Flight details</Trans>
          </Button>
          <Button variant="primary" size="sm" onPress={() => onOpenFares(itinerary)}>
            <Trans>View fares</Trans>
          </Button>
        </div>
      </div>
    </article>
  )
})
