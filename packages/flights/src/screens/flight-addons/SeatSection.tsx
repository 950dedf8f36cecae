import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { useSetAtom } from 'jotai'
import { seatedTravellers } from '../../addons'
import * as styles from '../FlightAddons.css'
import { AddonSection } from './AddonSection'
import type { StepProps } from './stepProps'

export function SeatSection({ quote, seats, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const openSeats = useSetAtom(modalAtom('seatSelection'))
  const seated = seatedTravellers(travellers)
  return (
    <AddonSection
      title={<Trans>Seats</Trans>}
      action={
        <Button variant="secondary" onPress={() => openSeats(true)}>
          {seats.length ? <Trans>Change seats</Trans> : <Trans>Choose seats</Trans>}
        </Button>
      }
    >
      <ul className={styles.chosen}>
        {quote.itinerary.legs
          .flatMap((leg) => leg.segments)
          .map((segment) => (
            <li key={segment.id} className={styles.chosenGroup}>
              <span className={styles.route} dir="ltr">
                {labels.segment(segment)}
              </span>
              <ul className={styles.travellerChoices}>
                {seated.map((traveller) => {
                  const held = seats.find(
                    (seat) => seat.segment === segment.id && seat.passenger === traveller.index,
                  )
                  return (
                    <li key={traveller.index}>
                      {labels.traveller(traveller)}: <strong>{held?.seat ?? i18n._(msg`no seat yet`)}</strong>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
      </ul>
      <p className={styles.muted}>
        <Trans>Seats you do not choose are assigned at check-in.</Trans>
      </p>
    </AddonSection>
  )
}
