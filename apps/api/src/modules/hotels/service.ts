import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, hotelBookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import { facts, moveBooking, toBooking } from '../bookings/service'
import { releaseBookingHolds } from '../inventory/holds'
import { recordRefund, refundDestinationOf } from '../payments/refunds'
import { cancellationCost, hotelCancellationMoves } from './cancellation'

/**
 * Cancels a hotel booking of the traveller `userId`: Pending → Cancelled; Confirmed → Cancelled, then
 * Refund In Progress with a refund record when it was paid and its cancellation fee leaves something to
 * give back. Every other case is refused and changes nothing.
 * Its rooms go back on sale.
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
      .for('update')
      .limit(1)
    if (!booking) throw new ServiceError('not_found', serverMessages.notFound)
    if (booking.type !== 'hotel') throw new ServiceError('conflict', serverMessages.bookingNotHotel)
    const [stay] = await tx
      .select({ price: hotelBookings.price })
      .from(hotelBookings)
      .where(eq(hotelBookings.bookingId, booking.id))
      .limit(1)
    const cost = cancellationCost(booking, stay ?? null, now)
    const moves = hotelCancellationMoves({ ...booking, ...facts(booking) }, now, cost.refund > 0)
    if (!moves) throw new ServiceError('conflict', serverMessages.bookingNotCancellable)
    let current = booking
    for (const to of moves) {
      current = await moveBooking(
        tx,
        current,
        to,
        to === 'Cancelled' ? 'cancelled by the traveller' : 'refund of a paid cancellation',
        now,
        'traveller',
      )
    }
    // The nights go back on sale at once, whatever happens to the money.
    await releaseBookingHolds(tx, booking.id, now)
    if (current.status === 'Refund In Progress') {
      const reason = cost.fee ? 'hotel cancelled after the free-cancellation deadline' : 'hotel cancelled'
      await recordRefund(
        tx,
        {
          bookingId: booking.id,
          amount: cost.refund,
          fee: cost.fee,
          destination: await refundDestinationOf(tx, booking.id),
          currency: booking.currency,
          reason,
        },
        now,
      )
    }
    return current
  })
  return toBooking(row, locale, now)
}
