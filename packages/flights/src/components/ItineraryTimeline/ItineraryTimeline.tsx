import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Itinerary, TripType } from '@rihla/api-contract/flights'
import { useLocale } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { Fragment } from 'react'
import { DayOffset } from '../DayOffset/DayOffset'
import { clockOf } from '../ItineraryCard/ItineraryCard'
import { RouteText } from '../RouteText/RouteText'
import { useFlightLabels } from '../labels'
import * as styles from './ItineraryTimeline.css'

export interface ItineraryTimelineProps {
  itinerary: Itinerary
  /** Names the legs: a round trip's are the departure and the return; a multi-city trip's are numbered. */
  tripType: TripType
  /** The level of each leg's heading in the page around it. */
  headingLevel?: 2 | 3 | 4
}

function LegTitle({ index, tripType }: { index: number; tripType: TripType }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  if (tripType === 'round_trip' && index > 0) return i18n._(msg`Return`)
  if (tripType === 'multi_city') {
    const number = formatNumber(index + 1, locale)
    return i18n._(msg`Flight ${number}`)
  }
  return i18n._(msg`Departure`)
}

/**
 * Every leg of an itinerary as a timeline: each flight's airline, number, aircraft, local times and
 * duration, and between flights the layover's airport and length.
 */
export function ItineraryTimeline({ itinerary, tripType, headingLevel = 3 }: ItineraryTimelineProps) {
  const locale = useLocale()
  const labels = useFlightLabels()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.legs}>
      {itinerary.legs.map((leg, index) => {
        const first = leg.segments[0]
        return (
          <section key={index} className={styles.leg} aria-labelledby={`leg-${itinerary.id}-${index}`}>
            <Heading id={`leg-${itinerary.id}-${index}`} className={styles.legTitle}>
              <LegTitle index={index} tripType={tripType} /> · <RouteText legs={[leg]} />
            </Heading>
            <p className={styles.legFacts}>
              {first ? formatDate(first.departureLocal.slice(0, 10), locale, { dateStyle: 'full' }) : null} ·{' '}
              {labels.duration(leg.durationMinutes)} · {labels.stops(leg.stops)}
            </p>
            <ol className={styles.stops}>
              {leg.segments.map((segment, position) => {
                const layover = leg.layovers[position]
                return (
                  <Fragment key={segment.id}>
                    <li className={styles.segment}>
                      <p className={styles.times}>
                        <bdi>{clockOf(segment.departureLocal)}</bdi> <bdi>{segment.origin}</bdi>
                        {/* Days after the leg's first departure: an overnight connection or arrival says so. */}
                        {first ? (
                          <DayOffset from={first.departureLocal} at={segment.departureLocal} kind="departs" />
                        ) : null}
                        <ArrowRight size={16} aria-hidden className={styles.arrow} />
                        <bdi>{clockOf(segment.arrivalLocal)}</bdi> <bdi>{segment.destination}</bdi>
                        {first ? <DayOffset from={first.departureLocal} at={segment.arrivalLocal} /> : null}
                      </p>
                      <p className={styles.flight}>
                        {segment.airline.name} <bdi>{segment.flightNumber}</bdi> ·{' '}
                        <bdi>{segment.aircraft}</bdi> · {labels.duration(segment.durationMinutes)}
                      </p>
                    </li>
                    {layover && position < leg.segments.length - 1 ? (
                      <li className={styles.layover}>
                        <Trans>
                          Layover in <bdi>{layover.airport}</bdi>: {labels.duration(layover.minutes)}
                        </Trans>
                      </li>
                    ) : null}
                  </Fragment>
                )
              })}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
