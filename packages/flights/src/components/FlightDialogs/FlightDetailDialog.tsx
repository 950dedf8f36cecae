import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom, useLocale } from '@rihla/core'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom, useAtomValue } from 'jotai'
import { memo } from 'react'
import { selectedItineraryAtom } from '../../state'
import { DayOffset } from '../DayOffset/DayOffset'
import { clockOf } from '../ItineraryCard/ItineraryCard'
import { RouteText, routeArrow } from '../RouteText/RouteText'
import { useFlightLabels } from '../labels'
import * as styles from './FlightDialogs.css'

/**
 * The `flightDetail` modal: every segment of the itinerary, with its aircraft and layovers. Memoised:
 * it reads what it shows from atoms, so the results page's renders never need to reach it.
 */
export const FlightDetailDialog = memo(function FlightDetailDialog() {
  const { i18n } = useLingui()
  const labels = useFlightLabels()
  const arrow = routeArrow(useLocale())
  const [isOpen, setOpen] = useAtom(modalAtom('flightDetail'))
  const itinerary = useAtomValue(selectedItineraryAtom)
  if (!itinerary) return null
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Flight details`)}
      closeLabel={i18n._(msg`Close`)}
      size="md"
    >
      {itinerary.legs.map((leg, index) => (
        <section key={index} className={styles.section}>
          <h3 className={styles.sectionTitle}>
            <RouteText legs={[leg]} /> · {labels.duration(leg.durationMinutes)} · {labels.stops(leg.stops)}
          </h3>
          <ol className={styles.segments}>
            {leg.segments.map((segment, position) => (
              <li key={segment.id} className={styles.segment}>
                <p className={styles.segmentTitle}>
                  {segment.airline.name} <bdi>{segment.flightNumber}</bdi> · <bdi>{segment.aircraft}</bdi>
                </p>
                <p className={styles.segmentTimes}>
                  {/* In the page's direction, each code and time isolated so it reads as printed. */}
                  <bdi>{segment.origin}</bdi> <bdi>{clockOf(segment.departureLocal)}</bdi> {arrow}{' '}
                  <bdi>{segment.destination}</bdi> <bdi>{clockOf(segment.arrivalLocal)}</bdi>{' '}
                  {leg.segments[0] ? (
                    <DayOffset from={leg.segments[0].departureLocal} at={segment.arrivalLocal} />
                  ) : null}
                </p>
                <p className={styles.muted}>{labels.duration(segment.durationMinutes)}</p>
                {leg.layovers[position] ? (
                  <p className={styles.layover}>
                    <Trans>
                      Layover in {leg.layovers[position].airport}:{' '}
                      {labels.duration(leg.layovers[position].minutes)}
                    </Trans>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Modal>
  )
})
