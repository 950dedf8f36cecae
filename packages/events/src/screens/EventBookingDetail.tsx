import { Trans } from '@lingui/react/macro'
import type { EventBooking } from '@rihla/api-contract/event-booking'
import { BookingCancellation } from '@rihla/booking-flow/cancellation'
import {
  bookingDetailScreens,
  BookingPriceCard,
  BookingFactsCard,
  bookingPageStyles as frame,
} from '@rihla/booking-flow/detail'
import { useLocale } from '@rihla/core'
import { paymentHref } from '@rihla/payments'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Link } from '@rihla/ui-kit/link'
import { createLazyRoute } from '@tanstack/react-router'
import { AddToCalendar } from '../components/AddToCalendar/AddToCalendar'
import { EventTickets } from '../components/EventTickets/EventTickets'
import { ShowWhen } from '../components/ShowDates/ShowDates'
import { Venue } from '../components/Venue/Venue'
import { eventsQueries } from '../queries'

/** The booking: its status and order, the show, the venue and its directions, the e-tickets and the price. */
function Booking({ detail }: { detail: EventBooking }) {
  const locale = useLocale()
  const { booking, event, show } = detail
  const paid = detail.tickets.some((ticket) => ticket.reference)
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <BookingFactsCard title={event.title} status={booking.status} className={frame.aside}>
          <FactList>
            <Fact term={<Trans>Order ID</Trans>}>{booking.orderId}</Fact>
            <Fact term={<Trans>When</Trans>}>
              {show.label ? `${show.label} · ` : null}
              <ShowWhen startsAt={show.startsAt} endsAt={show.endsAt} />
            </Fact>
            <Fact term={<Trans>Age rule</Trans>}>{event.ageRule}</Fact>
          </FactList>
          {booking.actions.pay ? (
            <Link href={paymentHref(booking.type, booking.uuid, locale)} appearance="primary">
              <Trans>Pay now</Trans>
            </Link>
          ) : null}
          {paid ? <AddToCalendar detail={detail} /> : null}
        </BookingFactsCard>
        <EventTickets detail={detail} />
      </div>
      <div className={frame.aside}>
        <Card as="div">
          <Venue venue={event.venue} />
        </Card>
        <BookingPriceCard price={detail.price} />
        <BookingCancellation booking={booking} />
      </div>
    </div>
  )
}

/** `/event/booking-detail/{uuid}`: one of the traveller's event bookings, kept live, an e-ticket per ticket. */
export const Route = createLazyRoute('/{-$locale}/event/booking-detail/$uuid')(
  bookingDetailScreens({ title: <Trans>Your event booking</Trans>, query: eventsQueries.booking, Booking }),
)
