import type { BookingStatus, BookingType } from '@rihla/api-contract/bookings'
import { checkTransition } from '../bookings/stateMachine'
import type { BookingFacts } from '../bookings/stateMachine'

/**
 * The moves a hotel cancellation makes (SPEC.md §4): Pending → Cancelled; Confirmed → Cancelled, then
 * Refund In Progress when it was paid. Null when the booking cannot be cancelled.
 */
export function hotelCancellationMoves(
  booking: BookingFacts & { type: BookingType; status: BookingStatus },
  now: Date,
): BookingStatus[] | null {
  if (booking.type !== 'hotel') return null
  if (booking.status !== 'Pending' && booking.status !== 'Confirmed') return null
  if (!checkTransition(booking.status, 'Cancelled', booking, now).allowed) return null
  return checkTransition('Cancelled', 'Refund In Progress', booking, now).allowed
    ? ['Cancelled', 'Refund In Progress']
    : ['Cancelled']
}
