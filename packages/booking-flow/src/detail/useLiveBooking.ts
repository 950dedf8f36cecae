import { paymentUpdatedEventSchema } from '@rihla/api-contract/payments'
import { REALTIME_EVENTS, bookingUpdatedEventSchema } from '@rihla/api-contract/realtime'
import { REALTIME_RESUBSCRIBED, useUserRealtimeEvent } from '@rihla/core/realtime'

/**
 * Keeps a booking's page live: `refresh` runs when the booking or one of its payments changes (the payment
 * page, expiry, another device), and when the user's channel is subscribed again after a dropped
 * connection, since changes made while offline were never pushed.
 */
export function useLiveBooking(uuid: string, refresh: () => void) {
  useUserRealtimeEvent(REALTIME_EVENTS.bookingUpdated, (data) => {
    const event = bookingUpdatedEventSchema.safeParse(data)
    if (event.success && event.data.uuid === uuid) refresh()
  })
  useUserRealtimeEvent(REALTIME_EVENTS.paymentUpdated, (data) => {
    const event = paymentUpdatedEventSchema.safeParse(data)
    if (event.success && event.data.payment.bookingUuid === uuid) refresh()
  })
  useUserRealtimeEvent(REALTIME_RESUBSCRIBED, refresh)
}
