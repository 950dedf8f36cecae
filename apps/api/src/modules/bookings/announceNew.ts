import { AsyncLocalStorage } from 'node:async_hooks'
import { REALTIME_EVENTS } from '@rihla/api-contract/realtime'
import type { UserEvents } from '../../realtime/userEvents'
import type { BookingRow } from './create'

interface Announcing {
  userEvents: UserEvents
  announced: Set<string>
}

// A new booking is announced by the transaction that creates it (on Postgres, its own pg_notify, sent as
// it commits): announced after it, a booking made just before its process died would never be.
const announcing = new AsyncLocalStorage<Announcing>()

/** Runs `make`, announcing each booking it creates in the transaction that creates it; says which. */
export async function announcingNewBookings<T>(userEvents: UserEvents, make: () => Promise<T>) {
  const scope: Announcing = { userEvents, announced: new Set() }
  const value = await announcing.run(scope, make)
  return { value, announced: scope.announced }
}

/** Called where a booking is created, inside its transaction; nothing outside `announcingNewBookings`. */
export function announceNewBooking(booking: Pick<BookingRow, 'id' | 'userId' | 'status'>) {
  const scope = announcing.getStore()
  if (!scope) return
  scope.userEvents.publish({
    userId: booking.userId,
    event: REALTIME_EVENTS.bookingUpdated,
    data: { uuid: booking.id, status: booking.status },
  })
  scope.announced.add(booking.id)
}
