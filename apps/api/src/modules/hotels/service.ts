import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { Booking } from '@rihla/api-contract/bookings'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { UserEvents } from '../../realtime/userEvents'
import { toBooking } from '../bookings/service'
import { announceCancelled, cancelLocked } from '../cancellation/service'
import { reckon } from '../cancellation/quote'

/**
 * DELETE /hotels/api/cancel: the partner API's way to cancel a traveller's hotel booking, on the one
 * cancellation path every booking takes (the cancellation module): Pending → Cancelled; Confirmed →
 * Cancelled, then Refund In Progress with a refund record when the rate's fee leaves something to give
 * back. Its rooms go back on sale and its open payment attempts end. Every other case is refused and
 * changes nothing. The partner call carries no quoted refund: it cancels at what the rule gives now.
 */
export async function cancelHotelBooking(
  deps: { db: Db; userEvents: UserEvents },
  request: { userId: string; uuid: string },
  locale: Locale,
  now: Date = new Date(),
): Promise<Booking> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, request.uuid), eq(bookings.userId, request.userId)))
      .for('update')
      .limit(1)
    if (!booking) throw new ServiceError('not_found', serverMessages.notFound)
    if (booking.type !== 'hotel') throw new ServiceError('conflict', serverMessages.bookingNotHotel)
    const { refund } = await reckon(tx, booking, 'traveller', now)
    const done = await cancelLocked(tx, booking, { by: 'traveller', expectedRefund: refund }, now)
    // Announced in the transaction: sent with its commit (cancellation/service.ts does the same).
    announceCancelled(deps.userEvents, done)
    return done
  })
  return toBooking(cancelled.booking, locale, now)
}
