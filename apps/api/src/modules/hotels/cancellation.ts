import type { BookingStatus, BookingType } from '@rihla/api-contract/bookings'
import { checkTransition } from '../bookings/stateMachine'
import type { BookingFacts } from '../bookings/stateMachine'
import type { BookingRow } from '../bookings/create'

/**
 * The moves a hotel cancellation makes (SPEC.md §4): Pending → Cancelled; Confirmed → Cancelled, then
 * Refund In Progress when it was paid and something is refunded (`refundDue`: not when a
 * non-refundable rate's fee keeps it all). Null when the booking cannot be cancelled.
 */
export function hotelCancellationMoves(
  booking: BookingFacts & { type: BookingType; status: BookingStatus },
  now: Date,
  refundDue = true,
): BookingStatus[] | null {
  if (booking.type !== 'hotel') return null
  if (booking.status !== 'Pending' && booking.status !== 'Confirmed') return null
  if (!checkTransition(booking.status, 'Cancelled', booking, now).allowed) return null
  return refundDue && checkTransition('Cancelled', 'Refund In Progress', booking, now).allowed
    ? ['Cancelled', 'Refund In Progress']
    : ['Cancelled']
}

/** What a hotel booking keeps of its stay in `hotel_bookings.price` that cancelling depends on. */
interface CancellationTerms {
  halalas: number
  feeAfterDeadlineHalalas: number
  freeCancellationUntil: string | null
}

/**
 * What cancelling now costs and gives back, in the booking's currency: nothing either way while unpaid;
 * once paid, free until the deadline, then the rate's fee (the whole stay when non-refundable). A booking
 * without terms (a sample) is refunded in full.
 */
export function cancellationCost(
  booking: Pick<BookingRow, 'paidAt' | 'totalAmount'>,
  stay: { price: unknown } | null,
  now: Date,
): { fee: number; refund: number } {
  if (!booking.paidAt) return { fee: 0, refund: 0 }
  const terms = stay?.price as CancellationTerms | undefined
  const free = !terms || (terms.freeCancellationUntil !== null && now < new Date(terms.freeCancellationUntil))
  const fee = free
    ? 0
    : Math.min(
        booking.totalAmount,
        Math.round((booking.totalAmount * terms.feeAfterDeadlineHalalas) / Math.max(1, terms.halalas)),
      )
  return { fee, refund: booking.totalAmount - fee }
}
