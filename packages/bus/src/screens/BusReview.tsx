import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusFlexiFares } from '@rihla/api-contract/buses'
import { TravellerSummary } from '@rihla/booking-flow/detail'
import { PriceChangeDialog } from '@rihla/booking-flow/dialogs'
import { Problems, problems as problemsBox } from '@rihla/booking-flow/problems'
import { usePriceCheck, useReserveAndPay } from '@rihla/booking-flow/reserve'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { Link, localePath } from '@rihla/core/routing'
import { formatDate } from '@rihla/i18n'
import { paymentHref } from '@rihla/payments'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ContactFacts } from '@rihla/booking-flow/passengers'
import { FactList } from '@rihla/ui-kit/fact-list'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { busDraftAtom, forgetDraftAtom } from '../draft'
import type { BusDraft, ChosenTrip } from '../draft'
import { passengerSlotsOf } from '../passengers'
import { busQueries } from '../queries'
import { ConcessionClaims } from '../components/ConcessionClaims/ConcessionClaims'
import { StepContinue } from '../components/StepContinue'
import { orderProblems } from '../orderProblems'
import { StepFrame } from './StepFrame'

const route = getRouteApi('/{-$locale}/_busSteps/bus/review-booking/$refId')

/** The travellers as the order sends them: the form's values without the form's own choices. */
const orderPassengers = (draft: BusDraft, trip: ChosenTrip) =>
  passengerSlotsOf(trip.search, draft.passengers).map(({ type, values, index }) => {
    const { saveForLater: _save, ...passenger } = values
    return { ...passenger, type, concession: draft.concessions?.[index] ?? null }
  })

function Review({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useAtom(useMemo(() => busDraftAtom(refId), [refId]))
  const [failure, setFailure] = useState<string[] | null>(null)
  const faresQuery = busQueries.fares(api, locale, refId, trip.departure.id)
  const familyFares = useQuery(faresQuery)
  // What the order costs as chosen: a bundle's price when it buys one, nothing for a trip of one, else
  // the family's for the party.
  const totalOf = (fares: BusFlexiFares | undefined) => {
    const total = fares?.fares.find((family) => family.id === trip.fareFamily)?.price.total
    if (trip.bundleOrder) return total && { ...total, amount: 0 }
    if (trip.bundle !== null) return fares?.bundles.find((bundle) => bundle.trips === trip.bundle)?.price
    return total
  }

  const { priceChange, reprice } = usePriceCheck(
    () => totalOf(queryClient.getQueryData(faresQuery.queryKey)),
    async () => totalOf(await queryClient.fetchQuery({ ...faresQuery, staleTime: 0 })),
  )

  /** The order of this draft: the departure, the fare family and the travellers (the session holds the seats). */
  const saveOrder = () => {
    const body = {
      refId,
      departureId: trip.departure.id,
      fareFamily: trip.fareFamily,
      passengers: orderPassengers(draft, trip),
      contact: draft.contact,
      bundle: trip.bundle,
      bundleOrder: trip.bundleOrder,
    }
    return api.call('busSaveOrders', { body }, { locale })
  }
  const reserve = useReserveAndPay({
    refId,
    reserve: saveOrder,
    forgetDraftAtom,
    reprice,
    // A trip of a bundle is confirmed at once: its booking, with the tickets, instead of a payment.
    paymentPath: ({ booking }) =>
      booking.status === 'Confirmed'
        ? localePath(`/bus/booking-detail/${booking.uuid}`, locale)
        : paymentHref(booking.type, booking.uuid, locale),
    onFailure: (error) =>
      setFailure(orderProblems(error, i18n._(msg`The bus could not take this booking. Please try again.`))),
  })
  useForgetEndedSession(reserve.error)

  const seated = trip.search.adults + trip.search.children + trip.search.infants
  if (draft.passengers.length !== seated || !draft.passengers.every((passenger) => passenger.firstName)) {
    return (
      <div className={problemsBox} role="alert">
        <p>
          <Trans>Enter every traveller’s details first.</Trans>
        </p>
        <div>
          <Button
            variant="primary"
            onPress={() =>
              void navigate({ to: '/{-$locale}/bus/passenger-details/$refId', params: { refId } })
            }
          >
            <Trans>Passenger details</Trans>
          </Button>
        </div>
      </div>
    )
  }

  return (
    <>
      <TravellerSummary
        travellers={passengerSlotsOf(trip.search, draft.passengers).map((slot) => ({
          index: slot.index,
          type: slot.type,
          name: `${slot.values.firstName} ${slot.values.lastName}`,
          facts: [
            ...(slot.values.dateOfBirth
              ? [formatDate(slot.values.dateOfBirth, locale, { dateStyle: 'medium' })]
              : []),
            ...(familyFares.data?.concessions
              .filter((concession) => concession.id === draft.concessions?.[slot.index])
              .map((concession) => concession.label) ?? []),
          ],
          addons: [],
        }))}
        action={
          <Link to="/{-$locale}/bus/passenger-details/$refId" params={{ refId }}>
            <Trans>Edit passenger details</Trans>
          </Link>
        }
      />
      <Card as="section" padding="md" aria-label={i18n._(msg`Contact details`)}>
        <FactList>
          <ContactFacts contact={draft.contact} />
        </FactList>
      </Card>
      {trip.bundleOrder ? null : (
        <ConcessionClaims
          travellers={passengerSlotsOf(trip.search, draft.passengers).map((slot) => ({
            name: `${slot.values.firstName} ${slot.values.lastName}`,
            type: slot.type,
          }))}
          offered={familyFares.data?.concessions ?? []}
          claims={draft.concessions ?? []}
          onChange={(concessions) => setDraft({ concessions })}
        />
      )}
      {failure ? <Problems items={failure} /> : null}
      <StepContinue isPending={reserve.isBooking} onPress={reserve.book}>
        {trip.bundleOrder ? <Trans>Book this trip</Trans> : <Trans>Book and pay</Trans>}
      </StepContinue>
      <PriceChangeDialog
        change={priceChange}
        raised={<Trans>The fare has risen since you chose it.</Trans>}
        lowered={<Trans>The fare has fallen since you chose it.</Trans>}
        chooseAnotherLabel={<Trans>Choose another bus</Trans>}
        onContinue={reserve.book}
        onChooseAnother={() => void navigate({ to: '/{-$locale}/bus/search' })}
      />
    </>
  )
}

/** `/bus/review-booking/{RefID}`: the last look before the order is made and paid. */
function BusReview() {
  const { refId } = route.useParams()
  return (
    <StepFrame refId={refId} title={<Trans>Review your booking</Trans>}>
      {(trip) => <Review refId={refId} trip={trip} />}
    </StepFrame>
  )
}

export const Route = createLazyRoute('/{-$locale}/_busSteps/bus/review-booking/$refId')({
  component: BusReview,
})
