import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { passengerSlots } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { TravellersStep, passengerTitle } from '@rihla/booking-flow/passengers'
import { useLocale } from '@rihla/core'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { trainDraftAtom } from '../draft'
import { TRAIN_PASSENGER_PARTS, passengerRulesOf, passengerTypesOf } from '../passengers'
import { StepPage } from '@rihla/booking-flow/page'
import { NoTripChosen, WithTrip, useChosenTrip } from './StepPage'
import type { ChosenTrip } from './StepPage'

const route = getRouteApi('/{-$locale}/_trainSteps/train/passenger-details/$refId')

function PassengerStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const draftAtom = useMemo(() => trainDraftAtom(refId), [refId])
  const rulesOf = useMemo(() => {
    const types = new Set(passengerTypesOf(trip.search))
    const rules = new Map([...types].map((type) => [type, passengerRulesOf(type, trip.search.date)]))
    return (type: PassengerType) => rules.get(type) ?? passengerRulesOf(type, trip.search.date)
  }, [trip.search])
  const slots = useMemo(
    () =>
      passengerSlots(trip.search).map(({ type, ordinal }) => ({
        type,
        title: passengerTitle(i18n, locale, type, ordinal),
      })),
    [trip.search, locale, i18n],
  )

  return (
    <WithTrip trip={trip}>
      <TravellersStep
        draftAtom={draftAtom}
        field="passengers"
        slots={slots}
        rulesOf={rulesOf}
        partsOf={() => TRAIN_PASSENGER_PARTS}
        travelDate={trip.search.date}
        onContinue={() => navigate({ to: '/{-$locale}/train/review-booking/$refId', params: { refId } })}
      />
    </WithTrip>
  )
}

/** `/train/passenger-details/{RefID}`: each traveller, named as on their ID, and the contact details. */
function PassengerDetails() {
  const { refId } = route.useParams()
  const trip = useChosenTrip(refId)
  return (
    <StepPage
      title={<Trans>Passenger details</Trans>}
      lead={
        <Trans>
          Each traveller as named on their national ID or Iqama. Pick a saved traveller to fill a form.
        </Trans>
      }
    >
      {trip ? <PassengerStep refId={refId} trip={trip} /> : <NoTripChosen />}
    </StepPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_trainSteps/train/passenger-details/$refId')({
  component: PassengerDetails,
})
