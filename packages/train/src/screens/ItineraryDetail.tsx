import { Trans } from '@lingui/react/macro'
import { Card } from '@rihla/ui-kit/card'
import { createLazyRoute } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { StopList } from '../components/TrainDetailsDialog/StopList'
import { TripSummary } from '../components/TripSummary/TripSummary'
import { trainDraftAtom, trainJourneyAtom } from '../draft'
import { StepPage } from '@rihla/booking-flow/page'
import * as styles from './screens.css'

/** `/train/itinerary-detail`: the current journey's train, its stops and times (its loader sends a visitor without one to the search). */
function ItineraryDetail() {
  const journey = useAtomValue(trainJourneyAtom)
  const draft = useAtomValue(trainDraftAtom(journey.refId ?? ''))
  const train = journey.train
  if (!train) return null
  return (
    <StepPage title={<Trans>Train itinerary</Trans>}>
      <div className={styles.layout}>
        <Card as="section" aria-labelledby="itinerary-stops">
          <h2 id="itinerary-stops" className={styles.subtitle}>
            <Trans>Stops</Trans>
          </h2>
          <StopList train={train} />
        </Card>
        <TripSummary train={train} travelClass={draft.class ?? train.classes[0]!.class} seats={draft.seats} />
      </div>
    </StepPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/train/itinerary-detail')({ component: ItineraryDetail })
