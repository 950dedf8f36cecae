import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { TrainSeatmap } from '@rihla/api-contract/trains'
import { SeatSelection } from '@rihla/booking-flow/seats'
import { TripLoading, useSessionExpiry } from '@rihla/booking-flow/session'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import type { SeatPosition } from '@rihla/ui-kit/seat-map'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import Accessibility from 'lucide-react/icons/accessibility'
import { useMemo, useState } from 'react'
import { coachAreas } from '../coachAreas'
import type { CoachSeat } from '../coachAreas'
import { trainDraftAtom } from '../draft'
import { trainQueries } from '../queries'
import { Problems } from '@rihla/booking-flow/problems'
import { StepPage } from '@rihla/booking-flow/page'
import { NoTripChosen, WithTrip, useChosenTrip } from './StepPage'
import type { ChosenTrip } from './StepPage'
import { CLASS_LABELS } from '../labels'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/_trainSteps/train/seat-selection/$refId')

function SeatStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const setDraft = useSetAtom(useMemo(() => trainDraftAtom(refId), [refId]))
  const key = { refId, trainId: trip.train.id, class: trip.class }
  const seatmapQuery = trainQueries.seatmap(api, locale, key)
  const seatmap = useQuery(seatmapQuery)
  const [problem, setProblem] = useState<string | null>(null)
  useSessionExpiry({ gone: false, expiresAt: seatmap.data?.heldUntil })
  const seated = trip.search.adults + trip.search.children
  const className =
    trip.train.classes.find((offer) => offer.class === trip.class)?.name ?? i18n._(CLASS_LABELS[trip.class])

  const areas = useMemo(
    () => (seatmap.data ? coachAreas(seatmap.data, (coach) => i18n._(msg`Coach ${coach.number}`)) : []),
    [seatmap.data, i18n],
  )

  const hold = async (seats: string[]) => {
    const answer: TrainSeatmap = await api.call('railwaysSeatmap', { body: { ...key, seats } }, { locale })
    queryClient.setQueryData(seatmapQuery.queryKey, answer)
    setDraft({ seats: answer.held })
    setProblem(null)
  }

  const seatLabel = (seat: CoachSeat, _position: SeatPosition) => {
    const place =
      seat.seat.position === 'window'
        ? i18n._(msg`window`)
        : seat.seat.position === 'aisle'
          ? i18n._(msg`aisle`)
          : i18n._(msg`berth`)
    const facing = seat.seat.facing === 'forward' ? i18n._(msg`facing forward`) : i18n._(msg`facing backward`)
    const state =
      seat.state === 'selected'
        ? i18n._(msg`your seat`)
        : seat.state === 'taken'
          ? i18n._(msg`taken`)
          : seat.seat.wheelchair
            ? i18n._(msg`wheelchair space, free`)
            : // Free as in not taken, which Arabic words apart from free of charge (a flight seat's price).
              i18n._(msg({ message: 'free', context: 'seat availability' }))
    return i18n._(
      msg`Coach ${seat.coach}, seat ${seat.seat.row}${seat.seat.letter}: ${place}, ${facing}, ${state}`,
    )
  }

  const onContinue = () => {
    const held = seatmap.data?.held ?? []
    if (held.length !== seated) {
      setProblem(i18n._(msg`Choose one seat for each of the ${seated} seated travellers.`))
      return
    }
    void navigate({ to: '/{-$locale}/train/passenger-details/$refId', params: { refId } })
  }

  if (seatmap.isPending) return <TripLoading />
  if (seatmap.isError) {
    return (
      <Problems
        items={[seatmap.error.message || i18n._(msg`The coaches could not be loaded. Please try again.`)]}
      />
    )
  }
  return (
    <WithTrip trip={{ ...trip, seats: seatmap.data.held }}>
      <p className={styles.muted}>
        {i18n._(
          msg`${className}: choose a seat in the coach map for each seated traveller. Infants travel on an adult's lap.`,
        )}
      </p>
      <SeatSelection
        areas={areas}
        areasLabel={i18n._(msg`Coaches`)}
        mapLabel={(area) => i18n._(msg`Seats in ${area.name}`)}
        count={seated}
        held={seatmap.data.held}
        onHold={hold}
        seatLabel={seatLabel}
        // A wheelchair space is marked as one; its name says so (seatLabel).
        seatContent={(seat) => (seat.seat.wheelchair ? <Accessibility size={16} aria-hidden /> : seat.column)}
        legend={[
          { state: 'available', label: i18n._(msg({ message: 'Free seat', context: 'seat availability' })) },
          { state: 'special', label: i18n._(msg`Wheelchair space`) },
          { state: 'taken', label: i18n._(msg`Taken`) },
          { state: 'selected', label: i18n._(msg`Your seat`) },
        ]}
      />
      {problem ? <Problems items={[problem]} /> : null}
      <div>
        <Button variant="primary" size="lg" onPress={onContinue}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </WithTrip>
  )
}

/** `/train/seat-selection/{RefID}`: the coach selector and seat map of the chosen train and class. */
function SeatSelectionStep() {
  const { refId } = route.useParams()
  const trip = useChosenTrip(refId)
  return (
    <StepPage
      title={<Trans>Choose your seats</Trans>}
      lead={<Trans>Seats are held for you while you book. Use the arrow keys to move across a coach.</Trans>}
    >
      {trip ? <SeatStep refId={refId} trip={trip} /> : <NoTripChosen />}
    </StepPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_trainSteps/train/seat-selection/$refId')({
  component: SeatSelectionStep,
})
