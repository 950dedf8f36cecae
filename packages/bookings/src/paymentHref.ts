import { bookingDetailPath, bookingPaymentPath } from '@rihla/api-contract/bookings'
import type { Locale } from '@rihla/api-contract'
import type { Booking, BookingType } from '@rihla/api-contract/bookings'
import { localePath } from '@rihla/core/routing'

/** The address of a booking's payment screen, `/{vertical}/payments/{uuid}`, in the page's language. */
export const bookingPaymentHref = (booking: { type: BookingType; uuid: string }, locale: Locale) =>
  localePath(bookingPaymentPath(booking.type, booking.uuid), locale)

/** The address of a booking's own detail page in the page's language; null for a booking without one. */
export function bookingDetailHref(booking: Pick<Booking, 'type' | 'uuid' | 'actions'>, locale: Locale) {
  const path = booking.actions.view ? bookingDetailPath(booking.type, booking.uuid) : null
  return path ? localePath(path, locale) : null
}
