import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { SeatSelection } from '@rihla/booking-flow/seats'
import { TripLoading, useSessionExpiry } from '@rihla/booking-flow/session'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import type { SeatPosition } from '@rihla/ui-kit/seat-map'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { deckOf, seatsTogether } from '../deck'
import type { DeckSeat } from '../deck'
import type { ChosenTrip } from '../draft'
import { isFamilyParty } from '../party'
import { busQueries } from '../queries'
import { StepContinue } from '../components/StepContinue'
import { StepFrame } from './StepFrame'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/_busSteps/bus/seat-selection/$refId')

function SeatStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const seatsQuery = busQueries.seats(api, locale, refId, trip.departure.id)
  const seats = useQuery(seatsQuery)
  useSessionExpiry({ gone: false, expiresAt: seats.data?.heldUntil })
  const [problem, setProblem] = useState<string | null>(null)
  const family = isFamilyParty(trip.search)
  const count = trip.search.adults + trip.search.children

  if (seats.isPending) return <TripLoading />
  if (seats.isError) {
    return (
      <p role="alert" className={styles.muted}>
        <Trans>The seats could not be loaded.</Trans>{' '}
        <Button variant="secondary" size="sm" onPress={() => void seats.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    )
  }

  /** Holds exactly these seats for the session (releasing the others) and shows the server's answer. */
  const hold = async (wanted: string[]) => {
    const answer = await api.call(
      'busSeatsInfo',
      { body: { refId, departureId: trip.departure.id, seats: wanted } },
      { locale },
    )
    queryClient.setQueryData(seatsQuery.queryKey, answer)
  }

  const together = () => {
    const wanted = seatsTogether(seats.data, count, family)
    if (!wanted)
      return setProblem(i18n._(msg`No row has enough free seats together; choose them one by one.`))
    setProblem(null)
    void hold(wanted).catch(() => setProblem(i18n._(msg`The seats could not be held. Please try again.`)))
  }

  const seatLabel = (seat: DeckSeat, position: SeatPosition) => {
    const where = position === 'window' ? i18n._(msg`window`) : i18n._(msg`aisle`)
    const state =
      seat.state === 'selected'
        ? i18n._(msg`your seat`)
        : seat.state === 'taken'
          ? i18n._(msg`taken`)
          : seat.family
            ? i18n._(msg`family seat, free`)
            : // Free as in not taken, which Arabic words apart from free of charge (a flight seat's price).
              i18n._(msg({ message: 'free', context: 'seat availability' }))
    return i18n._(msg`Seat ${seat.id}, ${where}, ${state}`)
  }

  const held = seats.data.held
  return (
    <>
      <p className={styles.muted}>
        {family ? (
          <Trans>
            The front rows are kept for families: as you travel with a child, they are yours to choose.
          </Trans>
        ) : (
          <Trans>The front rows are kept for families travelling with a child or an infant.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={together}>
          <Trans>Seat us together</Trans>
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      ) : null}
      <SeatSelection
        areas={[deckOf(seats.data, trip.departure.className)]}
        areasLabel={i18n._(msg`Decks`)}
        mapLabel={() => i18n._(msg`Seats on the coach`)}
        count={count}
        held={held}
        onHold={hold}
        seatLabel={seatLabel}
        legend={[
          { state: 'available', label: i18n._(msg({ message: 'Free seat', context: 'seat availability' })) },
          { state: 'special', label: i18n._(msg`Family seat`) },
          { state: 'selected', label: i18n._(msg`Your seat`) },
          { state: 'taken', label: i18n._(msg`Taken`) },
        ]}
      />
      <StepContinue
        isDisabled={held.length !== count}
        onPress={() => void navigate({ to: '/{-$locale}/bus/passenger-details/$refId', params: { refId } })}
      />
    </>
  )
}

/** `/bus/seat-selection/{RefID}`: a seat per seated traveller on the coach's deck, held as they are chosen. */
function BusSeatSelection() {
  const { refId } = route.useParams()
  return (
    <StepFrame
      refId={refId}
      title={<Trans>Choose your seats</Trans>}
      lead={<Trans>One seat for each adult and child; infants ride on a lap.</Trans>}
    >
      {(trip) => <SeatStep refId={refId} trip={trip} />}
    </StepFrame>
  )
}

export const Route = createLazyRoute('/{-$locale}/_busSteps/bus/seat-selection/$refId')({
  component: BusSeatSelection,
})
