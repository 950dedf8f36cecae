import type { Locale } from '@rihla/api-contract'
import { bookingDetailPath, bookingPaymentPath } from '@rihla/api-contract/bookings'
import type { BookingType } from '@rihla/api-contract/bookings'
import { localePath } from '@rihla/core/routing'

/**
 * The payment screen of a booking, `/{vertical}/payments/{uuid}`, in the page's language: what a
 * vertical's review step links to once it holds a booking's uuid.
 */
export const paymentHref = (type: BookingType, uuid: string, locale: Locale) =>
  localePath(bookingPaymentPath(type, uuid), locale)

/** The payment response page, `/payment/{uuid}`, for one attempt (`ref`) or the booking's newest. */
export const paymentResponseHref = (uuid: string, locale: Locale, orderRef?: string | null) =>
  `${localePath(`/payment/${encodeURIComponent(uuid)}`, locale)}${
    orderRef ? `?${new URLSearchParams({ ref: orderRef })}` : ''
  }`

/** Where "View booking" leads: the booking's own detail page where its type has one, else My Bookings. */
export const viewBookingHref = (booking: { type: BookingType; uuid: string }, locale: Locale) =>
  localePath(bookingDetailPath(booking.type, booking.uuid) ?? '/bookings', locale)
