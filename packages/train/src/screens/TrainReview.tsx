import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@rihla/api-clients'
import { BookAndPay, useReserveAndPay } from '@rihla/booking-flow/reserve'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { paymentHref } from '@rihla/payments'
import { Card } from '@rihla/ui-kit/card'
import { ContactFacts } from '@rihla/booking-flow/passengers'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { ConcessionPicker } from '../components/ConcessionPicker/ConcessionPicker'
import { fairClaims } from '../concessions'
import { forgetDraftAtom, trainDraftAtom, trainJourneyAtom } from '../draft'
import { passengerTypesOf } from '../passengers'
import { Problems } from '@rihla/booking-flow/problems'
import { StepPage } from '@rihla/booking-flow/page'
import { NoTripChosen, WithTrip, useChosenTrip } from './StepPage'
import type { ChosenTrip } from './StepPage'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/_trainSteps/train/review-booking/$refId')

/** The travellers on their seats, the contact details, the price, and the reservation that leads to payment. */
function Review({ refId, trip }: { refId: string; trip: ChosenTrip }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const setJourney = useSetAtom(trainJourneyAtom)
  const setDraft = useSetAtom(useMemo(() => trainDraftAtom(refId), [refId]))
  const [failure, setFailure] = useState<string[] | null>(null)
  const types = useMemo(() => passengerTypesOf(trip.search), [trip.search])
  const offered = trip.train.classes.find((offer) => offer.class === trip.class)?.concessions ?? []
  const claims = types.map((_, index) => trip.concessions?.[index] ?? null)

  const reserve = useReserveAndPay({
    refId,
    reserve: async () => {
      const booking = await api.call(
        'railwaysReservation',
        {
          body: {
            refId,
            passengers: trip.passengers.map(({ saveForLater: _save, ...passenger }, index) => ({
              ...passenger,
              type: types[index]!,
              concession: claims[index] ?? null,
            })),
            contact: trip.contact,
          },
        },
        { locale },
      )
      setJourney({ bookingUuid: booking.booking.uuid })
      return booking
    },
    paymentPath: (booking) => paymentHref(booking.booking.type, booking.booking.uuid, locale),
    forgetDraftAtom,
    // The fare is the search's; a conflict (the seats or the fare gone) is worth one more try, then said.
    reprice: () => Promise.resolve(true),
    onFailure: (error) =>
      setFailure(
        isApiError(error) && Object.keys(error.fieldErrors).length
          ? Object.values(error.fieldErrors)
          : [
              isApiError(error) && error.message
                ? error.message
                : i18n._(msg`The train could not be booked. Please try again.`),
            ],
      ),
  })
  useForgetEndedSession(reserve.error)

  if (trip.passengers.length !== types.length) {
    return (
      <Problems
        items={[i18n._(msg`Enter every traveller's details first.`)]}
        title={
          <Link to="/{-$locale}/train/passenger-details/$refId" params={{ refId }}>
            <Trans>Passenger details</Trans>
          </Link>
        }
      />
    )
  }

  // A carer's fare goes with a traveller with a disability: said before booking, not refused after.
  const book = () => {
    const fair = fairClaims(types, claims, offered)
    if (fair.some((claim, index) => claim !== claims[index])) {
      setFailure([i18n._(msg`A carer's fare needs a traveller with a disability on the same booking.`)])
      return
    }
    setFailure(null)
    reserve.book()
  }

  // Seats go to the adults and children in the order they were chosen; infants ride on a lap.
  let seatIndex = 0
  return (
    <WithTrip trip={trip}>
      <Card padding="md">
        <h2 className={styles.subtitle}>
          <Trans>Travellers</Trans>
        </h2>
        <FactList>
          {trip.passengers.map((passenger, index) => (
            <Fact key={index} term={`${passenger.firstName} ${passenger.lastName}`}>
              {types[index] === 'infant'
                ? i18n._(msg`On an adult's lap`)
                : i18n._(msg`Seat ${trip.seats[seatIndex++] ?? '–'}`)}
              {claims[index]
                ? ` · ${offered.find((concession) => concession.id === claims[index])?.label ?? ''}`
                : null}
            </Fact>
          ))}
          <ContactFacts contact={trip.contact} />
        </FactList>
        <div className={styles.actions}>
          <Link to="/{-$locale}/train/passenger-details/$refId" params={{ refId }}>
            <Trans>Edit passenger details</Trans>
          </Link>
          <Link to="/{-$locale}/train/seat-selection/$refId" params={{ refId }}>
            <Trans>Change seats</Trans>
          </Link>
        </div>
      </Card>
      {offered.length ? (
        <Card padding="md">
          <ConcessionPicker
            travellers={trip.passengers.map((passenger, index) => ({
              name: `${passenger.firstName} ${passenger.lastName}`,
              type: types[index]!,
            }))}
            offered={offered}
            claims={claims}
            onChange={(concessions) => setDraft({ concessions })}
          />
        </Card>
      ) : null}
      <BookAndPay failure={failure} isBooking={reserve.isBooking} onBook={book} />
    </WithTrip>
  )
}

/** `/train/review-booking/{RefID}`: the last look before the booking is made and paid. */
function TrainReview() {
  const { refId } = route.useParams()
  const trip = useChosenTrip(refId)
  return (
    <StepPage title={<Trans>Review your booking</Trans>}>
      {trip ? <Review refId={refId} trip={trip} /> : <NoTripChosen />}
    </StepPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_trainSteps/train/review-booking/$refId')({
  component: TrainReview,
})
