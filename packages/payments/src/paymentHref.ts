import type { Locale } from '@rihla/api-contract'
import { bookingDetailPath, bookingPaymentPath } from '@rihla/api-contract/bookings'
import type { Booking, BookingType } from '@rihla/api-contract/bookings'
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

/**
 * Where the card gateway sends the traveller back: the response page, with what a widget's frame
 * needs to load there again (`returnQuery`, its payload and loader's parameters); the gateway adds `ref`.
 */
export function cardReturnUrl(origin: string, uuid: string, locale: Locale, returnQuery?: string) {
  const url = new URL(paymentResponseHref(uuid, locale), origin)
  for (const [name, value] of new URLSearchParams(returnQuery)) url.searchParams.set(name, value)
  return url.href
}

/** Where "View booking" leads: the booking's own detail page where it has one, else My Bookings. */
export const viewBookingHref = (booking: Pick<Booking, 'type' | 'uuid' | 'actions'>, locale: Locale) =>
  localePath((booking.actions.view && bookingDetailPath(booking.type, booking.uuid)) || '/bookings', locale)
