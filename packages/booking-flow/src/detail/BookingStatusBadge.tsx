import type { BookingStatus } from '@rihla/api-contract/bookings'
import { Badge } from '@rihla/ui-kit/badge'
import { BOOKING_STATUS_TONES, useBookingStatusName } from './bookingStatus'

/** A booking's status, coloured by what it means and named as the server's reference lists name it. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const statusName = useBookingStatusName()
  return <Badge tone={BOOKING_STATUS_TONES[status]}>{statusName(status)}</Badge>
}
