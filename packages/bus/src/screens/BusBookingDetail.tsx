import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusBooking } from '@rihla/api-contract/buses'
import {
  BookingLoadError,
  BookingPageLoading,
  BookingStatusBadge,
  bookingPageStyles as frame,
  useLiveBooking,
} from '@rihla/booking-flow/detail'
import { StepPage } from '@rihla/booking-flow/page'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useApi, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDate, formatTime } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { durationText } from '../format'
import { busQueries } from '../queries'
import { BusTickets } from './BusTickets'

const route = getRouteApi('/{-$locale}/bus/booking-detail/$uuid')

function Booking({ detail }: { detail: BusBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { booking, departure, fareFamily } = detail
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <Card as="section" padding="md" aria-labelledby="bus-booking-trip">
          <div className={frame.cardHeader}>
            <h2 id="bus-booking-trip" className={frame.cardTitle}>
              <Trans>
                {detail.from.name} to {detail.to.name}
              </Trans>
            </h2>
            <BookingStatusBadge status={booking.status} />
          </div>
          <FactList>
            <Fact term={<Trans>Order ID</Trans>}>
              <bdi dir="ltr">{booking.orderId}</bdi>
            </Fact>
            <Fact term={<Trans>Date</Trans>}>
              {formatDate(departure.departure, locale, { dateStyle: 'full' })}
            </Fact>
            <Fact term={<Trans>Departs</Trans>}>{formatTime(departure.departure, locale)}</Fact>
            <Fact term={<Trans>Arrives</Trans>}>{formatTime(departure.arrival, locale)}</Fact>
            <Fact term={<Trans>Duration</Trans>}>
              {durationText(i18n, departure.durationMinutes, locale)}
            </Fact>
            <Fact term={<Trans>Operator</Trans>}>{departure.operator.name}</Fact>
            <Fact term={<Trans>Coach class</Trans>}>{departure.className}</Fact>
            <Fact term={<Trans>Fare family</Trans>}>{fareFamily.name}</Fact>
          </FactList>
        </Card>
        <BusTickets detail={detail} />
      </div>
      <div className={frame.aside}>
        <Card padding="md" className={frame.aside}>
          <PriceBreakdownSummary price={detail.price} />
          <Link href={localePath('/bookings', locale)} appearance="secondary">
            <Trans>Go to My Bookings</Trans>
          </Link>
        </Card>
      </div>
    </div>
  )
}

function BookingPage({ children }: { children: ReactNode }) {
  return <StepPage title={<Trans>Your bus booking</Trans>}>{children}</StepPage>
}

/** `/bus/booking-detail/{uuid}`: one of the traveller's bus bookings, kept live, a ticket per traveller. */
function BusBookingDetail() {
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { uuid } = route.useParams()
  const options = busQueries.booking(api, locale, uuid)
  const detail = useSuspenseQuery(options)
  useLiveBooking(uuid, () => void queryClient.invalidateQueries({ queryKey: options.queryKey }))
  return (
    <BookingPage>
      <Booking detail={detail.data} />
    </BookingPage>
  )
}

/** The booking's loader or query failed: the booking flow's "No Record Found" or try again. */
function BusBookingError(props: ErrorComponentProps) {
  return (
    <BookingPage>
      <BookingLoadError {...props} />
    </BookingPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/bus/booking-detail/$uuid')({
  component: BusBookingDetail,
  pendingComponent: () => (
    <BookingPage>
      <BookingPageLoading />
    </BookingPage>
  ),
  errorComponent: BusBookingError,
})
