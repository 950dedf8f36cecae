import type { Locale } from '@rihla/api-contract'
import { isApiError } from '@rihla/api-clients'
import { BOOKING_PAYMENT_SEGMENTS, bookingPaymentPath } from '@rihla/api-contract/bookings'
import { localePath } from '@rihla/core/routing'
import type { RouterContext } from '@rihla/core/routing'
import { notFound, redirect } from '@tanstack/react-router'
import { paymentsQueries } from './queries'

type LoaderContext = RouterContext & { locale: Locale }

/** A booking that is not the caller's (404) or an address that is not a booking's (400): not found. */
const isMissingBooking = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400)

/**
 * The payment screen's data. The page shows its own loading and error states (with a retry), so a
 * failed fetch does not fail the route; an unknown segment or booking is not found, and the segment
 * of another type is corrected to the booking's own.
 */
export async function loadPayment(
  context: LoaderContext,
  params: { vertical: string; uuid: string },
  searchStr: string,
) {
  const methods = await context.queryClient
    .ensureQueryData(paymentsQueries.methods(context.api, context.locale, params.uuid))
    .then(
      (data) => ({ data, error: null }),
      (error: unknown) => ({ data: null, error }),
    )
  if (!(Object.values(BOOKING_PAYMENT_SEGMENTS) as string[]).includes(params.vertical)) throw notFound()
  if (isMissingBooking(methods.error)) throw notFound()
  const booking = methods.data?.booking
  if (booking && BOOKING_PAYMENT_SEGMENTS[booking.type] !== params.vertical) {
    throw redirect({
      href: `${localePath(bookingPaymentPath(booking.type, booking.uuid), context.locale)}${searchStr}`,
      replace: true,
    })
  }
}

/** The response page's data: the attempt named by `?ref=`, or the booking's newest. */
export async function loadPaymentResponse(
  context: LoaderContext,
  params: { uuid: string },
  orderRef: string | undefined,
) {
  try {
    await context.queryClient.ensureQueryData(
      paymentsQueries.inquiry(context.api, context.locale, params.uuid, orderRef),
    )
  } catch (error) {
    if (isMissingBooking(error)) throw notFound()
  }
}
