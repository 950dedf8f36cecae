import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportBooking } from '@rihla/api-contract/support'
import { BookingStatusBadge } from '@rihla/booking-flow/detail'
import { useLocale } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { BOOKING_TYPE_LABELS } from '../../labels'
import * as styles from './Requests.css'

/** The booking a request is about: type, what was booked, order id, date and its status. */
export function BookingLine({ booking }: { booking: SupportBooking }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <div className={styles.booking}>
      <p className={styles.bookingTitle}>
        <span className={styles.bookingType}>{i18n._(BOOKING_TYPE_LABELS[booking.type])}</span>{' '}
        <bdi>{booking.title}</bdi>
      </p>
      <p className={styles.bookingFacts}>
        <span>
          <Trans>Order</Trans> <bdi dir="ltr">{booking.orderId}</bdi>
        </span>
        {booking.travelDate ? (
          <time dateTime={booking.travelDate}>
            {formatDate(booking.travelDate, locale, { dateStyle: 'medium' })}
          </time>
        ) : null}
        <BookingStatusBadge status={booking.status} />
      </p>
    </div>
  )
}
