import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom, useAtomValue } from 'jotai'
import { selectedItineraryAtom } from '../../state'
import { clockOf } from '../ItineraryCard/ItineraryCard'
import { useFlightLabels } from '../labels'
import * as styles from './FlightDialogs.css'

/** The `flightDetail` modal: every segment of the itinerary, with its aircraft and layovers. */
export function FlightDetailDialog() {
  const { i18n } = useLingui()
  const labels = useFlightLabels()
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
            <span dir="ltr">
              {leg.origin} → {leg.destination}
            </span>{' '}
            · {labels.duration(leg.durationMinutes)} · {labels.stops(leg.stops)}
          </h3>
          <ol className={styles.segments}>
            {leg.segments.map((segment, position) => (
              <li key={segment.id} className={styles.segment}>
                <p className={styles.segmentTitle}>
                  {segment.airline.name} <span dir="ltr">{segment.flightNumber}</span> · {segment.aircraft}
                </p>
                <p className={styles.segmentTimes}>
                  {/* Reads left to right in both languages; the line still starts on the page's side. */}
                  <span dir="ltr">
                    {segment.origin} {clockOf(segment.departureLocal)} → {segment.destination}{' '}
                    {clockOf(segment.arrivalLocal)}
                  </span>
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
}
