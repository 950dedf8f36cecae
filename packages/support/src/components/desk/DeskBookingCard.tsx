import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Booking } from '@rihla/api-contract/bookings'
import { BookingFactsCard } from '@rihla/booking-flow/detail'
import { useLocale } from '@rihla/core'
import { formatDate, formatMoney } from '@rihla/i18n'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { BOOKING_TYPE_LABELS } from '../../labels'

/** The traveller's booking beside the chat, as its detail page's first card shows it. */
export function DeskBookingCard({ booking }: { booking: Booking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <BookingFactsCard title={<bdi>{booking.title}</bdi>} status={booking.status}>
      <FactList>
        <Fact term={i18n._(msg`Type`)}>{i18n._(BOOKING_TYPE_LABELS[booking.type])}</Fact>
        <Fact term={i18n._(msg`Order`)}>
          <bdi dir="ltr">{booking.orderId}</bdi>
        </Fact>
        {booking.pnr ? (
          <Fact term={i18n._(msg`Reference`)}>
            <bdi dir="ltr">{booking.pnr}</bdi>
          </Fact>
        ) : null}
        <Fact term={i18n._(msg`Provider`)}>{booking.provider}</Fact>
        {booking.travelDate ? (
          <Fact term={i18n._(msg`Date`)}>
            {formatDate(booking.travelDate, locale, { dateStyle: 'medium' })}
          </Fact>
        ) : null}
        <Fact term={i18n._(msg`Amount`)}>{formatMoney(booking.amount, locale)}</Fact>
        {booking.details.map((detail) => (
          <Fact key={detail.label} term={detail.label}>
            {detail.value}
          </Fact>
        ))}
      </FactList>
    </BookingFactsCard>
  )
}
