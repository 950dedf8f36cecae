import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusBooking } from '@rihla/api-contract/bus-booking'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import {
  bookingDetailScreens,
  BookingFactsCard,
  bookingPageStyles as frame,
} from '@rihla/booking-flow/detail'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { Link as RouteLink, localePath } from '@rihla/core/routing'
import { formatDate, formatNumber, formatTime } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { createLazyRoute } from '@tanstack/react-router'
import { useId } from 'react'
import { durationText } from '../format'
import { busQueries } from '../queries'
import { citiesSegment } from '../search'
import { BusTickets } from './BusTickets'
import * as styles from './screens.css'

/**
 * The bundle a booking bought: its trips left and last travel date, and, while it can still be used, a
 * way to book its next trip on its route either way (one adult, the Regular family, nothing to pay).
 */
function BundleCard({ detail, bundle }: { detail: BusBooking; bundle: NonNullable<BusBooking['bundle']> }) {
  const locale = useLocale()
  const titleId = useId()
  const today = todayInSaudiArabia()
  const usable = detail.booking.status === 'Confirmed' && bundle.tripsLeft > 0 && bundle.validUntil >= today
  // Tomorrow's departures to start from (today's may have left), or the last day's; the results page
  // changes the day.
  const date = [addDays(today, 1), bundle.validUntil].sort()[0]
  const trip = (from: BusBooking['from'], to: BusBooking['to']) => (
    <RouteLink
      to="/{-$locale}/bus/$cities"
      params={{ cities: citiesSegment(from.id, to.id) }}
      search={{ date, adults: 1, children: 0, infants: 0, bundle: detail.booking.uuid }}
      appearance="secondary"
    >
      <Trans>
        Book a trip: {from.name} to {to.name}
      </Trans>
    </RouteLink>
  )
  return (
    <Card as="section" padding="md" aria-labelledby={titleId} className={styles.column}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Trans>Trip bundle</Trans>
      </h2>
      <FactList>
        <Fact term={<Trans>Bundle</Trans>}>{bundle.label}</Fact>
        <Fact term={<Trans>Trips left</Trans>}>{formatNumber(bundle.tripsLeft, locale)}</Fact>
        <Fact term={<Trans>Travel by</Trans>}>
          {formatDate(bundle.validUntil, locale, { dateStyle: 'long' })}
        </Fact>
      </FactList>
      {usable ? (
        <div className={styles.actions}>
          {trip(detail.from, detail.to)}
          {trip(detail.to, detail.from)}
        </div>
      ) : null}
    </Card>
  )
}

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
            {detail.bundleTrip ? (
              <>
                <Fact term={<Trans>Trip of the bundle</Trans>}>
                  <bdi dir="ltr">{detail.bundleTrip.orderId}</bdi>
                </Fact>
                <Fact term={<Trans>Trips left</Trans>}>
                  {formatNumber(detail.bundleTrip.tripsLeft, locale)}
                </Fact>
              </>
            ) : null}
          </FactList>
        </BookingFactsCard>
        {detail.bundle ? <BundleCard detail={detail} bundle={detail.bundle} /> : null}
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
