import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { TrainBooking } from '@rihla/api-contract/train-booking'
import { CHILD_FARE_PERCENT } from '@rihla/api-contract/trains'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import {
  bookingDetailScreens,
  BookingPriceCard,
  BookingFactsCard,
  bookingPageStyles as frame,
} from '@rihla/booking-flow/detail'
import { Tickets } from '@rihla/booking-flow/tickets'
import { useLocale } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { paymentHref } from '@rihla/payments'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { createLazyRoute } from '@tanstack/react-router'
import { StopList } from '../components/TrainDetailsDialog/StopList'
import { CLASS_LABELS } from '../labels'
import { trainQueries } from '../queries'

/** The booking: its status and order, the train, each traveller's ticket and the price. */
function Booking({ detail }: { detail: TrainBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { booking, train } = detail
  const className =
    train.classes.find((offer) => offer.class === detail.class)?.name ?? i18n._(CLASS_LABELS[detail.class])
  const rules = [
    i18n._(
      msg`Valid on train ${train.id} on ${formatDate(train.departure, locale, { dateStyle: 'long' })} only`,
    ),
    i18n._(
      msg`Children from 2 to 12 travel at ${formatNumber(CHILD_FARE_PERCENT, locale)}% of the adult fare; infants on a lap free`,
    ),
    i18n._(msg`Show the QR code and your ID at the gate`),
    ...detail.rules,
  ]
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <BookingFactsCard
          title={`${train.from.name} – ${train.to.name}`}
          status={booking.status}
          className={frame.aside}
        >
          <FactList>
            <Fact term={<Trans>Order ID</Trans>}>{booking.orderId}</Fact>
            <Fact term={<Trans>Train</Trans>}>{`${train.id} · ${train.lineName}`}</Fact>
            <Fact term={<Trans>Class</Trans>}>{className}</Fact>
          </FactList>
          {booking.actions.pay ? (
            <Link href={paymentHref(booking.type, booking.uuid, locale)} appearance="primary">
              <Trans>Pay now</Trans>
            </Link>
          ) : null}
        </BookingFactsCard>
        <Tickets
          tickets={detail.tickets}
          service={`${train.id} · ${train.lineName}`}
          from={{ name: train.from.name, time: train.departure }}
          to={{ name: train.to.name, time: train.arrival }}
          travelClass={className}
          fareFamily={{ name: className, rules }}
        />
        <Card as="section" aria-labelledby="train-stops">
          <h2 id="train-stops" className={frame.cardTitle}>
            <Trans>Stops</Trans>
          </h2>
          <StopList train={train} />
        </Card>
      </div>
      <div className={frame.aside}>
        <BookingPriceCard price={detail.price} />
        <BookingCancellation booking={detail.booking} />
      </div>
    </div>
  )
}

/** `/train/booking-detail/{uuid}`: one of the traveller's train bookings, kept live, a ticket per traveller. */
export const Route = createLazyRoute('/{-$locale}/train/booking-detail/$uuid')(
  bookingDetailScreens({ title: <Trans>Your train booking</Trans>, query: trainQueries.booking, Booking }),
)
