import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { passengerSlots } from '@rihla/api-contract/passenger'
import { TravellersStep, passengerTitle } from '@rihla/booking-flow/passengers'
import { useLocale } from '@rihla/core'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { busDraftAtom } from '../draft'
import type { ChosenTrip } from '../draft'
import { BUS_PASSENGER_PARTS, busPassengerRules } from '../passengers'
import { StepFrame } from './StepFrame'

const route = getRouteApi('/{-$locale}/_busSteps/bus/passenger-details/$refId')

function PassengerStep({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const draftAtom = useMemo(() => busDraftAtom(refId), [refId])
  const { search } = trip
  const slots = useMemo(
    () =>
      passengerSlots(search).map(({ type, ordinal }) => ({
        type,
        title: passengerTitle(i18n, locale, type, ordinal),
      })),
    [search, locale, i18n],
  )
  return (
    <TravellersStep
      draftAtom={draftAtom}
      field="passengers"
      slots={slots}
      rulesOf={(type) => busPassengerRules(type, search.date)}
      partsOf={() => BUS_PASSENGER_PARTS}
      travelDate={search.date}
      onContinue={() => navigate({ to: '/{-$locale}/bus/review-booking/$refId', params: { refId } })}
    />
  )
}

/** `/bus/passenger-details/{RefID}`: each traveller as on their national ID or iqama, and the contact details. */
function PassengerDetails() {
  const { refId } = route.useParams()
  return (
    <StepFrame
      refId={refId}
      title={<Trans>Passenger details</Trans>}
      lead={<Trans>Each traveller as named on their national ID or iqama.</Trans>}
    >
      {(trip) => <PassengerStep refId={refId} trip={trip} />}
    </StepFrame>
  )
}

export const Route = createLazyRoute('/{-$locale}/_busSteps/bus/passenger-details/$refId')({
  component: PassengerDetails,
})
