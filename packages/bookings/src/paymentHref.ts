import { bookingDetailPath, bookingPaymentPath } from '@rihla/api-contract/bookings'
import type { Locale } from '@rihla/api-contract'
import type { BookingType } from '@rihla/api-contract/bookings'
import { localePath } from '@rihla/core/routing'

/** The address of a booking's payment screen, `/{vertical}/payments/{uuid}`, in the page's language. */
export const bookingPaymentHref = (booking: { type: BookingType; uuid: string }, locale: Locale) =>
  localePath(bookingPaymentPath(booking.type, booking.uuid), locale)

/** The address of a booking's own detail page in the page's language; null for types without one. */
export function bookingDetailHref(booking: { type: BookingType; uuid: string }, locale: Locale) {
  const path = bookingDetailPath(booking.type, booking.uuid)
  return path ? localePath(path, locale) : null
}
