import { msg } from '@lingui/core/macro'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { FlightBooking } from '@rihla/api-contract/flight-booking'
import { isApiError } from '@rihla/api-clients'
import {
  BookingPageLoading,
  BookingFactsCard,
  TravellerSummary,
  bookingPageStyles as frame,
  useLiveBooking,
} from '@rihla/booking-flow/detail'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useApi, useCopyText, useForgetEndedSession, useLocale, userAtom } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDate } from '@rihla/i18n'
import { PayLink } from '@rihla/payments'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Countdown } from '@rihla/ui-kit/countdown'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import Clock from 'lucide-react/icons/clock'
import Copy from 'lucide-react/icons/copy'
import type { ReactNode } from 'react'
import { FareRules } from '../components/BookingDetails/FareRules'
import { InvoiceDownload } from '../components/BookingDetails/InvoiceDownload'
import { LegTimes } from '../components/BookingDetails/LegTimes'
import { useBookedTravellers } from '../components/TravellerSummary/travellerEntries'
import { TripSummary } from '../components/TripSummary/TripSummary'
import { flightsQueries } from '../queries'
import * as styles from './FlightBookingDetail.css'
import * as layout from './screens.css'

const route = getRouteApi('/{-$locale}/flights/booking-detail/$uuid')

/** The record locator with a copy button ("PNR is copied", SPEC.md §8). */
function Pnr({ pnr }: { pnr: string }) {
  const { i18n } = useLingui()
  const copyText = useCopyText()
  return (
    <span className={styles.pnr}>
      <span className={styles.code}>{pnr}</span>
      <Button
        variant="ghost"
        size="sm"
        isIconOnly
        aria-label={i18n._(msg`Copy PNR ${pnr}`)}
        onPress={() =>
          void copyText(pnr, {
            copied: i18n._(msg`PNR is copied`),
            failed: { title: i18n._(msg`The PNR could not be copied`), description: pnr },
          })
        }
      >
        <Copy size={16} aria-hidden />
      </Button>
    </span>
  )
}

function BookingView({ detail, onExpire }: { detail: FlightBooking; onExpire: () => void }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const travellers = useBookedTravellers(detail)
  const { booking } = detail
  const dateTime = (value: string) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const unpaid = booking.actions.pay && booking.paymentExpiresAt

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <BookingFactsCard title={booking.title} status={booking.status} className={styles.facts}>
          <FactList>
            <Fact term={<Trans>Order ID</Trans>}>
              <span className={styles.code}>{booking.orderId}</span>
            </Fact>
            <Fact term={<Trans>PNR</Trans>}>
              {booking.pnr ? <Pnr pnr={booking.pnr} /> : <Trans>Not issued yet</Trans>}
            </Fact>
            <Fact term={<Trans>Airline</Trans>}>{booking.provider}</Fact>
            <Fact term={<Trans>Created on</Trans>}>{dateTime(booking.createdOn)}</Fact>
          </FactList>
          <LegTimes itinerary={detail.itinerary} />
          {unpaid ? (
            <div className={styles.payBox}>
              <div className={styles.expiry}>
                <Clock size={18} aria-hidden />
                <Trans>Expires in</Trans>{' '}
                <Countdown
                  to={new Date(booking.paymentExpiresAt!)}
                  aria-label={i18n._(msg`Payment expires in`)}
                  announceAt={[300, 60]}
                  className={styles.timer}
                  onComplete={onExpire}
                />
              </div>
              <PayLink booking={booking} size="md">
                <Trans>Pay now</Trans>
              </PayLink>
            </div>
          ) : null}
        </BookingFactsCard>
        <TripSummary itinerary={detail.itinerary} fare={detail.fare} title={<Trans>Flights</Trans>} />
        <TravellerSummary travellers={travellers} />
        <FareRules fare={detail.fare} />
        <BookingCancellation booking={booking} />
        <Card as="section" aria-labelledby="booking-contact" className={styles.facts}>
          <h2 id="booking-contact" className={frame.cardTitle}>
            <Trans>Contact details</Trans>
          </h2>
          <FactList>
            <Fact term={<Trans>Email</Trans>}>
              <bdi>{detail.contact.email}</bdi>
            </Fact>
            <Fact term={<Trans>Phone</Trans>}>
              <bdi dir="ltr">{detail.contact.phone}</bdi>
            </Fact>
          </FactList>
        </Card>
      </div>
      <Card as="section" aria-labelledby="booking-price" className={frame.aside}>
        <h2 id="booking-price" className={frame.cardTitle}>
          <Trans>Price summary</Trans>
        </h2>
        <PriceBreakdownSummary
          price={detail.price}
          title={null}
          totalLabel={booking.paid ? <Trans>Total paid</Trans> : <Trans>Total</Trans>}
        />
        {booking.paid && booking.vat ? (
          <InvoiceDownload uuid={booking.uuid} orderId={booking.orderId} />
        ) : null}
        <Link href={localePath('/bookings', locale)} appearance="secondary">
          <Trans>Go to My Bookings</Trans>
        </Link>
      </Card>
    </div>
  )
}

/** The page's frame: its heading over what the route shows (the booking, its loading or its error). */
function BookingPage({ children }: { children: ReactNode }) {
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        <Trans>Your flight booking</Trans>
      </h1>
      {children}
    </div>
  )
}

/** `/flights/booking-detail/{uuid}`: one of the traveller's flight bookings, kept live as it changes. */
function FlightBookingDetail() {
  const api = useApi()
  const locale = useLocale()
  const { uuid } = route.useParams()
  const apiToken = useAtomValue(userAtom)?.api_token ?? ''
  const detail = useSuspenseQuery(flightsQueries.bookingDetail(api, locale, uuid, apiToken))
  const refresh = () => void detail.refetch()
  useLiveBooking(uuid, refresh)
  return (
    <BookingPage>
      <BookingView detail={detail.data} onExpire={refresh} />
    </BookingPage>
  )
}

function FlightBookingDetailLoading() {
  return (
    <BookingPage>
      <BookingPageLoading />
    </BookingPage>
  )
}

/** Another traveller's or an unknown booking is "No Record Found"; anything else can be tried again. */
function FlightBookingDetailError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  useForgetEndedSession(error)
  const missing = isApiError(error) && (error.status === 404 || error.status === 400)
  const retry = useRouteRetry(reset)
  return (
    <BookingPage>
      {missing ? (
        <EmptyState
          headingLevel={2}
          title={i18n._(msg`No Record Found`)}
          description={i18n._(msg`We could not find this booking among yours.`)}
          actions={
            <Link href={localePath('/bookings', locale)} appearance="primary">
              <Trans>Go to My Bookings</Trans>
            </Link>
          }
        />
      ) : (
        <ErrorState
          headingLevel={2}
          role="alert"
          title={i18n._(msg`Error fetching flight details`)}
          description={i18n._(msg`Your booking could not be loaded. Please check your connection.`)}
          actions={
            <>
              <Button variant="primary" onPress={retry}>
                <Trans>Try again</Trans>
              </Button>
              <Link href={localePath('/bookings', locale)} appearance="secondary">
                <Trans>Go to My Bookings</Trans>
              </Link>
            </>
          }
        />
      )}
    </BookingPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/flights/booking-detail/$uuid')({
  component: FlightBookingDetail,
  pendingComponent: FlightBookingDetailLoading,
  errorComponent: FlightBookingDetailError,
})
