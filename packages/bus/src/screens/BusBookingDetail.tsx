import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusBooking } from '@rihla/api-contract/bus-booking'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import {
  bookingDetailScreens,
  BookingFactsCard,
  bookingPageStyles as frame,
} from '@rihla/booking-flow/detail'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDate, formatTime } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { createLazyRoute } from '@tanstack/react-router'
import { durationText } from '../format'
import { busQueries } from '../queries'
import { BusTickets } from './BusTickets'

function Booking({ detail }: { detail: BusBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { booking, departure, fareFamily } = detail
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <BookingFactsCard
          title={
            <Trans>
              {detail.from.name} to {detail.to.name}
            </Trans>
          }
          status={booking.status}
          padding="md"
        >
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
        </BookingFactsCard>
        <BusTickets detail={detail} />
      </div>
      <div className={frame.aside}>
        <Card padding="md" className={frame.aside}>
          <PriceBreakdownSummary price={detail.price} />
          <Link href={localePath('/bookings', locale)} appearance="secondary">
            <Trans>Go to My Bookings</Trans>
          </Link>
        </Card>
        <BookingCancellation booking={booking} />
      </div>
    </div>
  )
}

/** `/bus/booking-detail/{uuid}`: one of the traveller's bus bookings, kept live, a ticket per traveller. */
export const Route = createLazyRoute('/{-$locale}/bus/booking-detail/$uuid')(
  bookingDetailScreens({ title: <Trans>Your bus booking</Trans>, query: busQueries.booking, Booking }),
)
