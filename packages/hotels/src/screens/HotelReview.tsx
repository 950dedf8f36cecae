import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import { isApiError } from '@rihla/api-clients'
import { PriceChangeDialog } from '@rihla/booking-flow/dialogs'
import { TripLoading } from '@rihla/booking-flow/session'
import { BookAndPay, usePriceCheck, useReserveAndPay } from '@rihla/booking-flow/reserve'
import { useApi, useForgetEndedSession, useLocale, userAtom } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { paymentHref } from '@rihla/payments'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ContactFacts } from '@rihla/booking-flow/passengers'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { StepPage } from '@rihla/booking-flow/page'
import { WithStay, useQuoted } from './StepPage'
import { forgetDraftAtom, hotelDraftAtom } from '../draft'
import { hotelsQueries } from '../queries'
import { QuotedError } from './GuestDetails'
import * as layout from './screens.css'
import * as styles from './steps.css'

const route = getRouteApi('/{-$locale}/_hotelSteps/hotels/review-booking/$refId')

/** The guests, the contact details, the price, and the reservation that leads to payment. */
function Review({ refId, quote }: { refId: string; quote: HotelQuote }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useAtomValue(userAtom)
  const draft = useAtomValue(useMemo(() => hotelDraftAtom(refId), [refId]))
  const [failure, setFailure] = useState<string[] | null>(null)
  const quoted = hotelsQueries.quoted(api, locale, refId)

  const { priceChange, reprice } = usePriceCheck(
    () => quote.price.total,
    () => queryClient.fetchQuery({ ...quoted, staleTime: 0 }).then((fresh) => fresh.price.total),
  )

  const reserve = useReserveAndPay({
    refId,
    reserve: () =>
      api.call(
        'hotelReserve',
        {
          body: {
            RefID: refId,
            api_token: user?.api_token ?? '',
            guests: draft.guests.map(({ saveForLater: _save, ...guest }) => guest),
            contact: draft.contact,
          },
        },
        { locale },
      ),
    paymentPath: (booking) => paymentHref(booking.booking.type, booking.booking.uuid, locale),
    forgetDraftAtom,
    reprice,
    onFailure: (error) =>
      setFailure(
        isApiError(error) && Object.keys(error.fieldErrors).length
          ? Object.values(error.fieldErrors)
          : [i18n._(msg`The hotel could not take this booking. Please try again.`)],
      ),
  })
  useForgetEndedSession(reserve.error)

  const editGuests = () =>
    void navigate({ to: '/{-$locale}/hotels/passenger-details/$refId', params: { refId } })
  if (draft.guests.length !== quote.rooms.length) {
    return (
      <div className={styles.problems} role="alert">
        <p className={styles.problemsTitle}>
          <Trans>Enter the guests of each room first.</Trans>
        </p>
        <div>
          <Button variant="primary" onPress={editGuests}>
            <Trans>Guest details</Trans>
          </Button>
        </div>
      </div>
    )
  }

  return (
    <>
      <WithStay quote={quote}>
        <Card padding="md">
          <h2 className={layout.title}>
            <Trans>Guests</Trans>
          </h2>
          <FactList>
            {draft.guests.map((guest, index) => (
              <Fact key={index} term={<Trans>Room {formatNumber(index + 1, locale)}</Trans>}>
                {`${guest.firstName} ${guest.lastName}`}
              </Fact>
            ))}
            <ContactFacts contact={draft.contact} />
          </FactList>
          <Link to="/{-$locale}/hotels/passenger-details/$refId" params={{ refId }}>
            <Trans>Edit guest details</Trans>
          </Link>
        </Card>
        <BookAndPay failure={failure} isBooking={reserve.isBooking} onBook={reserve.book} />
      </WithStay>
      <PriceChangeDialog
        change={priceChange}
        raised={<Trans>The hotel has raised the price since it was quoted.</Trans>}
        lowered={<Trans>The hotel has lowered the price since it was quoted.</Trans>}
        chooseAnotherLabel={<Trans>Choose another room</Trans>}
        onContinue={reserve.book}
        onChooseAnother={() =>
          void navigate({
            to: '/{-$locale}/hotels/detail/$refId/$itineraryRefId',
            params: { refId, itineraryRefId: quote.hotel.id },
          })
        }
      />
    </>
  )
}

function ReviewPage({ children }: { children: ReactNode }) {
  return <StepPage title={<Trans>Review your booking</Trans>}>{children}</StepPage>
}

/** `/hotels/review-booking/{RefID}`: the last look before the booking is made and paid. */
function HotelReview() {
  const { refId } = route.useParams()
  const quote = useQuoted(refId)
  useForgetEndedSession(quote.error)
  return (
    <ReviewPage>
      <Review refId={refId} quote={quote.data} />
    </ReviewPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_hotelSteps/hotels/review-booking/$refId')({
  component: HotelReview,
  pendingComponent: () => (
    <ReviewPage>
      <TripLoading />
    </ReviewPage>
  ),
  errorComponent: (props: ErrorComponentProps) => (
    <ReviewPage>
      <QuotedError {...props} />
    </ReviewPage>
  ),
})
