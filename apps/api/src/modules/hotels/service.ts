import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import { facts, moveBooking, toBooking } from '../bookings/service'
import { hotelCancellationMoves } from './cancellation'

/**
 * Cancels a hotel booking of the traveller `userId`: Pending → Cancelled; Confirmed → Cancelled, then
 * Refund In Progress when it was paid. Every other case is refused and changes nothing.
 */
export async function cancelHotelBooking(
  db: Db,
  request: { userId: string; uuid: string },
  locale: Locale,
  now: Date = new Date(),
): Promise<Booking> {
  const { userId } = request
  const row = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, request.uuid), eq(bookings.userId, userId)))
      .limit(1)
    if (!booking) throw new ServiceError('not_found', serverMessages.notFound)
    if (booking.type !== 'hotel') throw new ServiceError('conflict', serverMessages.bookingNotHotel)
    const moves = hotelCancellationMoves({ ...booking, ...facts(booking) }, now)
    if (!moves) throw new ServiceError('conflict', serverMessages.bookingNotCancellable)
    let current = booking
    for (const to of moves) {
      current = await moveBooking(
        tx,
        current,
        to,
        to === 'Cancelled' ? 'cancelled by the traveller' : 'refund of a paid cancellation',
        now,
      )
    }
    return current
  })
  return toBooking(row, locale, now)
}
