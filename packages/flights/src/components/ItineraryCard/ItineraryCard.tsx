import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Itinerary } from '@rihla/api-contract/flights'
import { useMoney } from '@rihla/core'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { lowestTotal } from '../../resultsView'
import { useFlightLabels } from '../labels'
import * as styles from './ItineraryCard.css'

/** `2026-12-01T05:10` → `05:10`: local times at each airport, as airlines print them. */
export const clockOf = (local: string) => local.slice(11, 16)

export interface ItineraryCardProps {
  itinerary: Itinerary
  onOpenDetails: (itinerary: Itinerary) => void
  onOpenFares: (itinerary: Itinerary) => void
}

/** One result: each flight's times, duration and stops, the airline and the lowest fare. */
export function ItineraryCard({ itinerary, onOpenDetails, onOpenFares }: ItineraryCardProps) {
  const { i18n } = useLingui()
  const money = useMoney()
  const labels = useFlightLabels()
  const cheapest = itinerary.fares[0]
  const total = cheapest ? { ...cheapest.price.total, amount: lowestTotal(itinerary) } : null
  return (
    <article className={styles.card} aria-label={itinerary.validatingAirline.name}>
      <div className={styles.legs}>
        <p className={styles.airline}>
          {itinerary.validatingAirline.name}
          {cheapest?.refundable ? <Badge tone="success">{i18n._(msg`Refundable`)}</Badge> : null}
        </p>
        {itinerary.legs.map((leg, index) => {
          const departure = leg.segments[0]
          const arrival = leg.segments.at(-1)
          return (
            <p key={index} className={styles.leg}>
              <span className={styles.time} dir="ltr">
                {departure ? clockOf(departure.departureLocal) : ''} {leg.origin}
              </span>
              <span className={styles.line}>
                {labels.duration(leg.durationMinutes)} · {labels.stops(leg.stops)}
              </span>
              <span className={styles.time} dir="ltr">
                {arrival ? clockOf(arrival.arrivalLocal) : ''} {leg.destination}
              </span>
            </p>
          )
        })}
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
        <span className={styles.provider}>{itinerary.provider}</span>
      </div>
    </article>
  )
}
