import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { Card } from '@rihla/ui-kit/card'
import { useId } from 'react'
import { CancelBooking } from './CancelBooking'
import type { CancelBookingProps } from './CancelBooking'
import * as styles from './cancellation.css'
import { RefundTracker } from './RefundTracker'

const CANCELLED: readonly Booking['status'][] = ['Cancelled', 'Refund In Progress', 'Refunded']

/**
 * A booking page's cancellation card: "Cancel booking" while a cancellation can be asked for, the refund
 * tracker once it is cancelled, nothing otherwise.
 */
export function BookingCancellation({
  booking,
  onCancelled,
}: { booking: Booking } & Pick<CancelBookingProps, 'onCancelled'>) {
  const titleId = useId()
  const cancelled = CANCELLED.includes(booking.status)
  if (!cancelled && !booking.actions.cancel) return null
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {cancelled ? <Trans>Refund</Trans> : <Trans>Cancellation</Trans>}
      </h2>
      {cancelled ? (
        <RefundTracker uuid={booking.uuid} />
      ) : (
        <>
          <p className={styles.muted}>
            <Trans>See what your fare gives back before you decide.</Trans>
          </p>
          <CancelBooking booking={booking} {...(onCancelled && { onCancelled })} />
        </>
      )}
    </Card>
  )
}
