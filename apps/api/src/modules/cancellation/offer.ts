import type { BookingStatus, BookingType } from '@rihla/api-contract/bookings'
import { checkTransition } from '../bookings/stateMachine'
import type { BookingFacts } from '../bookings/stateMachine'
import { hotelCancellationMoves } from '../hotels/cancellation'
import { hasStarted } from './rule'

/** The booking types whose verticals have a cancellation rule (rules.ts), so a traveller may ask to cancel. */
export const CANCELLABLE_TYPES = ['airline', 'railway', 'bus', 'event', 'hotel'] as const
export type CancellableType = (typeof CANCELLABLE_TYPES)[number]

export const isCancellableType = (type: BookingType): type is CancellableType =>
  (CANCELLABLE_TYPES as readonly BookingType[]).includes(type)

type Offerable = BookingFacts & { type: BookingType; status: BookingStatus; travelStartsAt: Date | null }

/**
 * Whether a cancellation can be asked for now: My Bookings' and the detail's "Cancel". Unpaid Pending or
 * Confirmed, of a type with a rule, its trip not begun (a hotel keeps its own rule, which has no such
 * limit). The quote then says whether the fare allows it online.
 */
export function cancellationOffered(booking: Offerable, now: Date): boolean {
  if (!isCancellableType(booking.type)) return false
  if (booking.type === 'hotel') return hotelCancellationMoves(booking, now) !== null
  if (booking.status !== 'Pending' && booking.status !== 'Confirmed') return false
  if (booking.status === 'Pending' && booking.paid) return false
  return checkTransition(booking.status, 'Cancelled', booking, now).allowed && !hasStarted(booking, now)
}
